// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFileText } from "../../../src/io/measure/fileText.ts";
import { textEncodingOf } from "../../../src/io/textBytes.ts";
import { fuzzRuns, fuzzTimeoutMs } from "../../hostile.ts";

const text = '{"model_id":"m","completed":1}';
const utf16le = (value: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Uint16Array.from(value, (char) => char.charCodeAt(0)).buffer);
const utf16be = (value: string): Uint8Array<ArrayBuffer> => {
  const bytes = utf16le(value);
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const low = bytes[i] ?? 0;
    bytes[i] = bytes[i + 1] ?? 0;
    bytes[i + 1] = low;
  }
  return bytes;
};
const withBytes = (...parts: number[][]) => new Uint8Array(parts.flat());

describe("readFileText", () => {
  it("reads UTF-8 as it is", async () => {
    expect(await readFileText(new Blob([text]), 1000)).toEqual({ ok: true, text });
  });

  it("reads UTF-16 with a byte order mark, little- or big-endian, as text", async () => {
    const le = new Blob([withBytes([0xff, 0xfe], [...utf16le(text)])]);
    const be = new Blob([withBytes([0xfe, 0xff], [...utf16be(text)])]);
    expect(await readFileText(le, 1000)).toEqual({ ok: true, text });
    expect(await readFileText(be, 1000)).toEqual({ ok: true, text });
  });

  it("reads UTF-16 without a byte order mark by its zero bytes", async () => {
    expect(await readFileText(new Blob([utf16le(text)]), 1000)).toEqual({ ok: true, text });
    expect(await readFileText(new Blob([utf16be(text)]), 1000)).toEqual({ ok: true, text });
  });

  it("refuses a file over the limit by its size, before reading it", async () => {
    const huge = { size: 1_234_567_890 } as Blob;
    expect(await readFileText(huge, 250_000_000)).toEqual({
      ok: false,
      problem: {
        line: 0,
        rule: "fileTooLarge",
        params: { got: "1,234.6 MB", limit: "250 MB" },
        message: "is 1,234.6 MB; the limit is 250 MB (take part of it first)",
      },
    });
  });

  it("says a file that cannot be read could not be read, not that it is empty", async () => {
    const gone = {
      size: 10,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error("NotReadableError")) }),
    } as unknown as Blob;
    const read = await readFileText(gone, 1000);
    expect(read.ok === false && read.problem.rule).toBe("unreadable");
  });

  it("names UTF-8 for any text with no zero byte", { timeout: fuzzTimeoutMs(30_000) }, () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (value) => {
        const bytes = new TextEncoder().encode(value.replaceAll("\u0000", ""));
        expect(textEncodingOf(bytes.subarray(0, 512))).toBe("utf-8");
      }),
      { numRuns: fuzzRuns(200) },
    );
  });
});
