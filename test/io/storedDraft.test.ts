import { describe, expect, it } from "vitest";
import { draftFromPlan, planInputFromDraft, restoreDraft } from "../../src/io/draft.ts";
import { solvesCleanly } from "../../src/io/solvesCleanly.ts";
import { maxStoredDraftChars, readStoredDraft } from "../../src/io/storedDraft.ts";
import { defaultPlan, parsePlan } from "../../src/model/index.ts";

const stored = JSON.stringify(draftFromPlan(defaultPlan));
const deepText = `${"[".repeat(5000)}${"]".repeat(5000)}`;

describe("the autosaved draft as read from storage", () => {
  it("reads back the draft it saved, with no note", () => {
    expect(readStoredDraft(stored)).toEqual({ draft: draftFromPlan(defaultPlan), note: null });
  });

  it("reads nothing, and says nothing, when nothing is stored", () => {
    expect(readStoredDraft(null)).toEqual({ draft: null, note: null });
    expect(readStoredDraft("")).toEqual({ draft: null, note: null });
  });

  it("says the draft is unreadable for broken JSON, a list, a number or 5,000 levels of nesting", () => {
    for (const text of ['{"values":', "[1,2]", "7", "null", deepText]) {
      expect(readStoredDraft(text)).toEqual({ draft: null, note: { reason: "unreadable" } });
    }
  });

  it("refuses text longer than storage can hold before parsing it", () => {
    expect(readStoredDraft("a".repeat(maxStoredDraftChars + 1))).toEqual({
      draft: null,
      note: { reason: "tooLarge" },
    });
  });

  it("keeps the fields of a draft whose latency part is nested 5,000 deep, and names the part dropped", () => {
    const poisoned = stored.replace('"latency":', `"latency":{"prefill":${deepText}},"_":`);
    const read = readStoredDraft(poisoned);
    expect(read.note).toEqual({ reason: "partsDropped", parts: ["latency"] });
    expect(read.draft?.values["prefill.batchSize"]).toBe(defaultPlan.prefill.batchSize);
    expect(read.draft?.structured.latency).toBeUndefined();
    // What is kept can be saved again: the next autosave must not overflow either.
    expect(() => JSON.stringify(read.draft)).not.toThrow();
  });

  it("does not open a draft whose plan the solver throws on", () => {
    expect(readStoredDraft(stored, () => false)).toEqual({
      draft: null,
      note: { reason: "cannotSolve" },
    });
  });

  it("opens the prototype-key model id of the report only as a plan that solves, or not at all", () => {
    const latency = {
      prefill: { source: "roofline", gpu: "h100" },
      decode: { source: "roofline", gpu: "h100" },
      model: "constructor",
    };
    const draft = draftFromPlan(defaultPlan);
    const text = JSON.stringify({ ...draft, structured: { ...draft.structured, latency } });
    const read = readStoredDraft(text);
    if (read.draft === null) {
      expect(read.note).toEqual({ reason: "cannotSolve" });
      return;
    }
    const parsed = parsePlan(planInputFromDraft(read.draft));
    expect(!parsed.ok || solvesCleanly(parsed.value)).toBe(true);
  });

  it('reads an allocation mode of "constructor" as an invalid choice rather than throwing', () => {
    const draft = draftFromPlan(defaultPlan);
    draft.values["allocation.mode"] = "constructor";
    const parsed = parsePlan(planInputFromDraft(draft));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems.map((problem) => problem.field)).toContain(
      "allocation.mode",
    );
  });

  it("takes no field from a stored object's prototype, only from its own keys", () => {
    const inherited = Object.create({ values: { "prefill.batchSize": 5 } });
    expect(restoreDraft(inherited)).toBeNull();
    const values = Object.create({ "prefill.batchSize": 5 });
    expect(restoreDraft({ values })?.values).toEqual({});
  });
});
