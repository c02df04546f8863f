import { catalog } from "../data/index.ts";
import { optimize, type Plan } from "../model/index.ts";
import type { OptimizeFormat } from "./cliArgs.ts";
import { formatOptimize } from "./formatOptimize.ts";

/** `optimize`: the search's best configurations in the format asked. */
export const optimizeOutput = (plan: Plan, format: OptimizeFormat): string =>
  formatOptimize(optimize(plan, catalog), format);
