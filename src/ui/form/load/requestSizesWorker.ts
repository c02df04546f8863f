import { sizesProblem } from "../../../io/index.ts";
import { answerTo, type SizesRequest } from "./sizesMessages.ts";

// Reads request-size files off the main thread: a 50 MB detailed result never freezes the page.

interface WorkerScope {
  onmessage: ((event: MessageEvent<SizesRequest>) => void) | null;
  postMessage: (message: unknown) => void;
}

const scope = self as unknown as WorkerScope;
// answerTo never throws; a failed post still answers, so the page stops showing "Reading…".
scope.onmessage = async (event) => {
  const answer = await answerTo(event.data);
  try {
    scope.postMessage(answer);
  } catch {
    const problem = sizesProblem(0, "readerFailed", "could not be read");
    scope.postMessage({ ...answer, result: { ok: false, problems: [problem] } });
  }
};
