import { createSignal } from "solid-js";
import type { MeasurementInput } from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import styles from "./Measure.module.css";
import { useMeasureText } from "./text.ts";

/** Pasted text, read like a file named "pasted 1", "pasted 2", ... */
export const PasteBox = (props: { onText: (input: MeasurementInput) => void }) => {
  const text = useMeasureText();
  const [value, setValue] = createSignal("");
  const [empty, setEmpty] = createSignal(false);
  let pasted = 0;
  const read = () => {
    if (value().trim() === "") {
      setEmpty(true);
      return;
    }
    pasted += 1;
    props.onText({ name: fill(text().paste.name, { n: String(pasted) }), text: value() });
    setValue("");
    setEmpty(false);
  };
  return (
    <div class={`${styles.field} ${styles.spaced}`}>
      <label class={styles.label} for="measure-paste">
        {text().paste.label}
      </label>
      <textarea
        id="measure-paste"
        class={styles.input}
        rows={4}
        spellcheck={false}
        value={value()}
        aria-invalid={empty()}
        aria-describedby={empty() ? "measure-paste-error" : undefined}
        onInput={(event) => setValue(event.currentTarget.value)}
      />
      <div class={styles.spaced}>
        <button type="button" class={styles.button} onClick={read}>
          {text().paste.read}
        </button>
      </div>
      {empty() ? (
        <span id="measure-paste-error" class={styles.error}>
          {text().paste.empty}
        </span>
      ) : null}
    </div>
  );
};
