import type { SimulationReport, Sustainable } from "../model/index.ts";
import { relaxationRequests } from "../model/index.ts";
import type { SimulateArrival, SimulateFormat } from "./simulateArgs.ts";
import type { ImportedSizes } from "./simulatedPlan.ts";
import { simulationTable } from "./simulationTable.ts";

/** A simulation with what it was run at, for either output. */
export interface SimulationRun {
  report: SimulationReport;
  /** Where the rate came from: the plan's sustainable load, or the flag that set it. */
  rateSource: "sustainable" | "rate" | "qpm";
  arrival: SimulateArrival;
  sustainable: Sustainable;
  /** The estimate's utilization of the busier stage at the run's load. */
  busiestUtilization: number;
  /** The plan's target share of requests meeting every SLO, null when it sets none. */
  attainmentTarget: number | null;
  seed?: number;
  sizes?: ImportedSizes;
}

const secondsPerMinute = 60;

const sizesJson = ({ sizes, summary, notes }: ImportedSizes) => ({
  file: sizes.file,
  ...summary,
  notes: notes.map((note) => note.message),
});

/** The report under the simulator's own names, with the load it was run at. */
export const simulationJson = (run: SimulationRun): Record<string, unknown> => ({
  ...run.report,
  qpm: run.report.ratePerSecond * secondsPerMinute,
  rateSource: run.rateSource,
  sustainableRequestsPerSecond: run.sustainable.requestsPerSecond,
  busiestUtilization: run.busiestUtilization,
  queueRelaxationRequests: relaxationRequests(run.busiestUtilization),
  arrival: run.arrival,
  ...(run.seed === undefined ? {} : { seed: run.seed }),
  ...(run.sizes === undefined ? {} : { sizes: sizesJson(run.sizes) }),
});

export const formatSimulation = (run: SimulationRun, format: SimulateFormat): string =>
  format === "json"
    ? `${JSON.stringify(simulationJson(run), null, 2)}\n`
    : `${simulationTable(run).join("\n")}\n`;
