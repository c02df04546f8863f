import fc from "fast-check";
import { gpuPresets } from "../../src/data/gpus.ts";
import { modelPresets } from "../../src/data/models.ts";
import { prototypeKey } from "../hostile.ts";

// Plan documents as a hostile file or link may hold them: every section within or just past the
// schema's bounds, fractional means, measured profiles, roofline sources, custom entries and ids
// that every JavaScript object has. They are input to parsePlan, not plans: many are refused.

/** A real number in [min, max], its ends and whole numbers often. */
const anyNumber = (min: number, max: number) =>
  fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.constantFrom(min, max),
  );
/** A whole number in [min, max], small ones and the ends often. */
const whole = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min, max: Math.min(max, min + 16) }),
    fc.integer({ min, max }),
    fc.constantFrom(min, max),
  );
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const customId = fc.constantFrom("mine", "lab");

/** An id a phase or the model may name: a preset, a custom key, a prototype key or nonsense. */
const idOf = (presets: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...presets) },
    { weight: 2, arbitrary: customId },
    { weight: 1, arbitrary: prototypeKey },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 6 }) },
  );

// Batches and times unique and sorted, as the schema needs; tiny, huge and falling times included.
const profile = fc
  .uniqueArray(anyNumber(0.001, 10_000_000), { minLength: 1, maxLength: 5 })
  .chain((batches) =>
    fc
      .array(anyNumber(0.001, 3_600_000), { minLength: batches.length, maxLength: batches.length })
      .map((times) =>
        [...batches]
          .sort((a, b) => a - b)
          .map((batch, index) => ({ batch, timeMs: times[index] as number })),
      ),
  );

const phaseLatency = (gpus: readonly string[]) =>
  fc.record(
    {
      source: fc.constantFrom("constant", "profile", "roofline"),
      profile,
      gpu: idOf(gpus),
      expertParallel: fc.constantFrom(1, 2, 8),
      pipelineParallel: fc.constantFrom(1, 2, 3, 4),
      overlapCommunication: fc.boolean(),
      eagerMode: fc.boolean(),
    },
    { requiredKeys: ["source", "profile", "gpu"] },
  );

const gpuIds = Object.keys(gpuPresets);
const modelIds = Object.keys(modelPresets);

/** Presets copied under a custom or a prototype key. */
const customEntries = (presets: Record<string, object>) =>
  fc.dictionary(
    fc.oneof({ weight: 4, arbitrary: customId }, { weight: 1, arbitrary: prototypeKey }),
    fc.constantFrom(...Object.values(presets)),
    { maxKeys: 2 },
  );

const engineLimits = fc.record(
  { maxNumSeqs: whole(1, 1_000_000), maxNumBatchedTokens: whole(1, 1_000_000_000) },
  { requiredKeys: [] },
);

const allocation = fc.oneof(
  fc.constant({ mode: "ratio" }),
  whole(2, 1_000_000).map((totalNodes) => ({ mode: "nodeBudget", totalNodes })),
  anyNumber(0.001, 1_000_000_000).map((targetQpm) => ({ mode: "targetQpm", targetQpm })),
  fc.tuple(whole(1, 1_000_000), whole(1, 1_000_000)).map(([prefillInstances, decodeInstances]) => ({
    mode: "fixed",
    prefillInstances,
    decodeInstances,
  })),
);

/** Plan documents anywhere in (and at the edges of) the schema's ranges, hostile ids included. */
export const hostilePlanInput: fc.Arbitrary<Record<string, unknown>> = fc.record({
  version: fc.constant(1),
  hardware: fc.record({
    gpusPerNode: fc.constantFrom(1, 2, 4, 8, 128),
    gpuHourlyCostUsd: anyNumber(0, 10_000),
  }),
  workload: fc.record({
    inputTokens: anyNumber(1, 10_000_000),
    outputTokens: anyNumber(1, 10_000_000),
  }),
  prefill: fc.record({
    nodesPerInstance: whole(1, 10_000),
    batchSize: whole(1, 1_000_000),
    batchTimeMs: anyNumber(0.001, 3_600_000),
    dataParallel: fc.constantFrom(1, 2, 8, 100_000),
  }),
  decode: fc.record({
    nodesPerInstance: whole(1, 10_000),
    batchSize: whole(1, 1_000_000),
    itlMs: anyNumber(0.001, 3_600_000),
    dataParallel: fc.constantFrom(1, 2, 8, 100_000),
  }),
  engine: fc.record({
    prefill: engineLimits,
    decode: engineLimits,
    router: fc.record({ maxConcurrency: optional(whole(1, 10_000_000)) }),
  }),
  allocation,
  latency: fc.record(
    {
      prefill: phaseLatency(gpuIds),
      decode: phaseLatency(gpuIds),
      model: idOf(modelIds),
    },
    { requiredKeys: [] },
  ),
  customGpus: customEntries(gpuPresets),
  customModels: customEntries(modelPresets),
});
