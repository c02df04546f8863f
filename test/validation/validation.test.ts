import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { gpuPresets } from "../../src/data/gpus.ts";
import { modelPresets } from "../../src/data/models.ts";
import { validationResiduals } from "../../src/data/validationResiduals.ts";
import { casePlanDirectory, readCasePlan } from "./casePlans.ts";
import {
  gpuPresetKeys,
  measuredPhases,
  modelPresetKeys,
  planDecodeContext,
  recordedAcceptance,
  recordedDecodeContext,
  recordedPrecision,
} from "./caseSetup.ts";
import { publishedCases } from "./publishedCases.ts";
import {
  casePredictions,
  caseResiduals,
  generatedBlockNames,
  generatedBlocks,
  residualsModule,
  withGeneratedBlocks,
} from "./validationDoc.ts";

// The fidelity check, through the product: every published case is a plan file in docs/validation/,
// solved by the public solver with nothing set outside the file. docs/validation.md shows every
// case's error as the plans give it today and the test fails while it shows anything else, so a
// model change that moves any error shows up here and in the document's diff.

const predictions = casePredictions();

describe("each case's plan file states what its source published", () => {
  const cases = publishedCases.map((c) => ({ id: c.id, c, plan: readCasePlan(c) }));

  it("has a plan file for every case and no other", () => {
    const files = new Set(readdirSync(casePlanDirectory).filter((name) => name.endsWith(".json")));
    expect([...files].sort()).toEqual(publishedCases.map((c) => `${c.id}.json`).sort());
  });

  it.each(cases)("$id: the GPU, model, layout and formats of its record", ({ c, plan }) => {
    expect(plan.latency.model).toBe(modelPresetKeys[c.model]);
    expect(modelPresets[modelPresetKeys[c.model]].name).toBe(c.model);
    expect(plan.latency.precision).toEqual(recordedPrecision(c));
    for (const phase of measuredPhases(c)) {
      const latency = plan.latency[phase];
      expect(latency.source).toBe("roofline");
      expect(latency.gpu).toBe(gpuPresetKeys[c.gpu]);
      expect(latency.expertParallel).toBe(c.parallelism.expertParallel);
      expect(latency.overlapCommunication ?? false).toBe(c.overlapCommunication);
      expect(plan[phase].nodesPerInstance * plan.hardware.gpusPerNode).toBe(c.gpus);
      expect(plan[phase].nodesPerInstance).toBe(c.nodes);
      expect(plan[phase].dataParallel).toBe(c.parallelism.dataParallel);
    }
  });

  it.each(cases)("$id: the workload and speculative decoding of its record", ({ c, plan }) => {
    expect(plan.workload.outputTokens).toBe(c.workload.outputTokens);
    expect(plan.workload.prefixCacheHitRate ?? 0).toBe(c.workload.kvCacheHitRate ?? 0);
    if (c.phase === "prefill") expect(plan.workload.inputTokens).toBe(c.workload.inputTokens);
    else expect(planDecodeContext(plan)).toBeCloseTo(recordedDecodeContext(c), 0);
    expect(plan.specDecode.draftTokens).toBe(c.specDecode?.draftTokens ?? 0);
    expect(plan.specDecode.acceptanceLength ?? 1).toBe(recordedAcceptance(c));
  });

  it.each(cases)("$id: a stated batch or concurrency is the plan's", ({ c, plan }) => {
    const phase = c.phase === "prefill" && c.serving !== "aggregated" ? "prefill" : "decode";
    const stated =
      c.workload.batchSize === undefined
        ? c.workload.concurrency
        : c.workload.batchSize * c.parallelism.dataParallel;
    if (stated !== undefined) expect(plan[phase].batchSize).toBe(stated);
  });

  it("names GPUs by their published names; only GB200's preset name differs", () => {
    for (const c of publishedCases) {
      const gpuName = gpuPresets[gpuPresetKeys[c.gpu]].name;
      expect(gpuName === c.gpu || c.gpu === "NVIDIA GB200 (per Blackwell GPU, NVL72)").toBe(true);
    }
    expect(catalog.gpus[gpuPresetKeys["NVIDIA GB200 (per Blackwell GPU, NVL72)"]]?.name).toBe(
      "NVIDIA GB200 (per GPU, NVL72)",
    );
  });

  it("fits every decode batch in the KV cache, so none is cut to the cap", () => {
    for (const p of predictions) {
      if (p.kvCapSequencesPerReplica !== null) {
        expect(p.sequencesPerReplica).toBeLessThanOrEqual(p.kvCapSequencesPerReplica);
      }
    }
  });
});

describe("docs/validation.md", () => {
  const doc = readFileSync(new URL("../../docs/validation.md", import.meta.url), "utf8");

  it("holds every generated block once", () => {
    expect(generatedBlockNames(doc).sort()).toEqual(Object.keys(generatedBlocks()).sort());
  });

  it("shows the numbers the plan files give today (npx tsx scripts/validation-doc.ts)", () => {
    expect(withGeneratedBlocks(doc, generatedBlocks())).toBe(doc);
  });
});

describe("src/data/validationResiduals.ts, which the error bands read", () => {
  it("holds every case's regime and residual as the plan files give them today", () => {
    const file = readFileSync(
      new URL("../../src/data/validationResiduals.ts", import.meta.url),
      "utf8",
    );
    expect(file).toBe(residualsModule(caseResiduals()));
  });

  it("is what the catalog hands the solver", () => {
    expect(catalog.validation).toBe(validationResiduals);
    expect(validationResiduals).toHaveLength(publishedCases.length);
  });
});
