import { planAccuracy } from "./accuracy/planAccuracy.ts";
import { allocate } from "./allocate.ts";
import { capacityOf, decodeRateOf } from "./capacity.ts";
import type { Catalog } from "./catalog.ts";
import { costOf, gpuPricesOf } from "./cost.ts";
import { kvCacheLimit, latencyInputs } from "./latencyInputs.ts";
import { sourceDef } from "./latencySources/table.ts";
import { decodeBatchLimit, decodeEngineBatchOf, prefillBatchLimit } from "./limits.ts";
import { limitViolations } from "./limitViolations.ts";
import { operatingPoint } from "./operatingPoint.ts";
import { phaseLatencies } from "./phaseLatency.ts";
import type { Plan } from "./plan.ts";
import { exactPair, nearestPair } from "./ratio.ts";
import type { PlanResult, Solved } from "./result.ts";
import { checkSlos, slosJudged, sloViolations } from "./slo.ts";
import { speculativeDecoding } from "./specDecode.ts";
import { stepContext } from "./step/stepContext.ts";
import { wholeSlots } from "./sustainable/concurrency.ts";
import { estimateSetup } from "./sustainable/setup.ts";
import { hasSlos, sloSpecOf } from "./sustainable/slack.ts";
import {
  recommendedFor,
  sustainableOf,
  targetMiss,
  targetUnsustained,
} from "./sustainable/sustainableResult.ts";
import { msPerSecond, secondsPerMinute } from "./units.ts";
import { planWarnings } from "./warnings.ts";

export { estimateAtRate, estimator, sustainableEstimate } from "./sustainable/estimate.ts";

const withoutRouterCap = (plan: Plan): Plan => ({
  ...plan,
  engine: { ...plan.engine, router: {} },
});

/** Solves a validated plan (docs/model.md §2-§5). Pure: never mutates the plan, never throws. */
export const solve = (plan: Plan, catalog: Catalog): PlanResult =>
  solveTraced(plan, catalog).result;

/**
 * `solve`, and the intermediate numbers its derivations are written from (the text layer builds
 * them on demand). Numbers only: no words are built here.
 */
export const solveTraced = (plan: Plan, catalog: Catalog): Solved => {
  const { workload } = plan;
  const inputs = latencyInputs(plan, catalog);
  const kvCache = kvCacheLimit(plan, inputs);
  const prefillBatch = prefillBatchLimit(plan);
  const engineDecodeBatch = decodeEngineBatchOf(plan, kvCache.sequences);
  const ctx = stepContext(plan, catalog, inputs);
  const phases = phaseLatencies(
    plan,
    inputs,
    {
      prefill: prefillBatch.effective,
      decode: engineDecodeBatch,
    },
    ctx,
  );
  // A modelled ITL is a verify step's time already; an entered or profiled one is as measured.
  const spec = speculativeDecoding(plan, {
    ms: phases.decode.timeMs,
    measuredWith: sourceDef(phases.decode.source).follows.drafts
      ? "specDecode"
      : plan.decode.itlMeasuredWith,
  });
  const t1Ms = phases.prefill.timeMs;
  const ttftMs = t1Ms + phases.kvTransferMs;
  const t2Ms = spec.tpotMs;
  const capacity = capacityOf(
    plan,
    { batch: prefillBatch.effective, batchTimeMs: t1Ms },
    t2Ms,
    kvCache.sequences,
  );

  const estimate = estimateSetup(plan, {
    ctx,
    prefillBatch: prefillBatch.effective,
    decodeEngineBatch: capacity.decodeEngineBatch,
    draftTokens: spec.draftTokens,
    acceptanceLength: spec.acceptanceLength,
    stepCostRatio:
      phases.decode.timeMs > 0 ? (t2Ms * spec.acceptanceLength) / phases.decode.timeMs : 1,
  });
  const sloSpec = sloSpecOf(plan, estimate.decode.decodingShare > 0);

  const engineDecodeRate = decodeRateOf(capacity, capacity.decodeEngineBatch);
  const balanced = capacity.prefillRate > 0 ? engineDecodeRate / capacity.prefillRate : 0;
  const allocated = allocate(plan, capacity, balanced, { setup: estimate, spec: sloSpec });
  const pair = allocated.ok ? allocated.pair : { prefillInstances: 0, decodeInstances: 0 };
  const decodeBatch = decodeBatchLimit(plan, pair.decodeInstances, kvCache.sequences);
  const decodeRate = decodeRateOf(capacity, decodeBatch.effective);

  const point = operatingPoint({
    gpusPerNode: plan.hardware.gpusPerNode,
    inputTokens: workload.inputTokens,
    outputTokens: workload.outputTokens,
    prefillNodesPerInstance: plan.prefill.nodesPerInstance,
    decodeNodesPerInstance: plan.decode.nodesPerInstance,
    prefillInstances: pair.prefillInstances,
    decodeInstances: pair.decodeInstances,
    prefillRate: capacity.prefillRate,
    decodeRate,
    decodeBatch: decodeBatch.effective,
    ttftMs,
    tpotMs: t2Ms,
  });

  const e2elMs = ttftMs + (workload.outputTokens - 1) * t2Ms;
  const latency = {
    ttftMs,
    prefillBatchTimeMs: t1Ms,
    kvTransferMs: phases.kvTransferMs,
    itlMs: spec.itlMs,
    tpotMs: t2Ms,
    e2elMs,
    tokensPerSecondPerUser: msPerSecond / t2Ms,
  };
  const fleet = {
    prefillInstances: pair.prefillInstances,
    decodeInstances: pair.decodeInstances,
    totalNodes: point.nodes.total,
    totalGpus: point.nodes.gpus,
    capacityPerSecond: point.throughput.requestsPerSecond,
    utilization: point.utilization,
  };
  const sustained = sustainableOf(estimate, sloSpec, fleet);
  const { sustainable } = sustained;
  // The cap to set is the plan's own without one: in nodeBudget and targetQpm a cap also takes
  // part in choosing the pair (it lowers the capacity the allocator weighs).
  const recommended =
    plan.engine.router.maxConcurrency === undefined
      ? recommendedFor(estimate, capacity, fleet, sustained)
      : solve(withoutRouterCap(plan), catalog).concurrency.recommended;
  const atTarget =
    allocated.ok && allocated.missesTarget === true
      ? targetMiss(plan, estimate, pair, (plan.allocation.targetQpm ?? 0) / secondsPerMinute)
      : null;
  const judged = slosJudged(point);
  const slo =
    atTarget ??
    checkSlos(
      plan.slo,
      {
        ttftMs: sustainable.ttft.valueMs,
        tpotMs: sustainable.tpot.valueMs,
        e2elMs: sustainable.e2el.valueMs,
        outputTokens: workload.outputTokens,
      },
      judged,
    );
  const prices = gpuPricesOf(plan.hardware);
  const cost =
    prices === null
      ? null
      : costOf(
          {
            prefillGpus: point.nodes.prefill * plan.hardware.gpusPerNode,
            decodeGpus: point.nodes.decode * plan.hardware.gpusPerNode,
            prefillGpuHourlyCostUsd: prices.prefill,
            decodeGpuHourlyCostUsd: prices.decode,
          },
          point.throughput,
        );

  const accuracy = planAccuracy(
    plan,
    inputs,
    {
      prefillBatch: prefillBatch.effective,
      decodeBatch: decodeBatch.effective,
      draftTokens: spec.draftTokens,
      prefillNodes: point.nodes.prefill,
      decodeNodes: point.nodes.decode,
      sources: { prefill: phases.prefill.source, decode: phases.decode.source },
      // The drafter's passes keep their waits inside drafterMs: an eager decode with drafts counts too.
      launchBound: {
        prefill: (phases.prefill.parts?.eagerLaunchMs ?? 0) > 0,
        decode:
          (phases.decode.parts?.eagerLaunchMs ?? 0) > 0 ||
          (plan.latency.decode.eagerMode === true && spec.draftTokens > 0),
      },
    },
    catalog.validation,
  );

  // A plan serving nothing has its reason among the violations already; its SLOs are not judged.
  const sloMisses = judged ? sloViolations(slo, atTarget ? "targetLoad" : "anyLoad") : [];
  // A target missed with every SLO held at it: the queues fill before it.
  const unsustained =
    atTarget && sloMisses.length === 0 ? targetUnsustained(plan, pair, sustainable) : null;
  const violations = [
    ...inputs.violations,
    ...kvCache.violations,
    ...phases.violations,
    ...limitViolations("prefill", prefillBatch),
    ...limitViolations("decode", decodeBatch),
    ...(allocated.ok ? [] : [allocated.violation]),
    ...sloMisses,
    ...(unsustained ? [unsustained] : []),
  ];
  const prefillLoops = (workload.outputTokens * t2Ms) / t1Ms;

  const result: PlanResult = {
    feasible: violations.length === 0,
    violations,
    warnings: planWarnings(plan, {
      instances: pair.decodeInstances,
      engineBatch: capacity.decodeEngineBatch,
      recommended: recommended.maxConcurrency,
      capacitySlots: wholeSlots(recommended.params.decodeSlots),
      servingSlots:
        pair.prefillInstances * prefillBatch.effective +
        pair.decodeInstances * capacity.decodeEngineBatch,
    }),
    specDecode: {
      draftTokens: spec.draftTokens,
      acceptanceLength: spec.acceptanceLength,
      acceptanceSource: spec.acceptanceSource,
    },
    latency,
    latencyModel: {
      prefill: phases.prefill,
      decode: phases.decode,
      kvBytesPerToken: phases.kvBytesPerToken,
      kvCacheSequencesPerDecodeInstance: kvCache.sequences,
    },
    accuracy,
    limits: { prefillBatch, decodeBatch },
    rates: {
      prefillRequestsPerSecond: capacity.prefillRate,
      decodeRequestsPerSecond: decodeRate,
      prefillLoops,
    },
    ratio: {
      prefillPerDecode: balanced,
      decodePerPrefill: balanced > 0 ? 1 / balanced : 0,
      exact: exactPair(balanced),
      nearest: nearestPair(balanced),
    },
    allocation: {
      mode: plan.allocation.mode,
      ...pair,
      prefillNodes: point.nodes.prefill,
      decodeNodes: point.nodes.decode,
      totalNodes: point.nodes.total,
      totalGpus: point.nodes.gpus,
    },
    throughput: point.throughput,
    utilization: point.utilization,
    bottleneck: point.bottleneck,
    concurrency: {
      article: point.concurrency.article,
      decodeSlots: point.concurrency.decodeSlots,
      littlesLaw: point.concurrency.littlesLaw,
      recommended,
    },
    sustainable,
    slo,
    cost,
  };
  return {
    result,
    trace: {
      roofline: phases.roofline,
      transfer: phases.transfer,
      // The P → D transfer leaves the prefill instance's NIC, at the prefill phase's factor.
      networkEfficiency: inputs.efficiency.prefill.networkEfficiency,
      plainItl: spec.plainItl,
      engineDecodeRate,
      sloSized:
        hasSlos(sloSpec) &&
        (plan.allocation.mode === "nodeBudget" || plan.allocation.mode === "targetQpm"),
    },
  };
};
