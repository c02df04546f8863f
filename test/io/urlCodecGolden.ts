import { examplePlans } from "../../src/data/examples.ts";
import { defaultPlan, type Plan, type PlanResult, PlanSchema } from "../../src/model/index.ts";

// The plans frozen as golden links and plan files, and the solved numbers stored beside them.

export const goldenDir = new URL("../fixtures/golden/", import.meta.url);
export const goldenIndexName = "links.json";

/** The numbers a person reads first; a change to any of them changes what a shared link means. */
export const headlineOf = (result: PlanResult) => ({
  feasible: result.feasible,
  prefillInstances: result.allocation.prefillInstances,
  decodeInstances: result.allocation.decodeInstances,
  totalNodes: result.allocation.totalNodes,
  totalGpus: result.allocation.totalGpus,
  qpm: result.throughput.qpm,
  qpmPerNode: result.throughput.qpmPerNode,
  qpmPerGpu: result.throughput.qpmPerGpu,
  ttftMs: result.latency.ttftMs,
  tpotMs: result.latency.tpotMs,
  concurrencyArticle: result.concurrency.article,
  concurrencyDecodeSlots: result.concurrency.decodeSlots,
  concurrencyLittlesLaw: result.concurrency.littlesLaw,
  sustainableRequestsPerSecond: result.sustainable.requestsPerSecond,
});

export type Headline = ReturnType<typeof headlineOf>;

export interface GoldenEntry {
  id: string;
  /** The link as builds before checksums wrote it. */
  v1: string;
  /** The link with its CRC-32, as this build writes it. */
  v2: string;
  /** The plan file as Download plan writes it, beside this index. */
  planFile: string;
  plan: Plan;
  headline: Headline;
}

// Llama-3.1-70B on H100 with roofline step times: the latency model's numbers frozen too.
const rooflinePlan = PlanSchema.parse({
  ...defaultPlan,
  prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
  decode: { ...defaultPlan.decode, nodesPerInstance: 1, batchSize: 64 },
  engine: { prefill: {}, decode: { maxNumBatchedTokens: 8192 }, router: {} },
  latency: {
    model: "llama-3.1-70b",
    prefill: { source: "roofline", gpu: "h100" },
    decode: { source: "roofline", gpu: "h100" },
  },
});

// Measured (batch, time) points in place of the constants.
const profilePlan = PlanSchema.parse({
  ...defaultPlan,
  latency: {
    prefill: {
      source: "profile",
      profile: [
        { batch: 1, timeMs: 150 },
        { batch: 8, timeMs: 800 },
      ],
    },
    decode: {
      source: "profile",
      profile: [
        { batch: 32, timeMs: 30 },
        { batch: 256, timeMs: 60 },
      ],
    },
  },
});

export const goldenPlans: readonly { id: string; plan: Plan }[] = [
  { id: "default", plan: defaultPlan },
  ...examplePlans.map(({ id, plan }) => ({ id, plan })),
  { id: "roofline", plan: rooflinePlan },
  { id: "profile", plan: profilePlan },
];
