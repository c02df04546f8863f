import { catalog } from "../../data/catalog.ts";
import { estimateAtRate } from "../../model/sustainable/estimate.ts";
import type { RateEstimate } from "../../model/sustainable/types.ts";
import type { PanelRun } from "./createAutoSimulation.ts";

/** What the analytic estimate says for the run's plan at the run's load. */
export const estimateFor = (entry: PanelRun): RateEstimate =>
  estimateAtRate(entry.plan, catalog, entry.result, entry.ratePerSecond);
