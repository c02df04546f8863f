import { catalog } from "../data/index.ts";
import { curvesFor, type Plan } from "../model/index.ts";
import type { CurveFormat } from "./cliArgs.ts";
import { formatCurves } from "./formatCurves.ts";

/** `curves`: the plan's latency-throughput curves in the format asked. */
export const curvesOutput = (plan: Plan, format: CurveFormat): string =>
  formatCurves(curvesFor(plan, catalog), format);
