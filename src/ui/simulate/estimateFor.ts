import { catalog } from "../../data/index.ts";
import type { RateEstimate } from "../../model/index.ts";
import { estimateAtRate } from "../../model/index.ts";
import type { PanelRun } from "./createAutoSimulation.ts";

/** What the analytic estimate says for the run's plan at the run's load. */
export const estimateFor = (entry: PanelRun): RateEstimate =>
  estimateAtRate(entry.plan, catalog, entry.result, entry.ratePerSecond);
