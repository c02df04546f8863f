import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { curvesFor } from "../../src/model/curves/index.ts";
import { optimize } from "../../src/model/optimize/optimize.ts";
import { parsePlan } from "../../src/model/parsePlan.ts";
import type { Plan } from "../../src/model/plan.ts";
import { simulate } from "../../src/model/simulate/simulation.ts";
import { estimateAtRate, solve, solveTraced } from "../../src/model/solve.ts";
import { derivationsOf } from "../../src/text/index.ts";
import { fuzzRuns, fuzzTimeoutMs, heavyShare, prototypeJson } from "../hostile.ts";
import { hostilePlanInput } from "./hostilePlanArbitrary.ts";

/** Every number in `value` that is NaN or infinite, by its dotted path. */
const nonFinite = (value: unknown, path = "result"): string[] => {
  if (typeof value === "number") return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => nonFinite(inner, `${path}.${key}`));
};

// A JSON round trip, as a file or a link delivers the document: own "__proto__" keys included.
const asDelivered = (input: unknown): unknown => JSON.parse(JSON.stringify(input) ?? "null");

/** The hostile documents that are valid plans: what every view is handed. */
const hostilePlans = hostilePlanInput
  .map((input) => parsePlan(asDelivered(input)))
  .filter((parsed) => parsed.ok)
  .map((parsed) => (parsed as { ok: true; value: Plan }).value);

// A short run: enough requests to pass the warm-up and fill a few batches, quick at any plan.
const shortRunRequests = 200;

describe("solve on hostile plan documents", () => {
  it(
    "never throws, and every number of a solved plan and its estimate is finite",
    () => {
      fc.assert(
        fc.property(
          hostilePlanInput,
          fc.double({ min: 0, max: 1e6, noNaN: true }),
          fc.constantFrom("en" as const, "zh" as const),
          (input, rate, language) => {
            const parsed = parsePlan(asDelivered(input));
            if (!parsed.ok) return;
            const solved = solveTraced(parsed.value, catalog);
            const { result } = solved;
            // Every derivation is written, in either language, for any plan that validates.
            expect(
              Object.keys(derivationsOf(parsed.value, solved, language)).length,
            ).toBeGreaterThan(20);
            expect(nonFinite(result)).toEqual([]);
            expect(
              nonFinite(estimateAtRate(parsed.value, catalog, result, rate), "estimate"),
            ).toEqual([]);
          },
        ),
        { numRuns: fuzzRuns(100) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "keeps every number of a short simulation, the curves and the optimizer's answer finite",
    () => {
      fc.assert(
        fc.property(hostilePlans, (plan) => {
          const result = solve(plan, catalog);
          const rate = result.sustainable.requestsPerSecond || result.throughput.requestsPerSecond;
          const report = simulate(
            plan,
            catalog,
            { ratePerSecond: rate || 1, requests: shortRunRequests },
            result,
          );
          expect(nonFinite(report, "simulate")).toEqual([]);
          expect(nonFinite(curvesFor(plan, catalog), "curves")).toEqual([]);
          expect(nonFinite(optimize(plan, catalog, { top: 1 }), "optimize")).toEqual([]);
        }),
        { numRuns: fuzzRuns(12, heavyShare / 2) },
      );
    },
    fuzzTimeoutMs(60_000),
  );

  it("finds a good share of valid plans among the hostile documents, so the properties bite", () => {
    const valid = fc
      .sample(hostilePlanInput, 200)
      .filter((input) => parsePlan(asDelivered(input)).ok);
    expect(valid.length).toBeGreaterThan(40);
  });

  it(
    "refuses any value at all with problems rather than throwing",
    () => {
      fc.assert(
        fc.property(prototypeJson, (input) => {
          const parsed = parsePlan(asDelivered(input));
          expect(parsed.ok).toBe(false);
        }),
        { numRuns: fuzzRuns(300) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});
