import { createRoot } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan, type Plan, type PlanInput, PlanSchema } from "../../../src/model/index.ts";
import { createPlanner, type Planner } from "../../../src/ui/state/planner.tsx";

const profile = [
  { batch: 8, timeMs: 20 },
  { batch: 64, timeMs: 35 },
];

// A plan calibrated from imports: t1, the ITL, α and the decode profile are measured.
const calibrated: Plan = PlanSchema.parse({
  ...defaultPlan,
  latency: { decode: { source: "profile", profile } },
  measured: {
    "prefill.batchTimeMs": { file: "prefill-bench.json", statistic: "median" },
    "decode.itlMs": { file: "decode-bench.json", statistic: "mean" },
    "specDecode.acceptanceLength": { file: "metrics.txt", statistic: "mean" },
    "latency.decode.profile": { file: "sweep.jsonl", statistic: "p50", runs: 2 },
  },
} satisfies PlanInput);

let dispose = () => {};
const plannerFor = (plan: Plan): Planner =>
  createRoot((disposeRoot) => {
    dispose = disposeRoot;
    return createPlanner(draftFromPlan(plan));
  });

afterEach(() => dispose());

const measuredFields = (planner: Planner) => Object.keys(planner.plan().measured ?? {}).sort();

describe("createPlanner's measured provenance", () => {
  it("keeps the imported provenance in the plan it validates", () => {
    const planner = plannerFor(calibrated);
    expect(measuredFields(planner)).toEqual([
      "decode.itlMs",
      "latency.decode.profile",
      "prefill.batchTimeMs",
      "specDecode.acceptanceLength",
    ]);
  });

  it("drops a field's provenance when a new value is typed into it, and only that field's", () => {
    const planner = plannerFor(calibrated);
    planner.setValue("prefill.batchTimeMs", 750);
    expect(planner.plan().prefill.batchTimeMs).toBe(750);
    expect(planner.plan().measured?.["prefill.batchTimeMs"]).toBeUndefined();
    expect(planner.plan().measured?.["decode.itlMs"]).toEqual({
      file: "decode-bench.json",
      statistic: "mean",
    });
  });

  it("keeps the provenance when a field reports the value it already holds", () => {
    const planner = plannerFor(calibrated);
    planner.setValue("decode.itlMs", calibrated.decode.itlMs);
    expect(planner.plan().measured?.["decode.itlMs"]).toBeDefined();
  });

  it("keeps the provenance when an unmeasured field changes", () => {
    const planner = plannerFor(calibrated);
    planner.setValue("decode.batchSize", 128);
    expect(measuredFields(planner)).toHaveLength(4);
  });

  it("leaves no empty record once the last measured value is typed over", () => {
    const planner = plannerFor(
      PlanSchema.parse({
        ...defaultPlan,
        measured: { "decode.itlMs": { file: "bench.json", statistic: "p99" } },
      } satisfies PlanInput),
    );
    planner.setValue("decode.itlMs", 70);
    expect(planner.draft.structured.measured).toBeUndefined();
    expect(planner.plan().measured).toBeUndefined();
  });

  it("drops a profile's provenance when its points change", () => {
    const planner = plannerFor(calibrated);
    const latency = planner.plan().latency;
    planner.setStructured("latency", {
      ...latency,
      decode: { ...latency.decode, profile: [...profile, { batch: 128, timeMs: 50 }] },
    });
    expect(planner.plan().measured?.["latency.decode.profile"]).toBeUndefined();
    expect(measuredFields(planner)).toHaveLength(3);
  });

  it("keeps a profile's provenance when other latency settings change", () => {
    const planner = plannerFor(calibrated);
    const latency = planner.plan().latency;
    planner.setStructured("latency", { ...latency, decode: { ...latency.decode, gpu: "h100" } });
    expect(planner.plan().measured?.["latency.decode.profile"]).toEqual({
      file: "sweep.jsonl",
      statistic: "p50",
      runs: 2,
    });
  });

  it("keeps α's provenance when the way α is entered switches", () => {
    const planner = plannerFor(calibrated);
    planner.setAcceptanceInput("positions");
    planner.setAcceptanceInput("length");
    expect(planner.plan().measured?.["specDecode.acceptanceLength"]).toEqual({
      file: "metrics.txt",
      statistic: "mean",
    });
  });
});
