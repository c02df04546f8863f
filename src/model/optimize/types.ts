import type { LatencySource } from "../latencyPlan.ts";
import type { Plan } from "../plan.ts";
import type { SloChecks } from "../slo.ts";
import type { Sustainable } from "../sustainable/types.ts";
import type { AggregatedComparison } from "./aggregatedComparison.ts";
import type { Binding } from "./binding.ts";
import type { PlanChange } from "./changes.ts";
import type { OptimizeNote } from "./notes.ts";
import type { Objective } from "./ranking.ts";
import type { SearchAllocation } from "./searchAllocation.ts";
import type { WhyAhead } from "./whyAhead.ts";

export interface OptimizeOptions {
  /** How many configurations to report; 5 by default. */
  top?: number;
}

/** One of the best configurations: the whole plan, what it changes, and how it does. */
export interface RankedConfiguration {
  rank: number;
  plan: Plan;
  /** Plan fields it sets differently from the plan searched: field, from, to. */
  changes: PlanChange[];
  /** The load it sustains with every SLO statistic met (solve's estimate): what it is ranked by. */
  sustainable: Sustainable;
  /** Capacity at full load, the article's numbers: the sustainable load is a share of it. */
  qpm: number;
  qpmPerNode: number;
  qpmPerGpu: number;
  totalNodes: number;
  prefillInstances: number;
  decodeInstances: number;
  latency: { ttftMs: number; tpotMs: number; e2elMs: number };
  /** Each SLO with its margin (null when the plan sets none). */
  slo: SloChecks;
  binding: Binding;
  /** Other candidates of the search that came to this same configuration by different changes. */
  merged: number;
  /** Why it ranks ahead of the next configuration; null for the last one reported. */
  whyAhead: WhyAhead | null;
}

/** What the search covered, in candidates and in the options along each axis. */
export interface SearchSpace {
  /** Candidate configurations: prefill settings tried × decode settings tried. */
  candidates: number;
  prefillSettings: number;
  decodeSettings: number;
  /** Settings within their phase's limits whose lone request meets its SLO; only pairs of these can be feasible. */
  prefillSettingsKept: number;
  decodeSettingsKept: number;
  /** Pairs allocated and scored exactly; the rest were proven unable to reach the top. */
  pairsScored: number;
  /** Scored pairs solved for their sustainable load; the rest could not reach the top even at capacity. */
  pairsSolved: number;
  /** Candidates merged into a configuration listed, having reached it by different changes. */
  merged: number;
  /** Layouts left out because the model's weights do not fit on their GPUs. */
  layoutsWithoutRoom: number;
  axes: {
    prefillBatch: number[];
    decodeBatch: number[];
    prefillNodesPerInstance: number[];
    decodeNodesPerInstance: number[];
    prefillDataParallel: number[];
    decodeDataParallel: number[];
    draftTokens: number[];
  };
}

/** The optimizer's answer: JSON-friendly, for the app and the command line. */
export interface OptimizeResult {
  objective: Objective;
  allocation: SearchAllocation;
  sources: { prefill: LatencySource; decode: LatencySource };
  space: SearchSpace;
  /** The plan as entered, solved as the app shows it. */
  current: {
    feasible: boolean;
    /** Capacity per node, and the sustainable QPM per node the ranking compares with. */
    qpmPerNode: number;
    sustainableQpmPerNode: number;
    totalNodes: number;
  };
  top: RankedConfiguration[];
  aggregated: AggregatedComparison | null;
  notes: OptimizeNote[];
}
