// @vitest-environment node
import { describe, expect, it } from "vitest";
import { answerTo } from "../../../../src/ui/form/load/sizesMessages.ts";

const trace =
  '{"timestamp":0,"input_length":10,"output_length":5}\n{"timestamp":500,"input_length":30,"output_length":7}';
const utf16le = (value: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Uint16Array.from(value, (char) => char.charCodeAt(0)).buffer);

describe("the request-size import's answerTo", () => {
  it("says a 1.2 GB file is over the limit by its size, never that it is empty", async () => {
    const huge = Object.setPrototypeOf(
      { name: "result.json", size: 1_200_000_000 },
      File.prototype,
    );
    expect(await answerTo({ id: 3, source: huge as File })).toEqual({
      id: 3,
      name: "result.json",
      result: {
        ok: false,
        problems: [
          {
            line: 0,
            rule: "fileTooLarge",
            params: { got: "1,200 MB", limit: "100 MB" },
            message: "is 1,200 MB; the limit is 100 MB (take part of it first)",
          },
        ],
      },
    });
  });

  it("reads a UTF-16 trace with a byte order mark as text", async () => {
    const file = new File([new Uint8Array([0xff, 0xfe]), utf16le(trace)], "trace.jsonl");
    const answer = await answerTo({ id: 1, source: file });
    expect(answer.result.ok && answer.result.sizes.inputTokens).toEqual([10, 30]);
  });

  it("answers a file it cannot read with that file's problem", async () => {
    const broken = Object.setPrototypeOf(
      {
        name: "gone.jsonl",
        size: 10,
        slice: () => ({ arrayBuffer: () => Promise.reject(new Error("NotReadableError")) }),
      },
      File.prototype,
    );
    const answer = await answerTo({ id: 2, source: broken as File });
    expect(answer.result.ok === false && answer.result.problems.map((p) => p.rule)).toEqual([
      "unreadable",
    ]);
  });
});
