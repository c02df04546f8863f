import { createMemo, For } from "solid-js";
import { benchCommands } from "../../io/launch/benchCommand.ts";
import { fill } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { sharedMeasureWorkspace } from "../measure/measureWorkspace.ts";
import { usePlanner } from "../state/planner.tsx";
import { CommandBlock } from "./CommandBlock.tsx";
import styles from "./Deploy.module.css";
import { ExpectTable } from "./ExpectTable.tsx";
import { reasonText } from "./reasonText.ts";
import { reasonTexts } from "./reasonTexts.ts";
import { useDeployText } from "./text.ts";

/** The three benchmark runs that test the plan, and what the plan predicts they will measure. */
export const VerifyPanel = () => {
  const planner = usePlanner();
  const text = useDeployText();
  const { language } = useI18n();
  const bench = createMemo(() => benchCommands(planner.plan(), planner.result()));
  // The Measurements tab's files, kept for the page's life, so runs imported there show here.
  const workspace = sharedMeasureWorkspace(() => planner.plan().slo);
  return (
    <section class={styles.panel} aria-labelledby="verify-heading">
      <h2 id="verify-heading" class={styles.heading}>
        {text().verify.heading}
      </h2>
      <p class={styles.intro}>
        {text().verify.intro} {text().verify.knee}
      </p>
      <div class={styles.benchGrid}>
        <For each={bench().commands}>
          {(run) => (
            <div class={styles.role} data-variant={run.variant}>
              <h3 class={styles.roleHeading}>
                {fill(text().verify.variants[run.variant], { n: run.maxConcurrency })}
                <span class={styles.muted}>
                  {fill(text().verify.prompts, { n: run.numPrompts })}
                </span>
              </h3>
              <CommandBlock
                command={run.command}
                copyLabel={fill(text().copyNamed, {
                  name: fill(text().verify.copyVariants[run.variant], { n: run.maxConcurrency }),
                })}
                testId={`bench-${run.variant}`}
              />
            </div>
          )}
        </For>
      </div>
      <details class={styles.details}>
        <summary>
          {text().placeholders} ({bench().placeholders.length})
        </summary>
        <dl class={styles.placeholders}>
          <For each={bench().placeholders}>
            {(item) => (
              <>
                <dt>
                  <mark class={styles.placeholder}>{item.name}</mark>
                </dt>
                <dd>{reasonText(item, reasonTexts[language()])}</dd>
              </>
            )}
          </For>
        </dl>
      </details>
      <ExpectTable runs={workspace.client.snapshot().runs} />
    </section>
  );
};
