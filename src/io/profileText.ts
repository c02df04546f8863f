import type { ProfilePoint } from "../model/index.ts";

// A latency profile pasted as text: one "batch, time ms" pair a line, separated by a comma, a tab
// (a spreadsheet copy), a semicolon or spaces. A first line without numbers is a header; lines
// starting with "#" are comments. Points come back sorted by batch, since the model needs that.

/** The plan keeps at most this many points per phase (latencyPlan.ts). */
export const maxProfilePoints = 64;

export type ProfileTextProblem =
  /** Nothing to read. */
  | { kind: "empty"; line: 0 }
  /** A line without exactly two values. */
  | { kind: "columns"; line: number; found: number }
  | { kind: "notNumber"; line: number; column: "batch" | "timeMs"; text: string }
  | { kind: "notPositive"; line: number; column: "batch" | "timeMs"; value: number }
  | { kind: "duplicate"; line: number; batch: number; firstLine: number }
  | { kind: "tooMany"; line: number; maximum: number };

export type ParsedProfileText =
  | { ok: true; points: ProfilePoint[] }
  | { ok: false; problems: ProfileTextProblem[] };

const separator = /\s*[\t,;]\s*|\s+/;
const columns = ["batch", "timeMs"] as const;

const numberOf = (cell: string): number | null => {
  const value = cell === "" ? Number.NaN : Number(cell);
  return Number.isFinite(value) ? value : null;
};

/** Reads pasted profile text; every problem names its line (from 1). Never throws. */
export const parseProfileText = (text: string): ParsedProfileText => {
  const problems: ProfileTextProblem[] = [];
  const points: (ProfilePoint & { line: number })[] = [];
  let seenContent = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const cells = trimmed.split(separator);
    const first = !seenContent;
    seenContent = true;
    if (first && cells.every((cell) => numberOf(cell) === null)) return;
    if (cells.length !== 2) {
      problems.push({ kind: "columns", line, found: cells.length });
      return;
    }
    const values = cells.map(numberOf);
    let fine = true;
    columns.forEach((column, at) => {
      const value = values[at];
      if (value === null || value === undefined) {
        problems.push({ kind: "notNumber", line, column, text: cells[at] ?? "" });
        fine = false;
      } else if (value <= 0) {
        problems.push({ kind: "notPositive", line, column, value });
        fine = false;
      }
    });
    if (fine) points.push({ batch: values[0] as number, timeMs: values[1] as number, line });
  });
  const byBatch = new Map<number, number>();
  for (const point of points) {
    const firstLine = byBatch.get(point.batch);
    if (firstLine === undefined) byBatch.set(point.batch, point.line);
    else problems.push({ kind: "duplicate", line: point.line, batch: point.batch, firstLine });
  }
  const over = points[maxProfilePoints];
  if (over) problems.push({ kind: "tooMany", line: over.line, maximum: maxProfilePoints });
  if (problems.length === 0 && points.length === 0) problems.push({ kind: "empty", line: 0 });
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  return {
    ok: true,
    points: points
      .map(({ batch, timeMs }) => ({ batch, timeMs }))
      .sort((a, b) => a.batch - b.batch),
  };
};

/** Rows whose batch is not above the row before: the model reads a profile only in batch order. */
export const unsortedProfileRows = (points: readonly { batch: number }[]): number[] =>
  points.flatMap((point, index) => {
    const previous = points[index - 1];
    return previous !== undefined &&
      Number.isFinite(point.batch) &&
      Number.isFinite(previous.batch) &&
      point.batch <= previous.batch
      ? [index]
      : [];
  });
