import type { MeasurementInput, MeasureSnapshot, MeasureStore } from "../../io/index.ts";
import {
  keptFull,
  maxFileBytes,
  maxKeptBytes,
  measureProblem,
  readFileText,
  yamlOptionsFor,
} from "../../io/index.ts";
import type { AnalyzeOptions } from "../../model/index.ts";

/** A dropped file (read where the store lives) or pasted text. */
export type MeasureSource = File | MeasurementInput;

/** What the page asks of the store. */
export type MeasureCommand =
  | { kind: "add"; sources: readonly MeasureSource[] }
  | { kind: "remove"; name: string }
  | { kind: "clear" }
  | { kind: "analyze" };

/** A command to the measurements worker; `id` pairs it with its answer. */
export type MeasureRequest = MeasureCommand & { id: number; options: AnalyzeOptions };

/** Everything the page shows, and the time the worker took. */
export interface MeasureAnswer {
  id: number;
  snapshot: MeasureSnapshot;
  elapsedMs: number;
}

const isPasted = (source: MeasureSource): source is MeasurementInput =>
  typeof (source as { text?: unknown }).text === "string";

/** Bytes of a file or characters of pasted text; 0 when it cannot be told (readSource says why). */
const sizeOf = (source: MeasureSource): number => {
  try {
    return isPasted(source) ? source.text.length : source.size;
  } catch {
    return 0;
  }
};

const readSource = async (source: MeasureSource, name: string): Promise<MeasurementInput> => {
  try {
    if (isPasted(source)) return { name, text: source.text };
    const read = await readFileText(source, maxFileBytes);
    if (!read.ok) return { name, text: "", unread: read.problem };
    return { name, text: read.text, bytes: source.size };
  } catch {
    return { name, text: "", unread: measureProblem(0, "unreadable", "could not be read") };
  }
};

const emptySnapshot: MeasureSnapshot = { files: [], runs: [] };

/** Applies one request to the store: the one function the worker and the in-page fallback share. */
export const answerTo = async (
  store: MeasureStore,
  request: MeasureRequest,
): Promise<MeasureAnswer> => {
  const started = performance.now();
  // The store reports each file's failure as that file's problem; this is the last guard, so a
  // request always gets an answer and the next one is still served.
  try {
    if (request.kind === "add") {
      const names = store.uniqueNames(request.sources.map((source) => source.name));
      // Files are read one at a time, and taken while the kept total stays within the budget.
      let kept = store.keptBytes();
      const inputs: MeasurementInput[] = [];
      for (const [index, source] of request.sources.entries()) {
        const name = names[index] ?? source.name;
        const size = sizeOf(source);
        const within = size > maxFileBytes || kept + size <= maxKeptBytes;
        if (within && size <= maxFileBytes) kept += size;
        inputs.push(
          within
            ? await readSource(source, name)
            : { name, text: "", unread: keptFull(maxKeptBytes) },
        );
      }
      // A Benchmark Report may be YAML: its reader loads only when such a file comes.
      store.add(inputs, await yamlOptionsFor(inputs, () => import("yaml")));
    } else if (request.kind === "remove") store.remove(request.name);
    else if (request.kind === "clear") store.clear();
  } catch {
    // Whatever was kept before the failure is still shown below.
  }
  let snapshot = emptySnapshot;
  try {
    snapshot = store.snapshot(request.options);
  } catch {
    // A store that cannot be shown is emptied, so the next file can be.
    store.clear();
  }
  return { id: request.id, snapshot, elapsedMs: performance.now() - started };
};
