import { readFileSync } from "node:fs";

// Trace text for tests: the real fixture, and lines written the way Mooncake writes them.

export const mooncakeHead = readFileSync(
  new URL("../../fixtures/load/mooncake-conversation-trace-head.jsonl", import.meta.url),
  "utf8",
);

export interface TraceRequest {
  timestamp?: number;
  input_length: unknown;
  output_length: unknown;
}

/** One JSON object a line, with a two-block hash_ids as the real traces carry. */
export const traceText = (requests: readonly TraceRequest[]): string =>
  requests.map((request) => JSON.stringify({ ...request, hash_ids: [0, 1] })).join("\n");
