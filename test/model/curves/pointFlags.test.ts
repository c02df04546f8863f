import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../src/data/examples.ts";
import { measuredAt, measuredBatches, variantFlags } from "../../../src/model/curves/pointFlags.ts";
import { type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { solve } from "../../../src/model/solve.ts";
import { workedExample, workedExampleInput } from "../workedExample.ts";

const decodeProfile = [
  { batch: 8, timeMs: 20 },
  { batch: 100, timeMs: 40 },
];

const withDecode = (source: "constant" | "profile") =>
  PlanSchema.parse({
    ...workedExampleInput,
    latency: { decode: { source, profile: decodeProfile } },
  } satisfies PlanInput);

describe("measuredBatches", () => {
  it("lists the batches of a phase read from its profile", () => {
    expect(measuredBatches(withDecode("profile"), "decode")).toEqual([8, 100]);
  });

  it("lists none when the phase keeps a profile but reads the entered constant", () => {
    expect(measuredBatches(withDecode("constant"), "decode")).toEqual([]);
    expect(measuredBatches(withDecode("profile"), "prefill")).toEqual([]);
  });
});

describe("measuredAt", () => {
  const plan = withDecode("profile");
  const outcome = solve(plan, catalog).latencyModel.decode;

  it("is true at a profile's own batch and false between its batches", () => {
    expect(measuredAt(plan, "decode", outcome, 100)).toBe(true);
    expect(measuredAt(plan, "decode", outcome, 99)).toBe(false);
  });

  it("is false when the solver fell back to the constant", () => {
    expect(measuredAt(plan, "decode", { ...outcome, source: "constant" }, 100)).toBe(false);
  });
});

describe("variantFlags", () => {
  it("puts measured first and leaves it out unless asked", () => {
    const result = solve(workedExample(), catalog);
    const phase = result.latencyModel.decode;
    expect(variantFlags(result, phase, ["tpot"], true)).toEqual(["measured"]);
    expect(variantFlags(result, phase, ["tpot"])).toEqual([]);
  });

  it("flags a missed SLO only where requests are served: a variant serving none is not judged", () => {
    // DeepSeek-V3's FP8 weights fill one node of eight 80 GB H100s: no KV cache, no request.
    const unserved = solve(
      PlanSchema.parse({
        ...firstVisitPlan,
        latency: { ...firstVisitPlan.latency, model: "deepseek-v3" },
      }),
      catalog,
    );
    expect(unserved.throughput.requestsPerSecond).toBe(0);
    expect(unserved.slo.ttft?.met).toBe(false);
    expect(variantFlags(unserved, unserved.latencyModel.prefill, ["ttft"])).toEqual([]);
    // A served plan missing its TTFT SLO is flagged.
    const missed = solve(
      PlanSchema.parse({ ...workedExampleInput, slo: { ttftMs: 100 } }),
      catalog,
    );
    expect(missed.throughput.requestsPerSecond).toBeGreaterThan(0);
    expect(variantFlags(missed, missed.latencyModel.prefill, ["ttft"])).toEqual(["sloMissed"]);
  });
});
