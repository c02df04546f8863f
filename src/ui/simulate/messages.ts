import type { Plan, SimulationOptions, SimulationReport } from "../../model/index.ts";

/** A run to start (superseding any other), or a request to drop one; `id` pairs it with its answers. */
export type SimulateRequest =
  | { kind: "run"; id: number; plan: Plan; options: SimulationOptions }
  | { kind: "cancel"; id: number };

/** What a run reports: its progress from 0 to 1 while it runs, then its report (or why it stopped). */
export type SimulateAnswer =
  | { kind: "progress"; id: number; progress: number }
  | { kind: "report"; id: number; report: SimulationReport; elapsedMs: number }
  | { kind: "failed"; id: number; message: string };
