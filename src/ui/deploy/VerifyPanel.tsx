import { For, Show } from "solid-js";
import { type BenchPrediction, requestRateText } from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { countText } from "../measure/measureNumber.ts";
import { sharedMeasureWorkspace } from "../measure/measureWorkspace.ts";
import { usePlanner } from "../state/planner.tsx";
import { CommandBlock } from "./CommandBlock.tsx";
import type { Verification } from "./createVerification.ts";
import styles from "./Deploy.module.css";
import { ExpectTable } from "./ExpectTable.tsx";
import { reasonText } from "./reasonText.ts";
import { reasonTexts } from "./reasonTexts.ts";
import { useDeployText } from "./text.ts";
import { verdictWords } from "./verdictWords.ts";
import { useVerifyText } from "./verifyText.ts";

/** The two benchmark runs that test the plan, and what the simulator says each will measure. */
export const VerifyPanel = (props: { verification: Verification }) => {
  const planner = usePlanner();
  const text = useDeployText();
  const verify = useVerifyText();
  const { language } = useI18n();
  const bench = () => props.verification.bench();
  const simulations = () => props.verification.simulations();
  const predictions = () => props.verification.predictions();
  // The Measurements tab's files, kept for the page's life, so runs imported there show here.
  const workspace = sharedMeasureWorkspace(() => planner.plan().slo);
  const rateOf = (prediction: BenchPrediction) =>
    prediction.command.requestsPerSecond === null
      ? verify().noRate
      : requestRateText(prediction.command.requestsPerSecond);
  const flags = (prediction: BenchPrediction) =>
    [
      fill(verify().prompts, { n: countText(prediction.command.numPrompts) }),
      ...(prediction.command.goodput.length > 0
        ? [fill(verify().goodput, { pairs: prediction.command.goodput.join(" ") })]
        : []),
    ].join(verify().flagsJoin);
  const status = (prediction: BenchPrediction): string | null => {
    if (prediction.command.requestsPerSecond === null) return null;
    const rate = rateOf(prediction);
    if (prediction.verdict !== null) return verdictWords(prediction.verdict, rate, verify());
    const state = simulations()[prediction.command.variant]?.state();
    return state === "failed"
      ? fill(verify().failed, { rate })
      : fill(verify().simulating, { rate });
  };
  return (
    <section class={styles.panel} aria-labelledby="verify-heading">
      <h2 id="verify-heading" class={styles.heading}>
        {verify().heading}
      </h2>
      <p class={styles.intro}>
        {verify().intro} {verify().noClientCap}
      </p>
      <div class={styles.benchGrid}>
        <For each={predictions()}>
          {(prediction) => (
            <div class={styles.role} data-variant={prediction.command.variant}>
              <h3 class={styles.roleHeading}>
                {fill(verify().variants[prediction.command.variant], { rate: rateOf(prediction) })}
                <span
                  class={styles.muted}
                  data-testid={`bench-${prediction.command.variant}-flags`}
                >
                  {flags(prediction)}
                </span>
              </h3>
              <CommandBlock
                command={prediction.command.command}
                copyLabel={fill(text().copyNamed, {
                  name: fill(verify().copyVariants[prediction.command.variant], {
                    rate: rateOf(prediction),
                  }),
                })}
                testId={`bench-${prediction.command.variant}`}
              />
              <Show when={status(prediction)}>
                {(line) => (
                  <p
                    class={styles.verdict}
                    role="status"
                    data-verdict={prediction.verdict?.kind ?? "pending"}
                    data-testid={`verdict-${prediction.command.variant}`}
                  >
                    {line()}
                  </p>
                )}
              </Show>
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
      <ExpectTable runs={workspace.client.snapshot().runs} predictions={predictions()} />
    </section>
  );
};
