import { applyRequestSizes, type RequestSizes, readRequestSizes } from "../io/index.ts";
import { formatProblem, loadOf, type Parsed, type Plan, parsePlan } from "../model/index.ts";
import { problemLine } from "./problemLine.ts";
import { sizesFileLimit } from "./readLimits.ts";
import { sourceName } from "./readSource.ts";
import type { CliIo } from "./run.ts";
import type { SimulateArrival, SimulateCommand } from "./simulateArgs.ts";

// The plan `simulate` runs: the file's, with imported request sizes and the arrival flag in its
// load, so the sustainable rate and the simulation judge the same traffic.

export type ImportedSizes = Extract<RequestSizes, { ok: true }>;

export type SimulatedPlan =
  | { ok: true; plan: Plan; notes: string[]; sizes?: ImportedSizes }
  | { ok: false; errors: string[] };

const withArrival = (plan: Plan, arrival: SimulateArrival): Parsed<Plan> => {
  const load = loadOf(plan);
  const cv = arrival.cv === undefined ? {} : { arrivalCv: arrival.cv };
  return parsePlan({ ...plan, load: { ...load, arrival: arrival.process, ...cv } });
};

const readSizes = async (file: string, io: CliIo): Promise<RequestSizes | string> => {
  const name = sourceName(file);
  const read = await io.readText(file, sizesFileLimit);
  if (!read.ok) return `error: ${name}: ${read.message}`;
  return readRequestSizes(name, read.text);
};

/** Reads the plan and the sizes file; never throws. */
export const simulatedPlan = async (
  command: SimulateCommand,
  io: CliIo,
): Promise<SimulatedPlan> => {
  const loaded = await io.loadPlan(command.file);
  if (!loaded.ok) return { ok: false, errors: loaded.errors };
  let plan = loaded.plan;
  let sizes: ImportedSizes | undefined;
  if (command.sizesFile !== undefined) {
    const read = await readSizes(command.sizesFile, io);
    if (typeof read === "string") return { ok: false, errors: [read] };
    const sizesName = sourceName(command.sizesFile);
    if (!read.ok) return { ok: false, errors: read.problems.map((p) => problemLine(sizesName, p)) };
    const applied = applyRequestSizes(plan, read.sizes);
    if (!applied.ok) {
      return {
        ok: false,
        errors: applied.problems.map((p) => `error: ${sizesName}: ${formatProblem(p)}`),
      };
    }
    plan = applied.value;
    sizes = read;
  }
  if (command.arrival !== undefined) {
    const applied = withArrival(plan, command.arrival);
    if (!applied.ok) {
      return {
        ok: false,
        errors: applied.problems.map((p) => `error: --arrival: ${formatProblem(p)}`),
      };
    }
    plan = applied.value;
  }
  const notes = loaded.notes;
  return sizes === undefined ? { ok: true, plan, notes } : { ok: true, plan, notes, sizes };
};
