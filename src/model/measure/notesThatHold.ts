import type { RunAnalysis } from "./analysis.ts";
import type { RunNote } from "./run.ts";

/**
 * The file's notes that hold for the run as analysed: a reply in one piece (not streamed) has no
 * chunk gaps for SGLang to split over their tokens.
 */
export const notesThatHold = (
  notes: readonly RunNote[],
  analysis: Pick<RunAnalysis, "missing">,
): RunNote[] => {
  const notStreamed = analysis.missing.some((reason) => reason.code === "notStreamed");
  return notes.filter((note) => !(notStreamed && note.code === "sglangItlPerToken"));
};
