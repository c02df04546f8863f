import { For } from "solid-js";
import { CopyButton } from "./CopyButton.tsx";
import { commandParts } from "./commandParts.ts";
import styles from "./Deploy.module.css";

/** A shell command with its placeholders marked, and a button that copies it. */
export const CommandBlock = (props: { command: string; copyLabel: string; testId?: string }) => (
  <div class={styles.command}>
    {/* Focusable, so a keyboard can scroll a long line into view; shaded where more is hidden. */}
    <pre class={`${styles.pre} scroll-cue`} data-testid={props.testId} tabindex="0">
      <code>
        <For each={commandParts(props.command)}>
          {(part) =>
            part.placeholder ? (
              <mark class={styles.placeholder} data-placeholder>
                {part.text}
              </mark>
            ) : (
              part.text
            )
          }
        </For>
      </code>
    </pre>
    <CopyButton text={props.command} label={props.copyLabel} />
  </div>
);
