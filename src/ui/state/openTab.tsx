import { type Accessor, createContext, createSignal, type ParentProps, useContext } from "solid-js";

// Which view is open. Kept for this browser tab only (sessionStorage): a reload reopens the view,
// while a shared link opened in a new tab starts on the plan.
export const tabNames = [
  "plan",
  "curves",
  "optimize",
  "measure",
  "deploy",
  "saved",
  "glossary",
] as const;
export type TabName = (typeof tabNames)[number];

const storageKey = "xpyd.tab";

const known = (value: unknown): TabName | undefined => tabNames.find((name) => name === value);

const readTab = (): TabName => {
  try {
    return known(sessionStorage.getItem(storageKey)) ?? "plan";
  } catch {
    return "plan";
  }
};

export interface OpenTab {
  tab: Accessor<TabName>;
  /** Opens a view by name; a name that is no view changes nothing. */
  open: (name: string) => void;
}

export const createOpenTab = (): OpenTab => {
  const [tab, setTab] = createSignal<TabName>(readTab());
  return {
    tab,
    open: (name) => {
      const next = known(name);
      if (next === undefined) return;
      setTab(next);
      try {
        sessionStorage.setItem(storageKey, next);
      } catch {
        // Without storage the view opens on the plan after a reload.
      }
    },
  };
};

const OpenTabContext = createContext<OpenTab>();

// Made once per app and never replaced, so the context value need not track it.
export const OpenTabProvider = (props: ParentProps<{ openTab: OpenTab }>) => (
  // eslint-disable-next-line solid/reactivity
  <OpenTabContext.Provider value={props.openTab}>{props.children}</OpenTabContext.Provider>
);

/** The open view, or undefined outside the app (a view rendered on its own in a test). */
export const useOpenTab = (): OpenTab | undefined => useContext(OpenTabContext);
