// Hand-written: parse-prometheus-text-format 1.1.1 keeps only the last label set's buckets and loses data when `_sum` precedes them.
import type { ScrapeSample } from "../../model/index.ts";
import { type MeasureProblem, measureProblem } from "./measureProblem.ts";
import { maxScrapeLines } from "./readLimits.ts";

// The text exposition format 0.0.4 (prometheus.io/docs/instrumenting/exposition_formats), as
// prometheus_client's generate_latest writes it: one sample a line, `#` lines are comments.

export interface PromSample extends ScrapeSample {
  /** Line of the file, from 1. */
  line: number;
}

export interface ParsedPrometheusText {
  samples: PromSample[];
  problems: MeasureProblem[];
}

// A garbage file would otherwise give one problem per line; the first few tell the story.
const maxLineProblems = 20;
const maxQuotedChars = 120;
const byteOrderMark = "\uFEFF";

const [space, tab, quoteMark, backslash, equals, comma, openBrace, closeBrace, hash] = [
  ...' \t"\\=,{}#',
].map((char) => char.charCodeAt(0));
const isBlank = (code: number): boolean => code === space || code === tab;
// Names are [a-zA-Z_:][a-zA-Z0-9_:]* (label names have no colon; read leniently).
const isNameChar = (code: number, first: boolean): boolean =>
  (code >= 97 && code <= 122) ||
  (code >= 65 && code <= 90) ||
  code === 95 ||
  code === 58 ||
  (!first && code >= 48 && code <= 57);

// Go's strconv.ParseFloat, which Prometheus uses, also reads Inf and NaN in any case.
const decimal = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const words: ReadonlyMap<string, number> = new Map([
  ["inf", Number.POSITIVE_INFINITY],
  ["+inf", Number.POSITIVE_INFINITY],
  ["-inf", Number.NEGATIVE_INFINITY],
  ["nan", Number.NaN],
]);
const numberOf = (token: string): number | undefined =>
  decimal.test(token) ? Number(token) : words.get(token.toLowerCase());

/** A sample, or why the line is not one. */
type LineResult = ScrapeSample | string;

class Cursor {
  index = 0;
  constructor(readonly text: string) {}
  peek(): number {
    return this.text.charCodeAt(this.index);
  }
  skipBlanks(): void {
    while (isBlank(this.peek())) this.index += 1;
  }
  name(): string {
    const start = this.index;
    while (isNameChar(this.peek(), this.index === start)) this.index += 1;
    return this.text.slice(start, this.index);
  }
  token(): string {
    const start = this.index;
    while (this.index < this.text.length && !isBlank(this.peek())) this.index += 1;
    return this.text.slice(start, this.index);
  }
  /** A quoted label value after its opening quote, unescaped; undefined when never closed. */
  quoted(): string | undefined {
    let value = "";
    let start = this.index;
    while (this.index < this.text.length) {
      const code = this.peek();
      if (code === quoteMark) {
        value += this.text.slice(start, this.index);
        this.index += 1;
        return value;
      }
      if (code === backslash) {
        const next = this.text[this.index + 1] ?? "";
        // The format escapes only \\, \" and \n; any other backslash stays as written.
        value +=
          this.text.slice(start, this.index) +
          (next === "n" ? "\n" : next === "\\" || next === '"' ? next : `\\${next}`);
        this.index += 2;
        start = this.index;
      } else this.index += 1;
    }
    return undefined;
  }
}

const readLabels = (cursor: Cursor): Record<string, string> | string => {
  const labels: Record<string, string> = {};
  cursor.index += 1;
  for (;;) {
    cursor.skipBlanks();
    if (cursor.peek() === closeBrace) break;
    const name = cursor.name();
    if (name === "") return "a label name was expected";
    cursor.skipBlanks();
    if (cursor.peek() !== equals) return `"=" was expected after label ${name}`;
    cursor.index += 1;
    cursor.skipBlanks();
    if (cursor.peek() !== quoteMark) return `label ${name} has no quoted value`;
    cursor.index += 1;
    const value = cursor.quoted();
    if (value === undefined) return `the value of label ${name} is not closed`;
    if (Object.hasOwn(labels, name)) return `label ${name} appears twice`;
    labels[name] = value;
    cursor.skipBlanks();
    if (cursor.peek() === comma) cursor.index += 1;
    else if (cursor.peek() !== closeBrace) return `"," or "}" was expected after label ${name}`;
  }
  cursor.index += 1;
  return labels;
};

const readSample = (text: string): LineResult => {
  const cursor = new Cursor(text);
  cursor.skipBlanks();
  const name = cursor.name();
  if (name === "") return "a metric name was expected";
  let labels: Record<string, string> = {};
  if (cursor.peek() === openBrace) {
    const read = readLabels(cursor);
    if (typeof read === "string") return read;
    labels = read;
  }
  cursor.skipBlanks();
  const value = numberOf(cursor.token());
  if (value === undefined) return "a number was expected after the name";
  cursor.skipBlanks();
  const timestamp = cursor.token();
  // An optional timestamp, then an OpenMetrics exemplar (`# {...} value`) is all a line may hold.
  if (timestamp !== "" && !timestamp.startsWith("#") && numberOf(timestamp) === undefined) {
    return "only a timestamp may follow the value";
  }
  cursor.skipBlanks();
  if (cursor.index < text.length && cursor.peek() !== hash && !timestamp.startsWith("#")) {
    return "only a timestamp may follow the value";
  }
  return { name, labels, value };
};

const shorten = (text: string): string =>
  text.length > maxQuotedChars ? `${text.slice(0, maxQuotedChars)}…` : text;

const tooMany = (line: number): MeasureProblem => {
  const limit = maxScrapeLines.toLocaleString("en-US");
  const message = `holds more than ${limit} lines; lines from ${line.toLocaleString("en-US")} on were not read`;
  return measureProblem(line, "tooMany", message, { limit: maxScrapeLines });
};

/** Reads Prometheus text into samples; a bad line is a problem and the rest is still read. */
export const parsePrometheusText = (raw: string): ParsedPrometheusText => {
  const text = raw.startsWith(byteOrderMark) ? raw.slice(byteOrderMark.length) : raw;
  if (text.includes("\u0000")) {
    return {
      samples: [],
      problems: [measureProblem(0, "binary", "is not text (it holds NUL bytes)")],
    };
  }
  const samples: PromSample[] = [];
  const problems: MeasureProblem[] = [];
  let start = 0;
  for (let line = 1; start <= text.length; line += 1) {
    const end = text.indexOf("\n", start);
    const stop = end === -1 ? text.length : end;
    if (line > maxScrapeLines) {
      if (/\S/.test(text.slice(start))) problems.push(tooMany(line));
      break;
    }
    const content = text.slice(start, stop).replace(/\r$/, "");
    const first = content.trimStart();
    if (first !== "" && !first.startsWith("#")) {
      const read = readSample(content);
      if (typeof read !== "string") samples.push({ ...read, line });
      else if (problems.length < maxLineProblems) {
        const shown = shorten(first);
        const message = `is not a Prometheus sample (${read}): ${shown}`;
        problems.push(
          measureProblem(line, "prometheusLine", message, { text: shown, reason: read }),
        );
      }
    }
    if (end === -1) break;
    start = end + 1;
  }
  return { samples, problems };
};
