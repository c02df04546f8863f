import { createMemo, For, Show } from "solid-js";
import type { SloOutcome } from "../../model/index.ts";
import {
  busierUtilization,
  maxInFlight,
  requestsPerReplication,
  runShortOfRelaxation,
} from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { estimateText, numberText, percentText } from "../results/valueText.ts";
import type { PanelRun } from "./createAutoSimulation.ts";
import { estimateFor } from "./estimateFor.ts";
import { estimateGaps } from "./estimateGaps.ts";
import styles from "./SimulationPanel.module.css";
import { SimulationTable } from "./SimulationTable.tsx";
import { type SimulateText, useSimulateText } from "./text.ts";

const secondsPerMinute = 60;
const msPerSecond = 1000;

const signedPercent = (fraction: number): string =>
  `${fraction > 0 ? "+" : "\u2212"}${percentText(Math.abs(fraction))}`;

const sloLabel = (text: SimulateText, metric: string, statistic: SloOutcome["statistic"]) =>
  fill(text.latencyLabel, { statistic: text.sloStatistics[statistic], metric });

/** One finished run: its load, stability, SLOs, attainment, goodput, busy shares and table. */
export const SimulationResult = (props: { entry: PanelRun; stale: boolean }) => {
  const { t } = useI18n();
  const text = useSimulateText();
  const report = () => props.entry.run.report();
  const capacity = () => props.entry.result.throughput.requestsPerSecond;
  // The busier stage's utilization by the estimate and, when each replication measured fewer
  // requests than its queue takes to relax, that span: then the simulated waits wander, and TTFT
  // and E2EL are not compared with the estimate (TPOT, which no queue holds, still is).
  const comparison = createMemo(() => {
    const current = report();
    const estimate = estimateFor(props.entry);
    if (!current || !estimate) return { gaps: [], busiest: 0, short: null, perRun: 0 };
    const busiest = busierUtilization(estimate.utilization);
    const perRun = requestsPerReplication(current);
    const short = runShortOfRelaxation(current, busiest);
    const gaps = estimateGaps(props.entry.plan, estimate, current).filter(
      (gap) => short === null || gap.metric === "tpot",
    );
    return { gaps, busiest, short, perRun };
  });
  const gaps = () => comparison().gaps;
  const attainmentTarget = () => props.entry.plan.slo.attainment;
  return (
    <Show when={report()}>
      {(r) => (
        <div class={styles.result} data-stale={props.stale ? "" : undefined}>
          <Show when={props.stale}>
            <p class={styles.note}>{text().stale}</p>
          </Show>
          <p class={styles.at}>
            {fill(text().at, {
              qpm: estimateText(r().ratePerSecond * secondsPerMinute),
              rps: estimateText(r().ratePerSecond),
              percent: capacity() > 0 ? percentText(r().ratePerSecond / capacity()) : "—",
            })}
          </p>
          <p class={styles.stability} data-stable={r().stable} data-testid="simulation-stability">
            {r().stable
              ? `✓ ${text().stable}`
              : r().overfull
                ? `✗ ${fill(text().overfull, { limit: numberText(maxInFlight) })}`
                : `✗ ${fill(text().unstable, { rate: estimateText(r().queueGrowthPerSecond) })}`}
          </p>
          <Show when={r().stable && r().warmup.limited}>
            <p class={styles.warn} data-testid="simulation-unsettled">
              {fill(text().unsettled, { requests: numberText(Math.round(r().warmup.requests)) })}
            </p>
          </Show>
          <Show when={r().stable && comparison().short}>
            {(span) => (
              <p class={styles.note} data-testid="simulation-relaxation">
                {fill(text().relaxation, {
                  percent: percentText(comparison().busiest),
                  span: numberText(Number(span().toPrecision(3))),
                  requests: numberText(Math.round(comparison().perRun)),
                })}
              </p>
            )}
          </Show>
          <Show when={gaps().length > 0}>
            <div class={styles.gap} role="note" data-testid="estimate-gap">
              <p>{text().gap}</p>
              <ul>
                <For each={gaps()}>
                  {(gap) => (
                    <li>
                      {fill(text().gapLine, {
                        label: sloLabel(text(), t().violations.metrics[gap.metric], gap.statistic),
                        estimate: estimateText(gap.estimateMs),
                        simulated: estimateText(gap.simulatedMs),
                        delta: signedPercent(gap.fraction),
                      })}
                    </li>
                  )}
                </For>
              </ul>
              <p>{text().gapAdvice}</p>
            </div>
          </Show>
          <dl class={styles.summary}>
            <For each={r().slo}>
              {(outcome) => (
                <div class={styles.item} data-met={outcome.met}>
                  <dt>
                    {sloLabel(text(), t().violations.metrics[outcome.metric], outcome.statistic)}
                  </dt>
                  <dd>
                    {fill(text().sloLine, {
                      value: estimateText(outcome.valueMs),
                      target: estimateText(outcome.targetMs),
                    })}
                  </dd>
                </div>
              )}
            </For>
            <Show when={r().sloAttainment !== null}>
              <div
                class={styles.item}
                data-met={
                  attainmentTarget() === undefined
                    ? undefined
                    : (r().sloAttainment ?? 0) >= (attainmentTarget() ?? 0)
                }
              >
                <dt>{text().attainment}</dt>
                <dd>
                  {percentText(r().sloAttainment ?? 0)}
                  <Show when={r().confidence?.sloAttainment}>
                    {(interval) =>
                      ` ${fill(text().interval, { half: percentText((interval().high - interval().low) / 2) })}`
                    }
                  </Show>
                  <Show when={attainmentTarget()}>
                    {(target) =>
                      ` · ${fill(text().attainmentTarget, { target: percentText(target()) })}`
                    }
                  </Show>
                </dd>
              </div>
            </Show>
            <Show when={r().goodputPerSecond !== null}>
              <div class={styles.item}>
                <dt>{text().goodput}</dt>
                <dd>
                  {fill(text().goodputValue, {
                    rps: estimateText(r().goodputPerSecond ?? 0),
                    qpm: estimateText((r().goodputPerSecond ?? 0) * secondsPerMinute),
                  })}
                </dd>
              </div>
            </Show>
            <div class={styles.item}>
              <dt>{text().utilization}</dt>
              <dd>
                {fill(text().utilizationValue, {
                  prefill: percentText(r().utilization.prefill),
                  decode: percentText(r().utilization.decode),
                })}
              </dd>
            </div>
          </dl>
          <Show when={r().rejected > 0}>
            <p class={styles.warn}>{fill(text().rejected, { count: r().rejected })}</p>
          </Show>
          <Show when={!r().stable}>
            <p class={styles.note}>{r().overfull ? text().overfullTable : text().unstableTable}</p>
          </Show>
          <SimulationTable report={r()} />
          <p class={styles.footer}>
            {fill(text().footer, {
              requests: r().requests,
              replications: r().replications,
              seconds: estimateText(r().durationSeconds),
              warmup: numberText(Math.round(r().warmup.requests)),
              elapsed: estimateText((props.entry.run.elapsedMs() ?? 0) / msPerSecond),
            })}
          </p>
        </div>
      )}
    </Show>
  );
};
