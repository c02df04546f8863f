import { type Derivation, derive } from "./explain.ts";
import { formatNumber as f } from "./format.ts";
import type { Plan } from "./plan.ts";
import type { NearPair } from "./ratio.ts";
import { percent } from "./units.ts";

interface Chosen {
  prefillInstances: number;
  decodeInstances: number;
  prefillRate: number;
  engineDecodeRate: number;
  balancedRatio: number;
  nearest: NearPair | null;
  /** True when the SLOs sized the pair (nodeBudget and targetQpm with SLOs set). */
  sloSized: boolean;
  /** The sustainable load of the chosen pair, requests per second. */
  sustainablePerSecond: number;
}

const pct = (fraction: number) => `${f(fraction * percent)}%`;

/** Why the allocation mode chose this x and y, with the plan's numbers. */
export const allocationExplain = (plan: Plan, chosen: Chosen): Record<string, Derivation> => {
  const { prefillInstances: x, decodeInstances: y, prefillRate: rp, engineDecodeRate: rd } = chosen;
  const np = plan.prefill.nodesPerInstance;
  const nd = plan.decode.nodesPerInstance;
  const allocation = plan.allocation;
  const target = allocation.targetQpm ?? 0;
  // Each mode's reason is built only when it is the plan's: the text is most of a solve's cost.
  const why: Record<typeof allocation.mode, () => Derivation> = {
    fixed: () => derive("x, y as given", `x = ${f(x)}, y = ${f(y)}`),
    ratio: () =>
      derive(
        "the smallest whole x : y within 2% of x / y = r_d / r_p",
        `${f(x)} : ${f(y)} = ${f(y > 0 ? x / y : 0)}, ${pct(chosen.nearest?.relativeError ?? 0)} off ${f(chosen.balancedRatio)}`,
      ),
    nodeBudget: () =>
      chosen.sloSized
        ? derive(
            "maximize the sustainable load λ_s (every SLO at its statistic, with queueing) with x · n_p + y · n_d ≤ N, from the capacity allocation outward; ties to fewer nodes",
            `${f(np)}x + ${f(nd)}y ≤ ${f(allocation.totalNodes ?? 0)} → x = ${f(x)}, y = ${f(y)}, λ_s = ${f(chosen.sustainablePerSecond)} req/s`,
          )
        : derive(
            "maximize λ = min(x · r_p, y · r_d) with x · n_p + y · n_d ≤ N; ties to fewer nodes",
            `min(x · ${f(rp)}, y · ${f(rd)}) with ${f(np)}x + ${f(nd)}y ≤ ${f(allocation.totalNodes ?? 0)} → x = ${f(x)}, y = ${f(y)}`,
          ),
    targetQpm: () =>
      chosen.sloSized
        ? derive(
            "the fewest nodes with λ_s ≥ λ* (every SLO at its statistic, with queueing), λ* = target QPM / 60",
            `λ* = ${f(target)} / 60 = ${f(target / 60)} req/s → x = ${f(x)}, y = ${f(y)}, λ_s = ${f(chosen.sustainablePerSecond)} req/s`,
          )
        : derive(
            "x = ⌈λ* / r_p⌉, y = ⌈λ* / r_d⌉ with λ* = target QPM / 60",
            `λ* = ${f(target)} / 60 = ${f(target / 60)} req/s → x = ${f(x)}, y = ${f(y)}`,
          ),
  };
  const chosenWhy = why[allocation.mode]();
  return {
    "allocation.prefillInstances": chosenWhy,
    "allocation.decodeInstances": chosenWhy,
    "allocation.totalNodes": derive(
      "nodes = x · n_p + y · n_d",
      `${f(x)} · ${f(np)} + ${f(y)} · ${f(nd)} = ${f(x * np + y * nd)}`,
    ),
  };
};
