import { type Accessor, createEffect, createSignal, on, onCleanup } from "solid-js";
import { encodePlan } from "../../io/index.ts";
import type { Plan } from "../../model/index.ts";
import type { Planner } from "./planner.tsx";
import { draftStorageKey } from "./startup.ts";

/** The share link for a plan, at this page's address. */
export const shareUrl = async (plan: Plan): Promise<string> => {
  const url = new URL(window.location.href);
  url.hash = await encodePlan(plan);
  return url.toString();
};

// The draft is bounded when it is set, so this only guards against a fault elsewhere.
const draftText = (draft: Planner["draft"]): string | undefined => {
  try {
    return JSON.stringify(draft);
  } catch {
    return undefined;
  }
};

/** How long typing must pause before the address and the stored draft are written. */
export const settleMs = 250;

/**
 * Runs `write` once edits pause for `settleMs`, and at once when the page is hidden or left, or
 * printed, so a reload, a closed tab or a printout misses nothing. A keystroke then costs no
 * serializing at all.
 */
const whenSettled = (write: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    write();
  };
  const onHide = () => {
    if (document.visibilityState === "hidden") flush();
  };
  window.addEventListener("pagehide", flush);
  window.addEventListener("beforeprint", flush);
  document.addEventListener("visibilitychange", onHide);
  onCleanup(() => {
    flush();
    window.removeEventListener("pagehide", flush);
    window.removeEventListener("beforeprint", flush);
    document.removeEventListener("visibilitychange", onHide);
  });
  return () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      write();
    }, settleMs);
  };
};

/**
 * Keeps the outside world in step with the plan: the URL hash follows the last valid plan, and the
 * draft (valid or not) is autosaved, each once typing pauses. Both wait for the first edit, so
 * opening a link or a broken one overwrites nothing. Gives the share link as last written (the
 * printed report shows it): the opening plan's once the page has loaded, then each written one.
 */
export const persistPlanner = (
  planner: Planner,
  pageLoaded: Promise<void>,
): { link: Accessor<string | undefined> } => {
  const [link, setLink] = createSignal<string>();
  let latest = 0;
  const writeLink = (toAddress: boolean) => {
    const ticket = ++latest;
    // A plan that cannot be encoded leaves the address as it was rather than failing the page.
    void encodePlan(planner.plan())
      .catch(() => null)
      .then((encoded) => {
        if (encoded === null || ticket !== latest) return;
        const url = new URL(window.location.href);
        url.hash = encoded;
        if (toAddress) window.history.replaceState(null, "", url.hash);
        setLink(url.toString());
      });
  };
  void pageLoaded.then(() => {
    if (latest === 0) writeLink(false);
  });
  const writeDraft = whenSettled(() => {
    const text = draftText(planner.draft);
    if (text === undefined) return;
    try {
      localStorage.setItem(draftStorageKey, text);
    } catch {
      // Storage can be full or off; the URL still holds the last valid plan.
    }
  });
  createEffect(
    on(
      planner.plan,
      whenSettled(() => writeLink(true)),
      { defer: true },
    ),
  );
  // Tracks every edit of the draft without reading, let alone serializing, it on each keystroke.
  createEffect(on(planner.revision, writeDraft, { defer: true }));
  return { link };
};
