import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { solve } from "../solve.ts";
import { type DecodeVariant, decodeSweep } from "./decodeSweep.ts";

/** Solves one variant plan: `solve` itself, or a caller's memo of it (same plan, same result). */
export type SolveVariant = (plan: Plan) => PlanResult;

/** What several curves share: the plan's own result, its decode-batch sweep, and how to solve. */
export interface CurveContext {
  result: PlanResult;
  decode: DecodeVariant[];
  solve: SolveVariant;
}

/** Solves the plan and its decode sweep once, for every curve drawn from them. */
export const curveContext = (
  plan: Plan,
  catalog: Catalog,
  result: PlanResult = solve(plan, catalog),
  solveVariant: SolveVariant = (variant) => solve(variant, catalog),
): CurveContext => ({
  result,
  decode: decodeSweep(plan, catalog, result, solveVariant),
  solve: solveVariant,
});
