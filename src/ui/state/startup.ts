import { type Draft, draftFromPlan, restoreDraft } from "../../io/draft.ts";
import { decodePlan, type LinkError } from "../../io/urlCodec.ts";
import { defaultPlan } from "../../model/index.ts";

export const draftStorageKey = "xpyd.draft";

/** What the app opens with: a shared link's plan, else the autosaved draft, else the default. */
export interface Startup {
  draft: Draft;
  linkError: LinkError | null;
  /** The autosaved draft a broken link displaced, offered back in the banner. */
  displacedDraft: Draft | null;
}

const readAutosave = (): Draft | null => {
  try {
    const text = localStorage.getItem(draftStorageKey);
    return text ? restoreDraft(JSON.parse(text)) : null;
  } catch {
    return null;
  }
};

export const loadStartup = async (hash: string): Promise<Startup> => {
  const decoded = await decodePlan(hash);
  if (decoded.kind === "plan") {
    return { draft: draftFromPlan(decoded.plan), linkError: null, displacedDraft: null };
  }
  const autosaved = readAutosave();
  if (decoded.kind === "error") {
    return {
      draft: draftFromPlan(defaultPlan),
      linkError: decoded.error,
      displacedDraft: autosaved,
    };
  }
  return { draft: autosaved ?? draftFromPlan(defaultPlan), linkError: null, displacedDraft: null };
};
