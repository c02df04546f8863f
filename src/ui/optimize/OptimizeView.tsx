import { For, Show } from "solid-js";
import { draftFromPlan } from "../../io/index.ts";
import type { RankedConfiguration } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useOpenTab } from "../state/openTab.tsx";
import { usePlanner } from "../state/planner.tsx";
import { AggregatedSummary } from "./AggregatedSummary.tsx";
import { ConfigurationCard } from "./ConfigurationCard.tsx";
import { useConfirmText } from "./confirmText.ts";
import { createConfirmRun } from "./createConfirmRun.ts";
import { createOptimizeRun } from "./createOptimizeRun.ts";
import styles from "./OptimizeView.module.css";
import { SearchSummary } from "./SearchSummary.tsx";
import { useOptimizeText } from "./text.ts";

/** The optimizer: the best configurations of the plan being edited, each one click from the form. */
export const OptimizeView = () => {
  const planner = usePlanner();
  const text = useOptimizeText();
  const confirmText = useConfirmText();
  const run = createOptimizeRun(() => planner.plan());
  const confirm = createConfirmRun(() => run.answer()?.result ?? null);
  const openTab = useOpenTab();
  // The applied plan is shown where it is edited: its form and results, with the undo bar above.
  const apply = (config: RankedConfiguration) => {
    planner.load(draftFromPlan(config.plan));
    openTab?.open("plan");
  };
  return (
    <section class={styles.view} aria-labelledby="optimize-heading" aria-busy={run.searching()}>
      <div class={styles.panel}>
        <h2 id="optimize-heading" class={styles.heading}>
          {text().heading}
        </h2>
        <p class={styles.intro}>{text().intro}</p>
        <p class={styles.status} role="status">
          {run.searching() && !run.answer() ? text().searching : ""}
        </p>
        <Show when={run.answer()}>
          {(answer) => (
            <>
              <SearchSummary result={answer().result} elapsedMs={answer().elapsedMs} />
              <Show when={answer().result.aggregated}>
                {(comparison) => <AggregatedSummary comparison={comparison()} />}
              </Show>
            </>
          )}
        </Show>
      </div>
      <Show when={run.answer()}>
        {(answer) => (
          <section class={styles.results} aria-labelledby="optimize-list-heading">
            <h3 id="optimize-list-heading" class={styles.listHeading}>
              {text().listHeading}
              <Show when={run.searching()}>
                <span class={styles.refreshing}> · {text().searching}</span>
              </Show>
              <Show when={!run.searching() && confirm.running()}>
                <span class={styles.refreshing}>
                  {" "}
                  ·{" "}
                  {fill(confirmText().progress, {
                    done: Math.min(
                      answer().result.top.length,
                      Math.floor(confirm.progress() * answer().result.top.length) + 1,
                    ),
                    total: answer().result.top.length,
                  })}
                </span>
              </Show>
            </h3>
            <Show
              when={answer().result.top.length > 0}
              fallback={<p class={styles.hint}>{text().none}</p>}
            >
              <ol class={styles.list}>
                <For each={answer().result.top}>
                  {(config) => (
                    <li class={styles.item}>
                      <ConfigurationCard
                        config={config}
                        objective={answer().result.objective}
                        confirm={confirm.stateOf(config.rank)}
                        attainmentTarget={config.plan.slo.attainment}
                        onApply={() => apply(config)}
                      />
                    </li>
                  )}
                </For>
              </ol>
            </Show>
          </section>
        )}
      </Show>
    </section>
  );
};
