import { createEffect, createSignal, createUniqueId, onCleanup, Show } from "solid-js";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { FloatingBox } from "../shell/FloatingBox.tsx";
import styles from "./Field.module.css";

// A pointer resting on the "?" for this long opens the tip; passing over it does not.
const hoverDelayMs = 200;

const focusVisible = (element: Element) => {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
};

/**
 * A one-line explanation behind a small "?" that opens on hover, on keyboard focus and on a click
 * or a tap (which a touch screen's only way in); a second click, a tap elsewhere or Escape closes it.
 * The "?" is announced as what it explains, then the explanation ("TTFT SLO: …", "TTFT SLO：…").
 */
export const HelpTip = (props: { text: string; name: string }) => {
  const { t } = useI18n();
  const id = createUniqueId();
  const [trigger, setTrigger] = createSignal<HTMLButtonElement>();
  const [open, setOpen] = createSignal(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    clearTimeout(timer);
    setOpen(false);
  };
  onCleanup(() => clearTimeout(timer));
  // Whether the tip was open when the press began, so a click toggles what the press found.
  let openAtPress = false;
  // Open, a press anywhere else closes it: a touch screen has no pointer to leave the "?".
  createEffect(() => {
    if (!open()) return;
    const outside = (event: PointerEvent) => {
      if (!trigger()?.contains(event.target as Node)) hide();
    };
    document.addEventListener("pointerdown", outside);
    onCleanup(() => document.removeEventListener("pointerdown", outside));
  });
  return (
    <>
      <button
        ref={setTrigger}
        type="button"
        class={styles.help}
        aria-label={fill(t().helpLabel, { name: props.name, help: props.text })}
        aria-describedby={open() ? id : undefined}
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") show(hoverDelayMs);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") hide();
        }}
        onPointerDown={() => {
          openAtPress = open();
          hide();
        }}
        onPointerCancel={() => {
          openAtPress = false;
        }}
        onClick={(event) => {
          // Enter or Space (no press before it): toggle what is shown now.
          const wasOpen = event.detail === 0 ? open() : openAtPress;
          openAtPress = false;
          clearTimeout(timer);
          setOpen(!wasOpen);
        }}
        onFocus={(event) => {
          if (focusVisible(event.currentTarget)) show(0);
        }}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open()) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        ?
      </button>
      <Show when={open() && trigger()}>
        {(anchor) => (
          <FloatingBox
            anchor={anchor()}
            side="top"
            align="center"
            gutter={6}
            arrow
            id={id}
            role="tooltip"
            class={styles.tooltip}
          >
            {props.text}
          </FloatingBox>
        )}
      </Show>
    </>
  );
};
