import fc from "fast-check";
import { type Plan, type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { maxPlanNodes } from "../../src/model/planBounds.ts";

const duration = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

type SpecDecodeInput = NonNullable<PlanInput["specDecode"]>;

const specDecode = fc.integer({ min: 0, max: 6 }).chain(
  (draftTokens): fc.Arbitrary<SpecDecodeInput> =>
    draftTokens === 0
      ? fc.constant({ draftTokens })
      : fc.oneof(
          duration(1, draftTokens + 1).map((acceptanceLength) => ({
            draftTokens,
            acceptanceLength,
          })),
          duration(0, 1).map((perPositionAcceptance) => ({ draftTokens, perPositionAcceptance })),
        ),
);

const engineLimits = fc.record({
  maxNumSeqs: optional(fc.integer({ min: 1, max: 2048 })),
  maxNumBatchedTokens: optional(fc.integer({ min: 1, max: 1_000_000 })),
});

const allocation = fc.oneof(
  fc.constant({ mode: "ratio" as const }),
  fc
    .integer({ min: 2, max: 240 })
    .map((totalNodes) => ({ mode: "nodeBudget" as const, totalNodes })),
  duration(0.01, 200_000).map((targetQpm) => ({ mode: "targetQpm" as const, targetQpm })),
  fc
    .tuple(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 64 }))
    .map(([prefillInstances, decodeInstances]) => ({
      mode: "fixed" as const,
      prefillInstances,
      decodeInstances,
    })),
);

/** Random valid plans of realistic sizes, small enough for brute-force checks. */
export const planArbitrary: fc.Arbitrary<Plan> = fc
  .record({
    hardware: fc
      .record({
        gpusPerNode: fc.integer({ min: 1, max: 16 }),
        gpuHourlyCostUsd: optional(duration(0, 20)),
        decodeGpuHourlyCostUsd: optional(duration(0, 20)),
      })
      // A decode price refines the GPU-hour price and needs it.
      .map((h) =>
        h.gpuHourlyCostUsd === undefined ? { ...h, decodeGpuHourlyCostUsd: undefined } : h,
      ),
    workload: fc.record({
      inputTokens: fc.integer({ min: 1, max: 200_000 }),
      outputTokens: fc.integer({ min: 1, max: 20_000 }),
      prefixCacheHitRate: optional(fc.double({ min: 0, max: 1, noNaN: true })),
    }),
    prefill: fc.record({
      nodesPerInstance: fc.integer({ min: 1, max: 8 }),
      batchSize: fc.integer({ min: 1, max: 64 }),
      batchTimeMs: duration(1, 60_000),
      dataParallel: fc.integer({ min: 1, max: 8 }),
    }),
    decode: fc.record({
      nodesPerInstance: fc.integer({ min: 1, max: 8 }),
      batchSize: fc.integer({ min: 1, max: 1024 }),
      itlMs: duration(1, 500),
      itlMeasuredWith: fc.constantFrom("specDecode" as const, "plainDecode" as const),
      dataParallel: fc.integer({ min: 1, max: 8 }),
    }),
    specDecode,
    engine: fc.record({
      prefill: engineLimits,
      decode: engineLimits,
      router: fc.record({ maxConcurrency: optional(fc.integer({ min: 1, max: 20_000 })) }),
    }),
    slo: fc.record({
      ttftMs: optional(duration(1, 60_000)),
      tpotMs: optional(duration(1, 500)),
      e2elMs: optional(duration(1, 600_000)),
    }),
    rateMatching: fc.record({ prefill: duration(0.5, 1), decode: duration(0.5, 1) }),
    allocation,
  })
  .map((input) => PlanSchema.parse({ version: 1, ...input } satisfies PlanInput));

/** Plans anywhere within the schema's bounds, extremes included, for robustness properties. */
export const extremePlanArbitrary: fc.Arbitrary<Plan> = fc
  .record({
    hardware: fc
      .record({
        gpusPerNode: fc.integer({ min: 1, max: 128 }),
        gpuHourlyCostUsd: optional(duration(0, 10_000)),
        decodeGpuHourlyCostUsd: optional(duration(0, 10_000)),
      })
      .map((h) =>
        h.gpuHourlyCostUsd === undefined ? { ...h, decodeGpuHourlyCostUsd: undefined } : h,
      ),
    workload: fc.record({
      inputTokens: fc.integer({ min: 1, max: 10_000_000 }),
      outputTokens: fc.integer({ min: 1, max: 10_000_000 }),
      prefixCacheHitRate: optional(fc.double({ min: 0, max: 1, noNaN: true })),
    }),
    prefill: fc.record({
      nodesPerInstance: fc.integer({ min: 1, max: 10_000 }),
      batchSize: fc.integer({ min: 1, max: 1_000_000 }),
      batchTimeMs: duration(0.001, 3_600_000),
      dataParallel: fc.integer({ min: 1, max: 100_000 }),
    }),
    decode: fc.record({
      nodesPerInstance: fc.integer({ min: 1, max: 10_000 }),
      batchSize: fc.integer({ min: 1, max: 1_000_000 }),
      itlMs: duration(0.001, 3_600_000),
      dataParallel: fc.integer({ min: 1, max: 100_000 }),
    }),
    specDecode,
    engine: fc.record({
      prefill: engineLimits,
      decode: engineLimits,
      router: fc.record({ maxConcurrency: optional(fc.integer({ min: 1, max: 10_000_000 })) }),
    }),
    rateMatching: fc.record({ prefill: duration(0.05, 1), decode: duration(0.05, 1) }),
    allocation: fc.oneof(
      fc.constant({ mode: "ratio" as const }),
      fc
        .integer({ min: 2, max: maxPlanNodes })
        .map((totalNodes) => ({ mode: "nodeBudget" as const, totalNodes })),
      duration(0.001, 1_000_000_000).map((targetQpm) => ({
        mode: "targetQpm" as const,
        targetQpm,
      })),
    ),
  })
  .map((input) => PlanSchema.parse({ version: 1, ...input } satisfies PlanInput));
