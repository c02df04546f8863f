import { createEffect, createSignal, on } from "solid-js";
import { formatNumberText, isPartialNumber, parseNumberText, stepNumber } from "./numberText.ts";

// A page key moves this many steps.
const pageSteps = 10;

/**
 * A typed number: a text input with the spinbutton role and a decimal keypad. It refuses a key
 * that cannot be part of a number, reports every number typed (NaN when empty or unfinished),
 * tidies the text when it is committed (blur or Enter), and steps with the arrow keys, Page Up and
 * Down and the wheel while focused. Home and End move the caret. It sets no bounds: whoever owns
 * the value says what is wrong with it.
 */
export const NumberInput = (props: {
  id: string;
  /** NaN shows an empty field. */
  value: number;
  onValueChange: (value: number) => void;
  step: number;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  class?: string;
}) => {
  // The first value seeds the text; later values arrive through the effect below.
  // eslint-disable-next-line solid/reactivity
  const [text, setText] = createSignal(formatNumberText(props.value));
  const report = (next: string) => {
    setText(next);
    props.onValueChange(parseNumberText(next));
  };
  // A value set from outside (a loaded plan, an undo, a slider) replaces the text; one equal to
  // what is typed leaves "1." or "0.50" as they are.
  createEffect(
    on(
      () => props.value,
      (value) => {
        if (!Number.isNaN(value) && value !== parseNumberText(text())) {
          setText(formatNumberText(value));
        }
      },
      { defer: true },
    ),
  );
  const commit = () => {
    const value = parseNumberText(text());
    if (Number.isNaN(value)) return;
    const clamped = Math.min(Number.MAX_SAFE_INTEGER, Math.max(Number.MIN_SAFE_INTEGER, value));
    const tidy = formatNumberText(clamped);
    if (tidy !== text()) report(tidy);
  };
  const stepBy = (offset: number) => {
    report(formatNumberText(stepNumber(parseNumberText(text()), offset)));
    commit();
  };
  return (
    <input
      id={props.id}
      type="text"
      role="spinbutton"
      inputMode="decimal"
      autocomplete="off"
      autocorrect="off"
      spellcheck={false}
      class={props.class}
      placeholder={props.placeholder}
      value={text()}
      aria-valuenow={Number.isNaN(parseNumberText(text())) ? undefined : parseNumberText(text())}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onInput={(event) => {
        const input = event.currentTarget;
        // An input method composing a character may pass through text that is not yet a number.
        if (isPartialNumber(input.value) || event.isComposing) {
          if (input.value !== text()) report(input.value);
          return;
        }
        const caret = Math.max(0, (input.selectionStart ?? 1) - 1);
        input.value = text();
        input.setSelectionRange(caret, caret);
      }}
      onChange={commit}
      onKeyDown={(event) => {
        const offset = {
          ArrowUp: props.step,
          ArrowDown: -props.step,
          PageUp: props.step * pageSteps,
          PageDown: -props.step * pageSteps,
        }[event.key];
        if (offset === undefined) return;
        event.preventDefault();
        stepBy(offset);
      }}
      onWheel={(event) => {
        if (document.activeElement !== event.currentTarget || event.deltaY === 0) return;
        event.preventDefault();
        stepBy(event.deltaY < 0 ? props.step : -props.step);
      }}
    />
  );
};
