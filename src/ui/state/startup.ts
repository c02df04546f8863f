import { firstVisitPlan } from "../../data/index.ts";
import {
  type Draft,
  type DraftNote,
  decodePlan,
  draftFromPlan,
  type LinkError,
  type LinkNote,
  readStoredDraft,
  type StoredDraft,
} from "../../io/index.ts";

export const draftStorageKey = "xpyd.draft";

/** What the app opens with: a shared link's plan, else the autosaved draft, else the first-visit plan. */
export interface Startup {
  draft: Draft;
  linkError: LinkError | null;
  /** What the banner says of a link that opened: a link from before checksums was not checked. */
  linkNote: LinkNote | null;
  /** The autosaved draft a broken link displaced, offered back in the banner. */
  displacedDraft: Draft | null;
  /** What was wrong with the autosaved draft, when it could not be used whole. */
  draftNote: DraftNote | null;
}

const readAutosave = (): StoredDraft => {
  try {
    return readStoredDraft(localStorage.getItem(draftStorageKey));
  } catch {
    return { draft: null, note: null };
  }
};

const opening = async (hash: string): Promise<Startup> => {
  const decoded = await decodePlan(hash);
  if (decoded.kind === "plan") {
    return {
      draft: draftFromPlan(decoded.plan),
      linkError: null,
      linkNote: decoded.note ?? null,
      displacedDraft: null,
      draftNote: null,
    };
  }
  const autosaved = readAutosave();
  if (decoded.kind === "error") {
    return {
      draft: draftFromPlan(firstVisitPlan),
      linkError: decoded.error,
      linkNote: null,
      displacedDraft: autosaved.draft,
      draftNote: autosaved.note,
    };
  }
  return {
    draft: autosaved.draft ?? draftFromPlan(firstVisitPlan),
    linkError: null,
    linkNote: null,
    displacedDraft: null,
    draftNote: autosaved.note,
  };
};

/** Never throws: whatever the hash and storage hold, the app opens with a draft. */
export const loadStartup = async (hash: string): Promise<Startup> => {
  try {
    return await opening(hash);
  } catch {
    return {
      draft: draftFromPlan(firstVisitPlan),
      linkError: { reason: "damaged" },
      linkNote: null,
      displacedDraft: null,
      draftNote: null,
    };
  }
};
