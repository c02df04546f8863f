import { createSignal, createUniqueId, For, Show } from "solid-js";
import { examplePlans } from "../../data/index.ts";
import { draftFromPlan } from "../../io/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { FloatingBox } from "../shell/FloatingBox.tsx";
import { createOutsidePointer } from "../shell/outsidePointer.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./ExamplesMenu.module.css";
import { useExamplesText } from "./text.ts";

/**
 * A menu of example plans, each with a one-line description; choosing one loads it. The keys of a
 * menu button: Enter, Space or an arrow opens it, arrows, Home and End move, Enter picks, Escape
 * closes and gives focus back; Tab or a click elsewhere closes it.
 */
export const ExamplesMenu = () => {
  const planner = usePlanner();
  const { language } = useI18n();
  const text = useExamplesText();
  const id = createUniqueId();
  const [trigger, setTrigger] = createSignal<HTMLButtonElement>();
  const [highlighted, setHighlighted] = createSignal<number | null>(null);
  let menu: HTMLDivElement | undefined;
  const items = () => [...(menu?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];
  const highlight = (index: number) => {
    const count = examplePlans.length;
    const wrapped = ((index % count) + count) % count;
    setHighlighted(wrapped);
    items()[wrapped]?.focus();
  };
  const outside = createOutsidePointer(
    () => [menu, trigger()],
    () => close(),
  );
  const [open, setOpen] = createSignal<{ first: number } | null>(null);
  function close(refocus = false) {
    outside.stop();
    setOpen(null);
    setHighlighted(null);
    if (refocus) trigger()?.focus();
  }
  const show = (first: number) => setOpen({ first });
  const opened = (element: HTMLDivElement) => {
    menu = element;
    outside.listen();
    const first = open()?.first ?? 0;
    queueMicrotask(() => (first < 0 ? element.focus() : highlight(first)));
  };
  const choose = (index: number) => {
    const example = examplePlans[index];
    close(true);
    if (example) planner.load(draftFromPlan(example.plan));
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const current = highlighted() ?? -1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => highlight(current + 1),
      ArrowUp: () => highlight(current < 0 ? -1 : current - 1),
      Home: () => highlight(0),
      End: () => highlight(-1),
      Escape: () => close(true),
      Enter: () => current >= 0 && choose(current),
      // Space picks on its release: focus back on the button by then would make it click again.
      " ": () => undefined,
    };
    const move = moves[event.key];
    if (event.key === "Tab") close();
    if (!move) return;
    event.preventDefault();
    move();
  };
  return (
    <>
      <button
        ref={setTrigger}
        type="button"
        class={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open() !== null}
        aria-controls={open() ? id : undefined}
        data-expanded={open() ? "" : undefined}
        // A click from the keyboard (detail 0) opens on the first item, as Enter and Space do.
        onClick={(event) => (open() ? close() : show(event.detail === 0 ? 0 : -1))}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          show(event.key === "ArrowDown" ? 0 : examplePlans.length - 1);
        }}
      >
        {text().button}
        <span class={styles.icon} aria-hidden="true">
          ▾
        </span>
      </button>
      <Show when={open() && trigger()}>
        {(anchor) => (
          <FloatingBox
            ref={opened}
            anchor={anchor()}
            side="bottom"
            align="end"
            gutter={6}
            id={id}
            role="menu"
            aria-labelledby={`${id}-heading`}
            tabindex="-1"
            class={styles.content}
            onKeyDown={onMenuKey}
            onKeyUp={(event) => {
              const current = highlighted();
              if (event.key !== " " || current === null) return;
              event.preventDefault();
              choose(current);
            }}
          >
            <span id={`${id}-heading`} class={styles.groupLabel}>
              <span class={styles.heading}>{text().heading}</span>
              <span class={styles.note}>{text().note}</span>
            </span>
            <For each={examplePlans}>
              {(example, index) => (
                <button
                  type="button"
                  role="menuitem"
                  tabindex="-1"
                  class={styles.item}
                  data-highlighted={highlighted() === index() ? "" : undefined}
                  onPointerMove={() => {
                    if (highlighted() !== index()) highlight(index());
                  }}
                  onClick={() => choose(index())}
                >
                  <span class={styles.title}>{example.title[language()]}</span>
                  <span class={styles.description}>{example.description[language()]}</span>
                </button>
              )}
            </For>
          </FloatingBox>
        )}
      </Show>
    </>
  );
};
