import type { Plan, SloStatistic } from "../plan.ts";
import { relativeTolerance } from "../tolerance.ts";
import {
  attainmentAt,
  type Metric,
  metricCdf,
  metricMean,
  statisticProbability,
  type Targets,
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
  const targets: SloTarget[] = [];
  for (const metric of ["ttft", "tpot", "e2el"] as const) {
    const { targetMs, statistic } = sloOf(plan.slo, metric);
    if (targetMs !== undefined && (metric !== "tpot" || decodes)) {
      targets.push({ metric, statistic, targetMs });
    }
  }
  const limits: Targets = {};
  for (const target of targets) limits[`${target.metric}Ms`] = target.targetMs;
  return { targets, limits, attainment: plan.slo.attainment };
};

export const hasSlos = (spec: SloSpec): boolean => spec.targets.length > 0;

export interface Slack {
  /** The smallest normalised slack: (target − mean) / target, or P(≤ target) − q. */
  value: number;
  limit: SustainableLimit;
  state: QueueState;
}

/** Slack of one target: relative headroom of a mean, or the CDF's excess over q at the target. */
const targetSlack = (setup: EstimateSetup, state: QueueState, target: SloTarget): number =>
  target.statistic === "mean"
    ? (target.targetMs - metricMean(setup, state, target.metric)) / target.targetMs
    : metricCdf(setup, state, target.metric, target.targetMs) -
      statisticProbability[target.statistic];

export const slackAt = (
  setup: EstimateSetup,
  deployment: Deployment,
  ratePerSecond: number,
  spec: SloSpec,
): Slack => {
  const state = queuesAt(setup, deployment, ratePerSecond);
  let slack: Omit<Slack, "state"> = { value: Number.POSITIVE_INFINITY, limit: "capacity" };
  for (const target of spec.targets) {
    const value = targetSlack(setup, state, target);
    if (value < slack.value) slack = { value, limit: target.metric };
  }
  if (spec.attainment !== undefined && spec.targets.length > 0) {
    const value = attainmentAt(setup, state, spec.limits) - spec.attainment;
    if (value < slack.value) slack = { value, limit: "attainment" };
  }
  // Forgive floating-point noise as the SLO checks do: a value on its target meets it.
  return { value: slack.value + relativeTolerance, limit: slack.limit, state };
};
