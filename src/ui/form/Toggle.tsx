import { createUniqueId, type JSX } from "solid-js";
import styles from "./Toggle.module.css";

/**
 * An on/off switch: a native checkbox with the switch role, drawn as a track and thumb. Space
 * flips it, as it does any checkbox; the track and the label both point at it.
 */
export const Toggle = (props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Marks the control for the plan field it edits. */
  path?: string;
  /** Drawn after the label (a help tip), outside it, so it is not part of the switch's name. */
  children?: JSX.Element;
}) => {
  const id = createUniqueId();
  return (
    <div class={styles.switch} data-checked={props.checked ? "" : undefined} data-path={props.path}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        class={styles.input}
        checked={props.checked}
        onChange={(event) => {
          props.onChange(event.currentTarget.checked);
          // The state is the caller's: a change it did not take springs back.
          event.currentTarget.checked = props.checked;
        }}
      />
      <label for={id} class={styles.control}>
        <span class={styles.thumb} />
      </label>
      <label for={id} class={styles.label}>
        {props.label}
      </label>
      {props.children}
    </div>
  );
};
