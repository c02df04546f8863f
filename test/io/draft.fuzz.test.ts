// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { draftFromPlan, planInputFromDraft, restoreDraft } from "../../src/io/draft.ts";
import { solvesCleanly } from "../../src/io/solvesCleanly.ts";
import { readStoredDraft, type StoredDraft } from "../../src/io/storedDraft.ts";
import { defaultPlan, parsePlan } from "../../src/model/index.ts";
import {
  fuzzRuns,
  fuzzTimeoutMs,
  hostileText,
  hugeText,
  prototypeJson,
  prototypeKey,
} from "../hostile.ts";

const validDraft = draftFromPlan(defaultPlan);
const validText = JSON.stringify(validDraft);

/** What the app needs of whatever it read: a draft it can validate, solve and save, or a note. */
const expectUsable = (read: StoredDraft): void => {
  if (read.draft === null) {
    expect(read.note === null || typeof read.note.reason === "string").toBe(true);
    return;
  }
  const parsed = parsePlan(planInputFromDraft(read.draft));
  expect(!parsed.ok || solvesCleanly(parsed.value)).toBe(true);
  expect(typeof JSON.stringify(read.draft)).toBe("string");
};

// JSON.stringify overflows on deep values, so they are marked and spliced in as text.
const deepMark = (depth: number) => `deep:${depth}`;
const withDeepParts = (value: unknown): string =>
  JSON.stringify(value).replace(/"deep:(\d+)"/g, (_, depth: string) => {
    const levels = Number(depth);
    return `${"[".repeat(levels)}${"]".repeat(levels)}`;
  });

// A draft whose parts are replaced by hostile values: prototype keys, wrong types, deep lists.
const hostilePart = fc.oneof(
  prototypeJson,
  fc.integer({ min: 1000, max: 10_000 }).map(deepMark),
  prototypeKey.map((key) => ({ prefill: { source: "roofline", gpu: key }, model: key })),
);
const hostileDraft = fc
  .record({
    values: fc.dictionary(
      fc.oneof(prototypeKey, fc.constantFrom(...Object.keys(validDraft.values))),
      prototypeJson,
    ),
    structured: fc.dictionary(
      fc.oneof(prototypeKey, fc.constantFrom("latency", "customGpus", "customModels", "measured")),
      hostilePart,
    ),
    acceptanceInput: prototypeJson,
  })
  .map((draft) => ({ ...validDraft, ...draft, values: { ...validDraft.values, ...draft.values } }));

describe("the autosaved draft from hostile storage", () => {
  it(
    "never throws on stored text, and gives a usable draft or a note",
    () => {
      fc.assert(
        fc.property(fc.oneof(hostileText(validText), hugeText), (text) => {
          expectUsable(readStoredDraft(text));
        }),
        { numRuns: fuzzRuns(150) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "never throws on drafts with prototype keys, wrong types and deep parts",
    () => {
      fc.assert(
        fc.property(hostileDraft, (draft) => {
          const text = withDeepParts(draft);
          expectUsable(readStoredDraft(text));
          const restored = restoreDraft(JSON.parse(text));
          expect(restored === null || typeof restored.values === "object").toBe(true);
        }),
        { numRuns: fuzzRuns(200) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});
