import fc from "fast-check";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { type Plan, type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { workedExampleInput } from "../workedExample.ts";

// Plans whose step times move with the batch: the roofline from any preset model and GPU, or
// measured profiles whose times never fall as the batch grows.

const divisorOf = (gpus: number) =>
  fc.constantFrom(1, 2, 4, 8, 16, 32, 64).map((degree) => (gpus % degree === 0 ? degree : 1));

const specDecode = fc.oneof(
  fc.constant({ draftTokens: 0 }),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.double({ min: 0.3, max: 0.9, noNaN: true }))
    .map(([draftTokens, perPositionAcceptance]) => ({ draftTokens, perPositionAcceptance })),
);

const sharedFields = {
  workload: fc.record({
    inputTokens: fc.integer({ min: 100, max: 16_000 }),
    outputTokens: fc.integer({ min: 50, max: 4000 }),
  }),
  specDecode,
  slo: fc.record({
    ttftMs: fc.option(fc.integer({ min: 100, max: 5000 }), { nil: undefined }),
    tpotMs: fc.option(fc.integer({ min: 10, max: 200 }), { nil: undefined }),
  }),
};

/** Roofline plans over the preset models and GPUs, one or two nodes per instance. */
export const rooflinePlanArbitrary: fc.Arbitrary<Plan> = fc
  .record({
    model: fc.constantFrom(...Object.keys(modelPresets)),
    prefillGpu: fc.constantFrom(...Object.keys(gpuPresets)),
    decodeGpu: fc.constantFrom(...Object.keys(gpuPresets)),
    prefillNodes: fc.integer({ min: 1, max: 2 }),
    decodeNodes: fc.integer({ min: 1, max: 2 }),
    prefillBatch: fc.integer({ min: 1, max: 16 }),
    decodeBatch: fc.integer({ min: 1, max: 512 }),
    ...sharedFields,
  })
  .chain((base) =>
    fc
      .record({
        prefillDp: divisorOf(base.prefillNodes * 8),
        decodeDp: divisorOf(base.decodeNodes * 8),
      })
      .map(({ prefillDp, decodeDp }) =>
        PlanSchema.parse({
          ...workedExampleInput,
          workload: base.workload,
          prefill: {
            nodesPerInstance: base.prefillNodes,
            batchSize: base.prefillBatch,
            batchTimeMs: 800,
            dataParallel: prefillDp,
          },
          decode: {
            nodesPerInstance: base.decodeNodes,
            batchSize: base.decodeBatch,
            itlMs: 60,
            dataParallel: decodeDp,
          },
          specDecode: base.specDecode,
          slo: base.slo,
          latency: {
            model: base.model,
            prefill: { source: "roofline", gpu: base.prefillGpu },
            decode: { source: "roofline", gpu: base.decodeGpu },
          },
        } satisfies PlanInput),
      ),
  );

/** (batch, time) rows with batches strictly increasing and times never falling. */
const monotoneProfile = fc
  .array(
    fc.record({
      batchStep: fc.integer({ min: 1, max: 200 }),
      timeStep: fc.double({ min: 0, max: 50, noNaN: true }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((steps) => {
    let batch = 0;
    let timeMs = 1;
    return steps.map((step) => {
      batch += step.batchStep;
      timeMs += step.timeStep;
      return { batch, timeMs };
    });
  });

/** Plans with measured prefill and decode profiles. */
export const profilePlanArbitrary: fc.Arbitrary<Plan> = fc
  .record({
    prefillProfile: monotoneProfile,
    decodeProfile: monotoneProfile,
    prefillBatch: fc.integer({ min: 1, max: 64 }),
    decodeBatch: fc.integer({ min: 1, max: 1024 }),
    ...sharedFields,
  })
  .map((base) =>
    PlanSchema.parse({
      ...workedExampleInput,
      workload: base.workload,
      prefill: { ...workedExampleInput.prefill, batchSize: base.prefillBatch },
      decode: { ...workedExampleInput.decode, batchSize: base.decodeBatch },
      specDecode: base.specDecode,
      slo: base.slo,
      latency: {
        prefill: { source: "profile", profile: base.prefillProfile },
        decode: { source: "profile", profile: base.decodeProfile },
      },
    } satisfies PlanInput),
  );

/** Either kind. */
export const movingLatencyPlanArbitrary = fc.oneof(rooflinePlanArbitrary, profilePlanArbitrary);
