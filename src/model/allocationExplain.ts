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
}

const pct = (fraction: number) => `${f(fraction * percent)}%`;

/** Why the allocation mode chose this x and y, with the plan's numbers. */
export const allocationExplain = (plan: Plan, chosen: Chosen): Record<string, Derivation> => {
  const { prefillInstances: x, decodeInstances: y, prefillRate: rp, engineDecodeRate: rd } = chosen;
  const np = plan.prefill.nodesPerInstance;
  const nd = plan.decode.nodesPerInstance;
  const allocation = plan.allocation;
  const why: Record<typeof allocation.mode, Derivation> = {
    fixed: derive("x, y as given", `x = ${f(x)}, y = ${f(y)}`),
    ratio: derive(
      "the smallest whole x : y within 2% of x / y = r_d / r_p",
      `${f(x)} : ${f(y)} = ${f(y > 0 ? x / y : 0)}, ${pct(chosen.nearest?.relativeError ?? 0)} off ${f(chosen.balancedRatio)}`,
    ),
    nodeBudget: derive(
      "maximize λ = min(x · r_p, y · r_d) with x · n_p + y · n_d ≤ N; ties to fewer nodes",
      `min(x · ${f(rp)}, y · ${f(rd)}) with ${f(np)}x + ${f(nd)}y ≤ ${f(allocation.totalNodes ?? 0)} → x = ${f(x)}, y = ${f(y)}`,
    ),
    targetQpm: derive(
      "x = ⌈λ* / r_p⌉, y = ⌈λ* / r_d⌉ with λ* = target QPM / 60",
      `λ* = ${f(allocation.targetQpm ?? 0)} / 60 = ${f((allocation.targetQpm ?? 0) / 60)} req/s → x = ${f(x)}, y = ${f(y)}`,
    ),
  };
  return {
    "allocation.prefillInstances": why[allocation.mode],
    "allocation.decodeInstances": why[allocation.mode],
    "allocation.totalNodes": derive(
      "nodes = x · n_p + y · n_d",
      `${f(x)} · ${f(np)} + ${f(y)} · ${f(nd)} = ${f(x * np + y * nd)}`,
    ),
  };
};
