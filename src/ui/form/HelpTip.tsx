import { Tooltip } from "@kobalte/core/tooltip";
import styles from "./Field.module.css";

/** A one-line explanation behind a small "?" that opens on hover and on keyboard focus. */
export const HelpTip = (props: { text: string; label: string }) => (
  <Tooltip openDelay={200} placement="top">
    <Tooltip.Trigger class={styles.help} aria-label={props.label} type="button">
      ?
    </Tooltip.Trigger>
    <Tooltip.Portal>
      <Tooltip.Content class={styles.tooltip}>
        <Tooltip.Arrow />
        {props.text}
      </Tooltip.Content>
    </Tooltip.Portal>
  </Tooltip>
);
