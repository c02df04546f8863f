import type { SizesNote, SizesProblem } from "./sizesProblem.ts";

/** What one reader took from a file: each usable request's sizes, in file order. */
export interface SizedRequests {
  inputTokens: number[];
  outputTokens: number[];
  /** Each request's arrival in ms from any origin, when the file gives every one. */
  arrivalsMs?: number[];
  problems: SizesProblem[];
  notes: SizesNote[];
}
