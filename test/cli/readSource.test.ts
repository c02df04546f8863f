// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { readBounded, readErrorReason, sourceName } from "../../src/cli/readSource.ts";
import { readTextFile } from "../../src/cli/readTextFile.ts";
import { decodeText } from "../../src/io/textBytes.ts";
import { scratchDir } from "./runCli.ts";

const scratch = scratchDir();
afterAll(scratch.remove);

const limit = { bytes: 2_000_000, of: "a plan file" };

// A source that never ends, like /dev/zero, counting what was taken from it.
const endless = () => {
  const state = { chunks: 0 };
  const source = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        state.chunks += 1;
        yield Buffer.alloc(65_536);
      }
    },
  };
  return { source, state };
};

describe("readBounded", () => {
  it("stops an endless source just past its limit and says what the limit is for", async () => {
    const { source, state } = endless();
    expect(await readBounded(source, limit)).toEqual({
      ok: false,
      message: "is larger than 2 MB, the limit for a plan file",
    });
    // 2,000,000 / 65,536 = 30.5: the 31st chunk passes the limit and nothing more is read.
    expect(state.chunks).toBe(31);
  });

  it("returns a source of exactly the limit whole", async () => {
    const read = await readBounded([Buffer.alloc(1_000_000), Buffer.alloc(1_000_000)], limit);
    expect(read.ok && read.bytes.length).toBe(2_000_000);
  });

  it("says why a source failed half way, in one line", async () => {
    const failing = {
      async *[Symbol.asyncIterator]() {
        yield Buffer.from("{");
        throw Object.assign(new Error("i/o error\n    at read (fs.js:1:1)"), { code: "EIO" });
      },
    };
    expect(await readBounded(failing, limit)).toEqual({
      ok: false,
      message: "cannot be read: i/o error at read (fs.js:1:1)",
    });
  });
});

describe("reading files", () => {
  it("names the usual failures in words", () => {
    expect(readErrorReason(Object.assign(new Error("x"), { code: "ENOENT" }))).toBe("no such file");
    expect(readErrorReason(Object.assign(new Error("x"), { code: "EISDIR" }))).toBe(
      "is a directory, not a file",
    );
    expect(readErrorReason("x".repeat(1000)).length).toBe(120);
  });

  it("names stdin, and only the start of a very long name", () => {
    expect(sourceName("-")).toBe("stdin");
    expect(sourceName("plan.json")).toBe("plan.json");
    expect(sourceName("a".repeat(81))).toBe(`${"a".repeat(60)}…`);
  });

  it("refuses a file past its limit, and a directory", async () => {
    const big = scratch.file("big.json", " ".repeat(2_000_001));
    expect(await readTextFile(big, limit)).toEqual({
      ok: false,
      message: "is larger than 2 MB, the limit for a plan file",
    });
    expect(await readTextFile(scratch.dir, limit)).toEqual({
      ok: false,
      message: "cannot be read: is a directory, not a file",
    });
  });

  it("reads UTF-16 text with its byte order mark, and UTF-8 as it is", () => {
    const little = Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]);
    const big = Buffer.from([0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d]);
    expect(decodeText(little)).toBe("{}");
    expect(decodeText(big)).toBe("{}");
    expect(decodeText(Buffer.from('{"a": "é"}', "utf8"))).toBe('{"a": "é"}');
  });
});

describe("reading a regular file whole", () => {
  it("reads a file of exactly its limit, and refuses one byte more", async () => {
    const small = { bytes: 1000, of: "a test file" };
    const exact = scratch.file("exact.json", `[${"1,".repeat(498)}11]`);
    const read = await readTextFile(exact, small);
    expect(read).toEqual({ ok: true, text: `[${"1,".repeat(498)}11]` });
    const over = scratch.file("over.json", `[${"1,".repeat(498)}111]`);
    expect(await readTextFile(over, small)).toEqual({
      ok: false,
      message: "is larger than 0.001 MB, the limit for a test file",
    });
  });

  it("reads an empty file and an empty device as empty text", async () => {
    expect(await readTextFile(scratch.file("empty.json", ""), limit)).toEqual({
      ok: true,
      text: "",
    });
    expect(await readTextFile("/dev/null", limit)).toEqual({ ok: true, text: "" });
  });

  it("counts bytes already read toward the limit, and returns them alone uncopied", async () => {
    const head = Buffer.from("{}");
    const alone = await readBounded([], limit, head);
    expect(alone.ok && alone.bytes).toBe(head);
    const joined = await readBounded([Buffer.from("\n")], limit, head);
    expect(joined.ok && joined.bytes.toString()).toBe("{}\n");
    expect(await readBounded([Buffer.alloc(1_999_999)], limit, head)).toEqual({
      ok: false,
      message: "is larger than 2 MB, the limit for a plan file",
    });
  });
});
