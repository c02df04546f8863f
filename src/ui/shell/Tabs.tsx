import {
  createContext,
  createSignal,
  createUniqueId,
  onCleanup,
  type ParentProps,
  Show,
  useContext,
} from "solid-js";

interface TabsState {
  id: string;
  value: () => string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState>();

const useTabs = () => {
  const state = useContext(TabsContext);
  if (!state) throw new Error("a tab outside <Tabs>");
  return state;
};

const tabId = (state: TabsState, value: string) => `${state.id}-tab-${value}`;
const panelId = (state: TabsState, value: string) => `${state.id}-panel-${value}`;

/** Where each key moves the focus among `count` tabs from `index`; the arrows wrap around. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

// Arrow keys, Home and End move the focus to another tab and open it (automatic activation).
const moveBetweenTabs = (event: KeyboardEvent & { currentTarget: HTMLElement }) => {
  const move = moves[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>("[role='tab']")];
  const index = tabs.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[move(index, tabs.length)];
  next?.focus();
  next?.click();
};

/**
 * Views behind a row of tabs, with the ARIA tabs pattern: one tab stop for the row, the arrows,
 * Home and End between tabs, and only the open view mounted.
 */
export const Tabs = (
  props: ParentProps<{ value: string; onChange: (value: string) => void; class?: string }>,
) => {
  const state: TabsState = {
    id: createUniqueId(),
    value: () => props.value,
    select: (value) => props.onChange(value),
  };
  return (
    <TabsContext.Provider value={state}>
      <div class={props.class}>{props.children}</div>
    </TabsContext.Provider>
  );
};

export const TabList = (props: ParentProps<{ class?: string }>) => (
  <div role="tablist" aria-orientation="horizontal" class={props.class} onKeyDown={moveBetweenTabs}>
    {props.children}
  </div>
);

export const Tab = (props: ParentProps<{ value: string; class?: string }>) => {
  const state = useTabs();
  const selected = () => state.value() === props.value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(state, props.value)}
      class={props.class}
      aria-selected={selected()}
      aria-controls={selected() ? panelId(state, props.value) : undefined}
      tabIndex={selected() ? 0 : -1}
      data-selected={selected() ? "" : undefined}
      onClick={() => state.select(props.value)}
    >
      {props.children}
    </button>
  );
};

/** Focusable itself only while nothing inside it is, so Tab always reaches the open view. */
const trackTabStop = (panel: HTMLElement, setTabIndex: (index: number | undefined) => void) => {
  const update = () =>
    setTabIndex(
      panel.querySelector("a[href], button, input, select, textarea, [tabindex='0']")
        ? undefined
        : 0,
    );
  update();
  const observer = new MutationObserver(update);
  observer.observe(panel, { subtree: true, childList: true });
  onCleanup(() => observer.disconnect());
};

export const TabPanel = (props: ParentProps<{ value: string; class?: string }>) => {
  const state = useTabs();
  const [tabIndex, setTabIndex] = createSignal<number | undefined>(0);
  return (
    <Show when={state.value() === props.value}>
      <div
        ref={(panel) => trackTabStop(panel, setTabIndex)}
        role="tabpanel"
        id={panelId(state, props.value)}
        aria-labelledby={tabId(state, props.value)}
        tabIndex={tabIndex()}
        class={props.class}
      >
        {props.children}
      </div>
    </Show>
  );
};
