// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  maxSavedPlans,
  readSavedPlanList,
  type SavedPlan,
  writeSavedPlans,
} from "../../src/io/savedPlans.ts";
import { solvesCleanly } from "../../src/io/solvesCleanly.ts";
import { defaultPlan, PlanSchema } from "../../src/model/index.ts";
import {
  fuzzRuns,
  fuzzTimeoutMs,
  hostileText,
  hugeText,
  prototypeJson,
  prototypeKey,
} from "../hostile.ts";

const saved: SavedPlan = {
  id: "a",
  name: "Baseline",
  savedAt: "2026-11-29T08:00:00.000Z",
  plan: defaultPlan,
};
const validText = writeSavedPlans([saved]);

// JSON.stringify overflows on deep values, so they are marked and spliced in as text.
const deepMark = (depth: number) => `deep:${depth}`;
const withDeepParts = (value: unknown): string =>
  JSON.stringify(value).replace(/"deep:(\d+)"/g, (_, depth: string) => {
    const levels = Number(depth);
    return `${"[".repeat(levels)}${"]".repeat(levels)}`;
  });

/** A list the Saved tab can show: valid plans that solve, each id once, the rest counted. */
const expectUsable = (text: string): void => {
  const { plans, dropped } = readSavedPlanList(text);
  expect(plans.length).toBeLessThanOrEqual(maxSavedPlans);
  expect(dropped).toBeGreaterThanOrEqual(0);
  expect(new Set(plans.map((entry) => entry.id)).size).toBe(plans.length);
  for (const entry of plans) {
    expect(PlanSchema.safeParse(entry.plan).success).toBe(true);
    expect(solvesCleanly(entry.plan)).toBe(true);
  }
};

// Entries that are garbage, or a valid entry with one part made hostile.
const hostileEntry = fc.oneof(
  prototypeJson,
  fc.integer({ min: 1000, max: 10_000 }).map(deepMark),
  prototypeKey.map((id) => ({ ...saved, id })),
  prototypeKey.map((model) => ({
    ...saved,
    plan: {
      ...defaultPlan,
      latency: {
        prefill: { source: "roofline", gpu: "h100" },
        decode: { source: "roofline", gpu: model },
        model,
      },
    },
  })),
  prototypeJson.map((plan) => ({ ...saved, plan })),
);

describe("saved plans from hostile storage", () => {
  it(
    "never throws on stored text",
    () => {
      fc.assert(fc.property(fc.oneof(hostileText(validText), hugeText), expectUsable), {
        numRuns: fuzzRuns(150),
      });
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "keeps the good entries of a list mixed with garbage, and counts the rest",
    () => {
      fc.assert(
        fc.property(fc.array(hostileEntry, { maxLength: 6 }), (entries) => {
          const text = withDeepParts([saved, ...entries]);
          expectUsable(text);
          const { plans, dropped } = readSavedPlanList(text);
          expect(plans[0]).toEqual(saved);
          expect(plans.length + dropped).toBe(entries.length + 1);
        }),
        { numRuns: fuzzRuns(150) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});
