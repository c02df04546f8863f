import { describe, expect, it } from "vitest";
import { notesThatHold } from "../../../src/model/measure/notesThatHold.ts";
import type { RunNote } from "../../../src/model/measure/run.ts";

const notes: RunNote[] = [{ code: "sglangItlPerToken" }, { code: "noPerRequestData" }];

describe("notesThatHold", () => {
  it("drops SGLang's per-token ITL note for a reply that was not streamed, and keeps the rest", () => {
    expect(notesThatHold(notes, { missing: [{ code: "notStreamed" }] })).toEqual([
      { code: "noPerRequestData" },
    ]);
  });

  it("keeps every note of a streamed run", () => {
    expect(notesThatHold(notes, { missing: [{ code: "goodputNeedsSlo" }] })).toEqual(notes);
  });
});
