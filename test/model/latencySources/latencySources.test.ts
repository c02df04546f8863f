import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { latencySources, latencySourceTable } from "../../../src/model/latencySources/index.ts";
import { type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { decodeStep, prefillStep, stepContext } from "../../../src/model/step/index.ts";
import { workedExampleInput } from "../workedExample.ts";

const planWith = (changes: Partial<PlanInput>) =>
  PlanSchema.parse({ ...workedExampleInput, ...changes });

// The worked example: t1 = 800 ms per prefill batch, ITL = 60 ms, prompts of 4,000 tokens.
const profilePlan = planWith({
  latency: {
    prefill: {
      source: "profile",
      profile: [
        { batch: 1, timeMs: 100 },
        { batch: 4, timeMs: 250 },
      ],
    },
    decode: {
      source: "profile",
      profile: [
        { batch: 1, timeMs: 100 },
        { batch: 4, timeMs: 250 },
      ],
    },
  },
});

describe("each source's reads (hand-computed)", () => {
  it("constant: the entered t1, scaled by prompt tokens; the entered ITL", () => {
    const ctx = stepContext(planWith({}), catalog);
    // 800 ms · 8,000 / 4,000 = 1,600 ms.
    expect(prefillStep(ctx, null, 1, 8_000)).toMatchObject({ source: "constant", timeMs: 1_600 });
    expect(decodeStep(ctx, null, 7)).toMatchObject({ source: "constant", timeMs: 60 });
  });

  it("profile: two points give a line; a read past the last point is extrapolated", () => {
    const ctx = stepContext(profilePlan, catalog);
    // Slope (250 − 100) / (4 − 1) = 50 ms per sequence: 100 + 50 · (2 − 1) = 150 ms.
    expect(decodeStep(ctx, null, 2)).toMatchObject({ timeMs: 150, extrapolated: false });
    // 250 + 50 · (8 − 4) = 450 ms, outside the measured batches.
    expect(decodeStep(ctx, null, 8)).toMatchObject({ timeMs: 450, extrapolated: true });
    // Prompts twice as long: 150 ms · 2 = 300 ms.
    expect(prefillStep(ctx, null, 2, 8_000)).toMatchObject({ source: "profile", timeMs: 300 });
    expect(ctx.readers.decode.measuredBatches).toEqual([1, 4]);
  });

  it("profile that cannot be read: the entered constant, with the reason", () => {
    const broken = planWith({
      latency: {
        prefill: { source: "constant" },
        decode: {
          source: "profile",
          profile: [
            { batch: 4, timeMs: 250 },
            { batch: 1, timeMs: 100 },
          ],
        },
      },
    });
    const ctx = stepContext(broken, catalog);
    expect(decodeStep(ctx, null, 2)).toMatchObject({ source: "constant", timeMs: 60 });
    expect(ctx.unreadable.map((problem) => problem.field)).toEqual(["latency.decode.profile"]);
  });

  it("roofline without an instance layout: the entered constant", () => {
    const roofline = planWith({
      latency: { model: "deepseek-v3", prefill: { source: "roofline", gpu: "h800" } },
    });
    expect(prefillStep(stepContext(roofline, catalog), null, 4)).toMatchObject({
      source: "constant",
      timeMs: 800,
    });
  });
});

describe("the table's needs are what the schema requires", () => {
  it("a phase names exactly the fields its source needs", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...latencySources),
        fc.constantFrom("prefill", "decode"),
        (source, phase) => {
          const latency = { [phase]: { source } };
          const parsed = PlanSchema.safeParse({ ...workedExampleInput, latency });
          const paths = parsed.success
            ? []
            : parsed.error.issues.map((issue) => issue.path.join("."));
          const { needs } = latencySourceTable[source];
          const expected = [
            ...(needs.profile ? [`latency.${phase}.profile`] : []),
            ...(needs.gpu ? [`latency.${phase}.gpu`] : []),
            ...(needs.model ? ["latency.model"] : []),
          ];
          expect(paths.sort()).toEqual(expected.sort());
        },
      ),
    );
  });
});

// Everything else reads a source's row, never its name: a fourth source is its own file and a row.
const sourceRoot = join(import.meta.dirname, "../../../src");
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

// Places that are about one source by nature, and why.
const allowed = new Set([
  // Builds a measured profile from runs and asks whether the plan holds exactly that profile.
  "ui/measure/ProfilePanel.tsx",
]);

describe("no switch on a source's name outside the table", () => {
  const names = latencySources.join("|");
  const compare = new RegExp(`(source|scaledBy)\\s*[!=]==\\s*"(${names})"|case\\s+"(${names})"`);

  it("finds such a comparison when one is planted (the check can fail)", () => {
    expect(compare.test('if (plan.latency.decode.source === "roofline") return;')).toBe(true);
    expect(compare.test('switch (source) { case "profile": }')).toBe(true);
  });

  it("finds none in src beyond the table's own files", () => {
    const offenders = filesUnder(sourceRoot)
      .map((file) => relative(sourceRoot, file).replaceAll("\\", "/"))
      .filter((file) => !file.startsWith("model/latencySources/") && !allowed.has(file))
      .filter((file) => compare.test(readFileSync(join(sourceRoot, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
