import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { solve, solveTraced } from "../../../src/model/solve.ts";
import { derivationOf } from "../../../src/text/index.ts";
import { workedExampleInput } from "../workedExample.ts";

// Llama 3.1 8B decoding one sequence on one H100: a step of about 6 ms on the GPU against 32 layers of
// host launches when the engine runs without CUDA graphs.
const plan = (decode: object, efficiency: object = {}, draftTokens = 0) =>
  PlanSchema.parse({
    ...workedExampleInput,
    hardware: { gpusPerNode: 1 },
    specDecode: { draftTokens, acceptanceLength: draftTokens + 1 },
    decode: { nodesPerInstance: 1, batchSize: 1, itlMs: 60, dataParallel: 1 },
    latency: {
      model: "llama-3.1-8b",
      decode: { source: "roofline", gpu: "h100", ...decode },
      efficiency,
    },
  } satisfies PlanInput);

const itl = (decode: object, efficiency: object = {}) =>
  solve(plan(decode, efficiency), catalog).latency.itlMs;

describe("eager mode, as a plan field", () => {
  it("is off unless the phase says so; false is the same as absent", () => {
    expect(plan({}).latency.decode.eagerMode).toBeUndefined();
    expect(itl({ eagerMode: false })).toBe(itl({}));
  });

  it("makes batch-1 decode wait for 32 layers of launches: 32 · 0.5 ms = 16 ms", () => {
    const graphs = itl({});
    expect(graphs).toBeLessThan(16);
    expect(itl({ eagerMode: true }, { eagerLaunchMsPerLayer: 0.5 })).toBeCloseTo(16, 9);
    // At the default 0.306214 ms a layer: 9.7989 ms.
    expect(itl({ eagerMode: true })).toBeCloseTo(32 * 0.306_214, 4);
  });

  it("launches the drafter's layer too: one draft adds one drafter layer's 0.5 ms before the verify step", () => {
    const solved = solve(plan({ eagerMode: true }, { eagerLaunchMsPerLayer: 0.5 }, 1), catalog);
    expect(solved.latency.itlMs).toBeCloseTo(16 + 0.5, 9);
  });

  it("says in the derivation that the step waits for the host, and by how much", () => {
    const solved = solveTraced(plan({ eagerMode: true }, { eagerLaunchMsPerLayer: 0.5 }), catalog);
    const graphs = solve(plan({}, { eagerLaunchMsPerLayer: 0.5 }), catalog).latency.itlMs;
    expect(solved.trace.roofline.decode?.boundBy).toBe("hostLaunch");
    expect(solved.trace.roofline.decode?.parts.eagerLaunchMs).toBeCloseTo(16 - graphs, 9);
    const text =
      derivationOf(
        "latency.itlMs",
        plan({ eagerMode: true }, { eagerLaunchMsPerLayer: 0.5 }),
        solved,
        "en",
      )?.substituted ?? "";
    expect(text).toContain("bound by kernel launches without CUDA graphs (0.5 ms a layer");
    expect(
      derivationOf(
        "latency.itlMs",
        plan({ eagerMode: true }, { eagerLaunchMsPerLayer: 0.5 }),
        solved,
        "zh",
      )?.substituted,
    ).toContain("受无 CUDA Graph 的内核启动限制（每层 0.5 ms");
  });

  it("marks the ITL estimate as extrapolated: no published case runs without CUDA graphs", () => {
    const eager = solve(plan({ eagerMode: true }), catalog).accuracy.decode;
    expect(eager?.uncovered).toContain("eager");
    expect(solve(plan({}), catalog).accuracy.decode?.uncovered ?? []).not.toContain("eager");
    // Launches of 0.001 ms a layer never hold the step up: the estimate is the one with graphs.
    const unbound = solve(plan({ eagerMode: true }, { eagerLaunchMsPerLayer: 0.001 }), catalog);
    expect(unbound.accuracy.decode?.uncovered ?? []).not.toContain("eager");
    // A launch time set on a phase that runs with graphs changes nothing, so nothing is flagged for it.
    const unused = solve(plan({}, { eagerLaunchMsPerLayer: 0.5 }), catalog).accuracy.decode;
    expect(unused?.uncovered ?? []).not.toContain("ownFactors");
    expect(unbound.accuracy.decode?.uncovered).toContain("ownFactors");
    // With drafts the drafter's waits sit in its own part, so an eager decode with drafts is flagged.
    const drafted = solve(plan({ eagerMode: true }, { eagerLaunchMsPerLayer: 0.001 }, 1), catalog);
    expect(drafted.accuracy.decode?.uncovered).toContain("eager");
  });

  it("refuses a value that is no boolean with the field's own message", () => {
    const parsed = PlanSchema.safeParse({
      ...workedExampleInput,
      latency: { model: "llama-3.1-8b", decode: { source: "roofline", gpu: "h100", eagerMode: 1 } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["latency", "decode", "eagerMode"]);
    expect(parsed.error?.issues[0]?.message).toBe("must be true or false");
  });
});
