import { For, Show } from "solid-js";
import type { LaunchRole } from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { CommandBlock } from "./CommandBlock.tsx";
import styles from "./Deploy.module.css";
import { reasonText } from "./reasonText.ts";
import { reasonTexts } from "./reasonTexts.ts";
import { useDeployText } from "./text.ts";

/** One role of the launch: how many to start, the command, what to fill in and what to know. */
export const RoleBlock = (props: { role: LaunchRole; engine: string }) => {
  const text = useDeployText();
  const { language } = useI18n();
  const reasons = () => reasonTexts[language()];
  const name = () => text().roles[props.role.role];
  return (
    <section class={styles.role} data-role={props.role.role}>
      <h4 class={styles.roleHeading}>
        {name()}{" "}
        <span class={styles.count} data-testid={`${props.role.role}-instances`}>
          {fill(text().instances, { count: props.role.instances })}
        </span>
        <span class={styles.muted}>
          {props.role.role === "router"
            ? text().routerLabel
            : fill(text().instancesLabel, { count: props.role.instances })}
        </span>
      </h4>
      <CommandBlock
        command={props.role.command}
        copyLabel={fill(text().copyNamed, { name: `${props.engine} ${name()}` })}
        testId={`${props.role.role}-command`}
      />
      <Show when={props.role.placeholders.length > 0}>
        <details class={styles.details} open>
          <summary>
            {text().placeholders} ({props.role.placeholders.length})
          </summary>
          <dl class={styles.placeholders}>
            <For each={props.role.placeholders}>
              {(item) => (
                <>
                  <dt>
                    <mark class={styles.placeholder}>{item.name}</mark>
                  </dt>
                  <dd>{reasonText(item, reasons())}</dd>
                </>
              )}
            </For>
          </dl>
        </details>
      </Show>
      <Show when={props.role.notes.length > 0}>
        <ul class={styles.notes} aria-label={text().notes}>
          <For each={props.role.notes}>{(note) => <li>{reasonText(note, reasons())}</li>}</For>
        </ul>
      </Show>
    </section>
  );
};
