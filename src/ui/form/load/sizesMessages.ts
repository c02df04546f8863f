import {
  maxTextChars,
  type RequestSizes,
  readFileText,
  readRequestSizes,
  sizesProblem,
} from "../../../io/index.ts";

/** A file (or pasted text) to read request sizes from; `id` pairs it with its answer. */
export interface SizesRequest {
  id: number;
  source: File | { name: string; text: string };
}

export interface SizesAnswer {
  id: number;
  name: string;
  result: RequestSizes;
}

const unread = (id: number, name: string, reason: string): SizesAnswer => {
  const problem = sizesProblem(0, "readerFailed", `could not be read: ${reason}`, { reason });
  return { id, name, result: { ok: false, problems: [problem] } };
};

/** Reads one source: the one function the worker and the in-page fallback share; never throws. */
export const answerTo = async (request: SizesRequest): Promise<SizesAnswer> => {
  const { id, source } = request;
  try {
    if (!(source instanceof Blob)) {
      return { id, name: source.name, result: readRequestSizes(source.name, source.text) };
    }
    // The size is checked before reading: a file past the longest string is never "empty".
    const read = await readFileText(source, maxTextChars);
    if (read.ok) return { id, name: source.name, result: readRequestSizes(source.name, read.text) };
    const { line, rule, message, params } = read.problem;
    return {
      id,
      name: source.name,
      result: { ok: false, problems: [sizesProblem(line, rule, message, params)] },
    };
  } catch (error) {
    return unread(id, String(source.name), error instanceof Error ? error.name : "unknown error");
  }
};
