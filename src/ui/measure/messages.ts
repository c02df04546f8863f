import type { MeasureSnapshot, MeasureStore } from "../../io/measure/measureStore.ts";
import type { MeasurementInput } from "../../io/measure/readMeasurements.ts";
import type { AnalyzeOptions } from "../../model/measure/analysis.ts";

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

const readSource = async (source: MeasureSource, name: string): Promise<MeasurementInput> => {
  if (isPasted(source)) return { name, text: source.text };
  try {
    return { name, text: await source.text() };
  } catch {
    // An unreadable file (moved, permission lost) reads as empty and is reported as such.
    return { name, text: "" };
  }
};

/** Applies one request to the store: the one function the worker and the in-page fallback share. */
export const answerTo = async (
  store: MeasureStore,
  request: MeasureRequest,
): Promise<MeasureAnswer> => {
  const started = performance.now();
  if (request.kind === "add") {
    const names = store.uniqueNames(request.sources.map((source) => source.name));
    const inputs = await Promise.all(
      request.sources.map((source, index) => readSource(source, names[index] ?? source.name)),
    );
    store.add(inputs);
  } else if (request.kind === "remove") store.remove(request.name);
  else if (request.kind === "clear") store.clear();
  const snapshot = store.snapshot(request.options);
  return { id: request.id, snapshot, elapsedMs: performance.now() - started };
};
