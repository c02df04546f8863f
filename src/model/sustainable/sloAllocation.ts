import { type Capacity, decodeRateFor, systemRate } from "../capacity.ts";
import type { InstancePair } from "../ratio.ts";
import { relativeTolerance } from "../tolerance.ts";
import { slackOrMiss, sustainableFor } from "./search.ts";
import type { EstimateSetup } from "./setup.ts";
import type { SloSpec } from "./slack.ts";

// The allocation modes with SLOs: start from the capacity allocation and move outward, boundedly.

interface Shape {
  prefillNodes: number;
  decodeNodes: number;
}

// Most pairs a search looks at in each direction before it settles for the best so far.
const maxSteps = 64;

const nodesOf = (shape: Shape, pair: InstancePair): number =>
  pair.prefillInstances * shape.prefillNodes + pair.decodeInstances * shape.decodeNodes;

/** True when `pair` meets every SLO at `rate` and its capacity reaches it. */
const meets = (
  setup: EstimateSetup,
  capacity: Capacity,
  spec: SloSpec,
  pair: InstancePair,
  rate: number,
): boolean => {
  const most = systemRate(capacity, pair.prefillInstances, pair.decodeInstances);
  return (
    rate <= most * (1 + relativeTolerance) &&
    slackOrMiss(setup, pair, Math.min(rate, most), spec).value >= 0
  );
};

/** The smallest n in [low, high] for which `holds(n)` (which holds at high and grows with n). */
const smallest = (low: number, high: number, holds: (n: number) => boolean): number => {
  let [lo, hi] = [low, high];
  while (lo < hi) {
    const middle = Math.floor((lo + hi) / 2);
    if (holds(middle)) hi = middle;
    else lo = middle + 1;
  }
  return hi;
};

/**
 * nodeBudget with SLOs: along the budget's frontier (each x with the most y that fit), walk from
 * the capacity allocation while the sustainable load grows; then drop decode instances the
 * sustainable load does not need (ties go to fewer nodes).
 */
export const budgetForSlos = (
  setup: EstimateSetup,
  spec: SloSpec,
  capacity: Capacity,
  shape: Shape,
  totalNodes: number,
  start: InstancePair,
): InstancePair => {
  const sustainable = (pair: InstancePair) =>
    sustainableFor(
      setup,
      pair,
      systemRate(capacity, pair.prefillInstances, pair.decodeInstances),
      spec,
    );
  const mostDecode = (x: number) =>
    Math.floor((totalNodes - x * shape.prefillNodes) / shape.decodeNodes);
  const first = sustainable(start);
  if (first.limitedBy === "capacity" || first.ratePerSecond <= 0) return start;
  let best = { pair: start, rate: first.ratePerSecond };
  const widened = {
    prefillInstances: start.prefillInstances,
    decodeInstances: mostDecode(start.prefillInstances),
  };
  if (widened.decodeInstances > start.decodeInstances) {
    const rate = sustainable(widened).ratePerSecond;
    if (rate > best.rate * (1 + relativeTolerance)) best = { pair: widened, rate };
  }
  for (const direction of [1, -1]) {
    for (let step = 1; step <= maxSteps; step += 1) {
      const x = start.prefillInstances + direction * step;
      const pair = { prefillInstances: x, decodeInstances: mostDecode(x) };
      if (x < 1 || pair.decodeInstances < 1) break;
      if (!meets(setup, capacity, spec, pair, best.rate * (1 + relativeTolerance))) break;
      best = { pair, rate: sustainable(pair).ratePerSecond };
    }
  }
  const x = best.pair.prefillInstances;
  const floor = best.rate * (1 - relativeTolerance);
  const y = smallest(1, best.pair.decodeInstances, (y) =>
    meets(setup, capacity, spec, { prefillInstances: x, decodeInstances: y }, floor),
  );
  return { prefillInstances: x, decodeInstances: y };
};

/**
 * targetQpm with SLOs: grow the side whose next instances raise the SLO slack at the target most
 * per node (doubling a side's step while it keeps winning), then shrink each side to the fewest
 * instances that still meet the target. Null when no pair within the bounded search meets it.
 */
export const targetForSlos = (
  setup: EstimateSetup,
  spec: SloSpec,
  capacity: Capacity,
  shape: Shape,
  targetPerSecond: number,
  start: InstancePair,
): InstancePair | null => {
  type Side = "prefill" | "decode";
  // A pair short of capacity, or whose queues cannot drain, names the side to grow outright.
  const assess = (pair: InstancePair): { value: number; grow: Side | null } => {
    const prefillRate = pair.prefillInstances * capacity.prefillRate;
    const decodeRate = decodeRateFor(capacity, pair.decodeInstances);
    if (targetPerSecond > Math.min(prefillRate, decodeRate) * (1 + relativeTolerance)) {
      return {
        value: Number.NEGATIVE_INFINITY,
        grow: prefillRate < decodeRate ? "prefill" : "decode",
      };
    }
    const checked = slackOrMiss(setup, pair, targetPerSecond, spec);
    if (checked.state.saturated) {
      const busy = checked.state.busy;
      return {
        value: Number.NEGATIVE_INFINITY,
        grow: busy.prefill >= busy.decode ? "prefill" : "decode",
      };
    }
    return { value: checked.value, grow: null };
  };
  let pair = start;
  let current = assess(pair);
  let steps: Record<Side, number> = { prefill: 1, decode: 1 };
  let last: Side | null = null;
  for (let round = 0; round < maxSteps && !(current.value >= 0); round += 1) {
    const wider: Record<Side, InstancePair> = {
      prefill: { ...pair, prefillInstances: pair.prefillInstances + steps.prefill },
      decode: { ...pair, decodeInstances: pair.decodeInstances + steps.decode },
    };
    const next: Record<Side, ReturnType<typeof assess>> = {
      prefill: assess(wider.prefill),
      decode: assess(wider.decode),
    };
    const perNode = (side: Side) =>
      (next[side].value - current.value) / (nodesOf(shape, wider[side]) - nodesOf(shape, pair));
    const side: Side =
      current.grow ?? (perNode("prefill") >= perNode("decode") ? "prefill" : "decode");
    if (side === last) steps = { ...steps, [side]: steps[side] * 2 };
    last = side;
    pair = wider[side];
    current = next[side];
  }
  const met = current.value >= 0;
  if (!met) return null;
  const holds = (candidate: InstancePair) => assess(candidate).value >= 0;
  const x = smallest(start.prefillInstances, pair.prefillInstances, (n) =>
    holds({ ...pair, prefillInstances: n }),
  );
  const y = smallest(start.decodeInstances, pair.decodeInstances, (n) =>
    holds({ prefillInstances: x, decodeInstances: n }),
  );
  return { prefillInstances: x, decodeInstances: y };
};
