import { type RequestSizes, readRequestSizes } from "../../../io/load/readRequestSizes.ts";

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

/** Reads one source: the one function the worker and the in-page fallback share. */
export const answerTo = async (request: SizesRequest): Promise<SizesAnswer> => {
  const { source } = request;
  let text = "";
  try {
    text = source instanceof File ? await source.text() : source.text;
  } catch {
    // An unreadable file (moved, permission lost) reads as empty and is reported as such.
  }
  return { id: request.id, name: source.name, result: readRequestSizes(source.name, text) };
};
