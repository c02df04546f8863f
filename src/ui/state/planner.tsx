import {
  batch,
  createContext,
  createMemo,
  createSignal,
  type ParentProps,
  useContext,
} from "solid-js";
import { createStore, reconcile, unwrap } from "solid-js/store";
import { catalog } from "../../data/index.ts";
import {
  boundedCopy,
  type Draft,
  draftFromPlan,
  type FieldPath,
  type FieldValue,
  planInputFromDraft,
  type StructuredKey,
} from "../../io/index.ts";
import type { Measured } from "../../model/index.ts";
import {
  defaultPlan,
  type FieldProblem,
  type Parsed,
  type Plan,
  type PlanResult,
  parsePlan,
  perPositionAcceptanceFor,
  type Solved,
  solveTraced,
} from "../../model/index.ts";

/** The plan being edited: the draft as typed, the last valid plan, and its result. */
export interface Planner {
  draft: Draft;
  /** Sets one field; a field that was measured becomes entered (its provenance is dropped). */
  setValue: (path: FieldPath, value: FieldValue) => void;
  setAcceptanceInput: (input: Draft["acceptanceInput"]) => void;
  /**
   * Replaces one nested part of the plan (latency, custom GPUs or models) with a new value; a
   * latency phase whose profile points change loses its measured provenance.
   */
  setStructured: (key: StructuredKey, value: unknown) => void;
  /** Replaces the whole draft, e.g. when a saved plan or an example is opened. */
  load: (draft: Draft) => void;
  /** Counts the edits of the draft: a cheap signal of any change, read instead of the draft. */
  revision: () => number;
  /** The draft the last load replaced, until it is restored or dismissed. */
  replaced: () => Draft | null;
  undoLoad: () => void;
  dismissUndo: () => void;
  parsed: () => Parsed<Plan>;
  problemFor: (path: string) => FieldProblem | undefined;
  /** The last plan that validated; results keep showing it while the draft is invalid. */
  plan: () => Plan;
  result: () => PlanResult;
  /** The result with the numbers its derivations are written from. */
  solved: () => Solved;
  stale: () => boolean;
  /** The draft validates but the solver failed on it; the results show the last plan that solved. */
  failed: () => boolean;
}

interface Current {
  plan: Plan;
  solved: Solved;
  failed: boolean;
}

// The solver is meant never to throw; if a bug makes it, the page keeps the last plan that solved.
const trySolve = (plan: Plan): Current | undefined => {
  try {
    return { plan, solved: solveTraced(plan, catalog), failed: false };
  } catch {
    return undefined;
  }
};

const tryParse = (draft: Draft): Parsed<Plan> => {
  try {
    return parsePlan(planInputFromDraft(draft));
  } catch {
    return { ok: false, problems: [] };
  }
};

/**
 * A copy that cannot overflow the stack; undefined for data too deep or too large to keep. Not
 * unwrapped first: Solid's unwrap walks the whole value and overflows on deep input itself.
 */
const copyOf = <T,>(value: T): T | undefined => boundedCopy(value) as T | undefined;

/** The draft's measured provenance without `fields`, or undefined when none is left. */
const withoutMeasured = (measured: unknown, fields: readonly string[]): Measured | undefined => {
  const kept = Object.fromEntries(
    Object.entries((measured ?? {}) as Measured).filter(([field]) => !fields.includes(field)),
  );
  return Object.keys(kept).length > 0 ? kept : undefined;
};

/** The latency phases whose profile points differ between two latency drafts. */
const changedProfiles = (before: unknown, after: unknown): string[] => {
  const profileOf = (latency: unknown, phase: string) =>
    JSON.stringify(
      ((latency ?? {}) as Record<string, { profile?: unknown } | undefined>)[phase]?.profile ?? [],
    );
  return ["prefill", "decode"]
    .filter((phase) => profileOf(before, phase) !== profileOf(after, phase))
    .map((phase) => `latency.${phase}.profile`);
};

export const createPlanner = (initial: Draft): Planner => {
  const [draft, setStore] = createStore<Draft>(copyOf(initial) ?? draftFromPlan(defaultPlan));
  const [revision, setRevision] = createSignal(0);
  // Every edit goes through here, so the revision counts them all.
  const setDraft: typeof setStore = (...args: unknown[]) => {
    batch(() => {
      (setStore as (...all: unknown[]) => void)(...args);
      setRevision((count) => count + 1);
    });
  };
  const [replaced, setReplaced] = createSignal<Draft | null>(null);
  const parsed = createMemo(() => tryParse(draft));
  const current = createMemo<Current>(
    (previous) => {
      const current = parsed();
      if (!current.ok) return previous.failed ? { ...previous, failed: false } : previous;
      return trySolve(current.value) ?? { ...previous, failed: true };
    },
    // The default plan solves; were it ever not to, solving it again throws to the error boundary.
    trySolve(defaultPlan) ?? {
      plan: defaultPlan,
      solved: solveTraced(defaultPlan, catalog),
      failed: true,
    },
  );
  const plan = createMemo(() => current().plan);
  const solved = createMemo(() => current().solved);
  const result = createMemo(() => solved().result);
  const problems = createMemo(() => {
    const current = parsed();
    return new Map(current.ok ? [] : current.problems.map((problem) => [problem.field, problem]));
  });
  // A value typed or pasted by hand is entered, no longer the measurement it replaced.
  const forget = (fields: readonly string[]) => {
    const measured = draft.structured.measured as Measured | undefined;
    if (!measured || !fields.some((field) => field in measured)) return;
    const kept = withoutMeasured(unwrap(measured), fields);
    setDraft("structured", "measured", kept === undefined ? undefined : reconcile(kept));
  };
  return {
    draft,
    setValue: (path, value) => {
      // A field re-reporting the value it holds (a blur, a reformat) changes nothing.
      if (Object.is(draft.values[path], value)) return;
      setDraft("values", path, value);
      forget([path]);
    },
    setAcceptanceInput: (input) => {
      // Carry the current α across, so switching how it is entered changes nothing by itself.
      const { draftTokens } = plan().specDecode;
      const alpha = result().specDecode.acceptanceLength;
      const rounded = (value: number) => Math.round(value * 1000) / 1000;
      const carried: [FieldPath, number] =
        input === "positions"
          ? [
              "specDecode.perPositionAcceptance",
              rounded(perPositionAcceptanceFor(draftTokens, alpha)),
            ]
          : ["specDecode.acceptanceLength", rounded(alpha)];
      if (!Number.isFinite(draft.values[carried[0]])) setDraft("values", carried[0], carried[1]);
      setDraft("acceptanceInput", input);
    },
    // Replaced whole rather than merged, so keys the new value leaves out are gone.
    setStructured: (key, value) => {
      const copy = copyOf(value);
      // A part too deep or too large to copy is refused, as storage would refuse it.
      if (copy === undefined) return;
      const changed =
        key === "latency" ? changedProfiles(unwrap(draft.structured.latency), copy) : [];
      setDraft("structured", key, reconcile(copy));
      forget(changed);
    },
    load: (next) => {
      const copy = copyOf(next);
      if (copy === undefined) return;
      setReplaced(copyOf(draft) ?? null);
      setDraft(reconcile(copy));
    },
    revision,
    replaced,
    undoLoad: () => {
      const previous = replaced();
      if (previous) setDraft(reconcile(previous));
      setReplaced(null);
    },
    dismissUndo: () => setReplaced(null),
    parsed,
    problemFor: (path) => problems().get(path),
    plan,
    result,
    solved,
    stale: () => !parsed().ok || current().failed,
    failed: () => current().failed,
  };
};

const PlannerContext = createContext<Planner>();

// The planner is made once per app and never replaced, so the context value need not track it.
export const PlannerProvider = (props: ParentProps<{ planner: Planner }>) => (
  // eslint-disable-next-line solid/reactivity
  <PlannerContext.Provider value={props.planner}>{props.children}</PlannerContext.Provider>
);

export const usePlanner = (): Planner => {
  const planner = useContext(PlannerContext);
  if (!planner) throw new Error("usePlanner needs a PlannerProvider");
  return planner;
};

export const defaultDraft = (): Draft => draftFromPlan(defaultPlan);
