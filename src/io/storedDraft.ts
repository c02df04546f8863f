import { parsePlan } from "../model/index.ts";
import { type Draft, planInputFromDraft, restoreDraftParts, type StructuredKey } from "./draft.ts";
import { solvesCleanly } from "./solvesCleanly.ts";

// The autosaved draft as the app finds it in storage: whatever is there, the app opens with a
// usable draft or none, and a note saying what was left out.

// localStorage holds about 5 MiB per origin, so anything longer was not written by this app.
// https://developer.mozilla.org/en-US/docs/Web/API/Storage_API/Storage_quotas_and_eviction_criteria
export const maxStoredDraftChars = 5 * 1024 * 1024;

export type DraftNote =
  | { reason: "unreadable" }
  | { reason: "tooLarge" }
  | { reason: "partsDropped"; parts: StructuredKey[] }
  | { reason: "cannotSolve" };

export interface StoredDraft {
  draft: Draft | null;
  note: DraftNote | null;
}

const nothing: StoredDraft = { draft: null, note: null };

/** Reads the stored text; never throws. A draft whose plan makes the solver throw is not used. */
export const readStoredDraft = (
  text: string | null,
  solves: typeof solvesCleanly = solvesCleanly,
): StoredDraft => {
  if (text === null || text === "") return nothing;
  if (text.length > maxStoredDraftChars) return { draft: null, note: { reason: "tooLarge" } };
  try {
    const restored = restoreDraftParts(JSON.parse(text));
    if (restored === null) return { draft: null, note: { reason: "unreadable" } };
    const parsed = parsePlan(planInputFromDraft(restored.draft));
    if (parsed.ok && !solves(parsed.value)) {
      return { draft: null, note: { reason: "cannotSolve" } };
    }
    const { dropped } = restored;
    return {
      draft: restored.draft,
      note: dropped.length > 0 ? { reason: "partsDropped", parts: dropped } : null,
    };
  } catch {
    return { draft: null, note: { reason: "unreadable" } };
  }
};
