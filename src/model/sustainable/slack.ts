import type { WaitShape } from "../latency/queueing.ts";
import type { Plan, SloStatistic } from "../plan.ts";
import { relativeTolerance } from "../tolerance.ts";
import { attainmentAt, type Targets } from "./attainment.ts";
import {
  type Metric,
  metricCdf,
  metricMean,
  statisticProbability,
  totalWait,
} from "./distribution.ts";
import { type Deployment, type QueueState, queuesAt } from "./queues.ts";
import type { EstimateSetup } from "./setup.ts";
import type { SustainableLimit } from "./types.ts";

// How far a load is from missing the plan's SLOs: ≥ 0 meets every one, < 0 misses one.

export interface SloTarget {
  metric: Metric;
  statistic: SloStatistic;
  targetMs: number;
}

export interface SloSpec {
  targets: SloTarget[];
  /** The same targets by metric, as attainment reads them. */
  limits: Targets;
  attainment: number | undefined;
}

/** Each metric's SLO target and statistic in the plan; absent, no target (and the mean). */
export const sloOf = (
  slo: Plan["slo"],
  metric: Metric,
): { targetMs: number | undefined; statistic: SloStatistic } => {
  if (metric === "ttft") return { targetMs: slo.ttftMs, statistic: slo.ttftStatistic ?? "mean" };
  if (metric === "tpot") return { targetMs: slo.tpotMs, statistic: slo.tpotStatistic ?? "mean" };
  return { targetMs: slo.e2elMs, statistic: slo.e2elStatistic ?? "mean" };
};

/** The plan's SLOs with their statistics; TPOT only when requests decode at all. */
export const sloSpecOf = (plan: Plan, decodes: boolean): SloSpec => {
  const { slo } = plan;
  const targets: SloTarget[] = [];
  const limits: Targets = {};
  if (slo.ttftMs !== undefined) {
    targets.push({ metric: "ttft", statistic: slo.ttftStatistic ?? "mean", targetMs: slo.ttftMs });
    limits.ttftMs = slo.ttftMs;
  }
  if (slo.tpotMs !== undefined && decodes) {
    targets.push({ metric: "tpot", statistic: slo.tpotStatistic ?? "mean", targetMs: slo.tpotMs });
    limits.tpotMs = slo.tpotMs;
  }
  if (slo.e2elMs !== undefined) {
    targets.push({ metric: "e2el", statistic: slo.e2elStatistic ?? "mean", targetMs: slo.e2elMs });
    limits.e2elMs = slo.e2elMs;
  }
  return { targets, limits, attainment: slo.attainment };
};

export const hasSlos = (spec: SloSpec): boolean => spec.targets.length > 0;

export interface Slack {
  /** The smallest normalised slack: (target − mean) / target, or P(≤ target) − q. */
  value: number;
  limit: SustainableLimit;
  state: QueueState;
}

/** Slack of one target: relative headroom of a mean, or the CDF's excess over q at the target. */
const targetSlack = (
  setup: EstimateSetup,
  state: QueueState,
  target: SloTarget,
  wait: WaitShape,
): number =>
  target.statistic === "mean"
    ? (target.targetMs - metricMean(setup, state, target.metric, wait)) / target.targetMs
    : metricCdf(setup, state, target.metric, target.targetMs, wait) -
      statisticProbability[target.statistic];

export const slackAt = (
  setup: EstimateSetup,
  deployment: Deployment,
  ratePerSecond: number,
  spec: SloSpec,
): Slack => {
  const state = queuesAt(setup, deployment, ratePerSecond);
  const wait = totalWait(state);
  let least = Number.POSITIVE_INFINITY;
  let limit: SustainableLimit = "capacity";
  for (const target of spec.targets) {
    const value = targetSlack(setup, state, target, wait);
    if (value < least) {
      least = value;
      limit = target.metric;
    }
  }
  if (spec.attainment !== undefined && spec.targets.length > 0) {
    const value = attainmentAt(setup, state, spec.limits, wait) - spec.attainment;
    if (value < least) {
      least = value;
      limit = "attainment";
    }
  }
  // Forgive floating-point noise as the SLO checks do: a value on its target meets it.
  return { value: least + relativeTolerance, limit, state };
};
