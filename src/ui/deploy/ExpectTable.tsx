import { createMemo, createSignal, createUniqueId, For, Index, Show } from "solid-js";
import type { BenchPrediction, RunSummary } from "../../io/index.ts";
import { attainmentKey, expectedKeys, requestRateText } from "../../io/index.ts";
import { formatNumber, formatPercent, formatTwoDecimals } from "../../model/index.ts";
import { fill, metricLabel } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { runLoad, runName } from "../measure/runLabel.ts";
import { measureTexts } from "../measure/text.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Deploy.module.css";
import { errorText } from "./errorText.ts";
import { runComparison } from "./runComparison.ts";
import { closestRun, loadDifferences, nearestRate, type PlannedLoad } from "./runMismatch.ts";
import { useVerifyText } from "./verifyText.ts";

const goodputKeys = new Set(["request_goodput", attainmentKey]);

/**
 * The simulated metrics at each benchmark run's rate, and beside them a chosen imported run's
 * values and the error against the prediction at the rate nearest the run's.
 */
export const ExpectTable = (props: {
  runs: readonly RunSummary[];
  predictions: readonly BenchPrediction[];
}) => {
  const planner = usePlanner();
  const text = useVerifyText();
  const { language } = useI18n();
  const [chosenId, setChosenId] = createSignal<string | null>(null);
  const captionId = createUniqueId();
  const rated = () => props.predictions.filter((p) => p.command.requestsPerSecond !== null);
  const planned = createMemo(
    (): PlannedLoad => ({
      inputTokens: planner.plan().workload.inputTokens,
      outputTokens: planner.plan().workload.outputTokens,
      rates: rated().map((p) => p.command.requestsPerSecond ?? 0),
    }),
  );
  const sloSet = () => {
    const { ttftMs, tpotMs, e2elMs } = planner.plan().slo;
    return [ttftMs, tpotMs, e2elMs].some((target) => target !== undefined);
  };
  const keys = () => expectedKeys.filter((key) => sloSet() || !goodputKeys.has(key));
  // The chosen run while it is still imported, else the one closest to the plan's load.
  const run = () =>
    props.runs.find((r) => r.id === chosenId()) ?? closestRun(props.runs, planned());
  const compared = () => {
    const chosen = run();
    return chosen === undefined ? -1 : nearestRate(chosen, planned().rates);
  };
  const differences = createMemo(() => {
    const chosen = run();
    return chosen === undefined ? [] : loadDifferences(chosen, planned());
  });
  // Tokens per request to 1 decimal (random lengths average to fractions), rates as the runs ask.
  const differenceText = () =>
    differences()
      .map((d) => {
        const shown = (value: number) =>
          d.aspect === "requestRate"
            ? requestRateText(value)
            : formatNumber(Number(value.toFixed(1)));
        return fill(text().aspects[d.aspect], {
          measured: shown(d.measured),
          planned: shown(d.planned),
        });
      })
      .join(language() === "zh" ? "；" : "; ");
  const comparison = createMemo(() => {
    const chosen = run();
    const prediction = rated()[compared()];
    if (chosen === undefined || prediction === undefined) return new Map();
    return new Map(
      runComparison(prediction.expected, chosen.analysis).map((row) => [row.key, row]),
    );
  });
  const measuredOf = (key: string) => {
    const chosen = run();
    const value = chosen?.analysis.metrics.find((metric) => metric.key === key)?.value;
    return comparison().get(key)?.measured ?? (typeof value === "number" ? value : null);
  };
  const valueText = (key: string, value: number) =>
    key === attainmentKey ? formatPercent(value) : formatTwoDecimals(value);
  const cell = (prediction: BenchPrediction, key: string) => {
    const value = prediction.expected[key];
    if (value !== undefined) return valueText(key, value);
    return prediction.report === null ? text().pending : text().none;
  };
  const label = (key: string) =>
    key === attainmentKey ? text().attainmentLabel : metricLabel(key, measureTexts[language()]);
  const runLabel = (r: RunSummary) => {
    const load = runLoad(r, measureTexts[language()]);
    return load === "" ? runName(r, props.runs) : `${runName(r, props.runs)} (${load})`;
  };
  return (
    <div class={styles.expect}>
      <h3 class={styles.subheading}>{text().expectHeading}</h3>
      <Show when={props.runs.length > 0} fallback={<p class={styles.muted}>{text().noRuns}</p>}>
        <label class={styles.runPicker}>
          <span>{text().run}</span>
          <select
            class={styles.select}
            value={run()?.id}
            onChange={(event) => setChosenId(event.currentTarget.value)}
          >
            <For each={props.runs}>{(r) => <option value={r.id}>{runLabel(r)}</option>}</For>
          </select>
        </label>
      </Show>
      <Show when={differences().length > 0}>
        <p class={styles.mismatch} role="note" data-testid="expect-mismatch">
          {fill(text().mismatch, { differences: differenceText() })}
        </p>
      </Show>
      {/* Scrolls sideways on a phone, shaded where more columns are hidden; focusable, so the
          keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section class="scroll-cue" aria-labelledby={captionId} tabIndex={0}>
        <table class={styles.table} data-testid="expect-table">
          <caption id={captionId} class={styles.caption}>
            {text().expectCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{text().metric}</th>
              <Index each={rated()}>
                {(prediction, index) => (
                  <th scope="col" data-variant={prediction().command.variant}>
                    {fill(text().rateColumn, {
                      rate: requestRateText(prediction().command.requestsPerSecond ?? 0),
                    })}
                    <Show when={run() !== undefined && index === compared()}>
                      {" "}
                      <span class={styles.compared}>({text().compared})</span>
                    </Show>
                  </th>
                )}
              </Index>
              <Show when={run()}>
                <th scope="col">{text().measured}</th>
                <th scope="col">{text().error}</th>
              </Show>
            </tr>
          </thead>
          <tbody>
            <For each={keys()}>
              {(key) => (
                <tr data-key={key}>
                  <th scope="row">{label(key)}</th>
                  <Index each={rated()}>
                    {(prediction) => (
                      <td data-variant={prediction().command.variant}>{cell(prediction(), key)}</td>
                    )}
                  </Index>
                  <Show when={run()}>
                    <td data-column="measured">
                      {(() => {
                        const measured = measuredOf(key);
                        return measured === null ? text().notMeasured : valueText(key, measured);
                      })()}
                    </td>
                    <td data-column="error">
                      {(() => {
                        const error = comparison().get(key)?.errorPercent;
                        return error === null || error === undefined
                          ? text().none
                          : errorText(error);
                      })()}
                    </td>
                  </Show>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </section>
      <Show when={!sloSet()}>
        <p class={styles.muted}>{text().goodputNone}</p>
      </Show>
    </div>
  );
};
