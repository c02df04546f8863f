import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as yaml from "yaml";
import { catalog } from "../../../src/data/catalog.ts";
import {
  formatEngines,
  isDnsLabel,
  type ManifestOutcome,
  manifestFormats,
  manifestYaml,
  planManifests,
} from "../../../src/io/index.ts";
import { readPlanText } from "../../../src/io/planFile.ts";
import { defaultPlan, type Plan, solve } from "../../../src/model/index.ts";
import { fuzzRuns, fuzzTimeoutMs, heavyShare, hostileText, hugeText } from "../../hostile.ts";
import { extremePlanArbitrary, planArbitrary } from "../../model/planArbitrary.ts";
import { schemaErrors, schemaTimeoutMs } from "./manifestSchemas.ts";

const everyOutcome = (plan: Plan): ManifestOutcome[] => {
  const result = solve(plan, catalog);
  return manifestFormats.flatMap((format) =>
    formatEngines[format].map((engine) => planManifests(plan, result, format, engine)),
  );
};

/** Manifests that pass their schema and read back from YAML as written, or reasons not to. */
const expectSound = (outcome: ManifestOutcome): void => {
  if (!outcome.ok) {
    expect(outcome.refusals.length).toBeGreaterThan(0);
    for (const refusal of outcome.refusals) expect(refusal.text.length).toBeGreaterThan(0);
    return;
  }
  const { manifests } = outcome;
  expect(isDnsLabel(manifests.name)).toBe(true);
  for (const document of manifests.documents)
    expect(schemaErrors(manifests.format, document)).toEqual([]);
  const read = yaml
    .parseAllDocuments(manifestYaml(manifests, yaml))
    .map((document) => document.toJS());
  expect(read).toEqual(manifests.documents);
};

describe("planManifests on any valid plan", { timeout: fuzzTimeoutMs(schemaTimeoutMs * 3) }, () => {
  it("writes manifests its schemas accept, or refuses with a reason, and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(planArbitrary, extremePlanArbitrary), (plan) => {
        for (const outcome of everyOutcome(plan)) expectSound(outcome);
      }),
      { numRuns: fuzzRuns(40, 0.05) },
    );
  });

  it("never throws on whatever a plan file holds that the plan reader accepts", () => {
    const validText = JSON.stringify(defaultPlan);
    fc.assert(
      fc.property(hostileText(validText), (text) => {
        const parsed = readPlanText(text);
        if (!parsed.ok) return;
        for (const outcome of everyOutcome(parsed.value)) expectSound(outcome);
      }),
      { numRuns: fuzzRuns(100, 0.05) },
    );
  });

  it("never throws on a plan file of megabytes", () => {
    fc.assert(
      fc.property(hugeText, (text) => {
        const parsed = readPlanText(text);
        if (!parsed.ok) return;
        for (const outcome of everyOutcome(parsed.value)) expectSound(outcome);
      }),
      { numRuns: fuzzRuns(5, heavyShare) },
    );
  });
});
