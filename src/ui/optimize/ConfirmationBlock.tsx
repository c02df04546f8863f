import { For, Match, Show, Switch } from "solid-js";
import {
  type Confirmation,
  checkReplications,
  checkRequests,
  formatNumber,
} from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { type ConfirmText, useConfirmText } from "./confirmText.ts";
import styles from "./OptimizeView.module.css";

/** Where a configuration's simulated check stands. */
export type ConfirmState =
  | { kind: "waiting" }
  | { kind: "running"; ratePerSecond: number }
  | { kind: "done"; confirmation: Confirmation }
  | { kind: "failed" };

const percent = 100;
// Figures read at a glance: three significant digits.
const shown = (value: number): string => formatNumber(Number(value.toPrecision(3)));

const msText = (text: ConfirmText, value: number | null) =>
  value === null ? text.none : fill(text.ms, { value: shown(value) });

const shareText = (text: ConfirmText, value: number | null) =>
  value === null ? text.none : fill(text.percent, { value: shown(value * percent) });

const verdict = (text: ConfirmText, confirmation: Confirmation, target: number | undefined) => {
  const rate = shown(confirmation.ratePerSecond);
  if (!confirmation.stable) return fill(text.unstable, { rate });
  if (confirmation.holds) return fill(text.holds, { rate });
  const missed = confirmation.slo
    .filter((outcome) => !outcome.met)
    .map((outcome) =>
      fill(text.sloShort, {
        metric: outcome.metric.toUpperCase(),
        statistic: outcome.statistic,
        value: shown(outcome.valueMs),
        target: shown(outcome.targetMs),
      }),
    );
  const attained = confirmation.simulated.attainment;
  const short =
    target !== undefined && attained !== null && attained < target
      ? [
          fill(text.attainmentShort, {
            value: shown(attained * percent),
            target: shown(target * percent),
          }),
        ]
      : [];
  return fill(text.misses, { rate, slos: [...short, ...missed].join("; ") });
};

/** A configuration simulated at its sustainable load: attainment and P99s beside the estimate, and whether it holds. */
export const ConfirmationBlock = (props: { state: ConfirmState; target: number | undefined }) => {
  const text = useConfirmText();
  const rows = (confirmation: Confirmation) => [
    {
      metric: text().attainment,
      simulated: shareText(text(), confirmation.simulated.attainment),
      estimated: shareText(text(), confirmation.estimated.attainment),
    },
    {
      metric: text().ttftP99,
      simulated: msText(text(), confirmation.simulated.ttftP99Ms),
      estimated: msText(text(), confirmation.estimated.ttftP99Ms),
    },
    {
      metric: text().tpotP99,
      simulated: msText(text(), confirmation.simulated.tpotP99Ms),
      estimated: msText(text(), confirmation.estimated.tpotP99Ms),
    },
  ];
  return (
    <div class={styles.confirm} data-testid="confirmation">
      <h4 class={styles.subheading}>{text().heading}</h4>
      <Switch>
        <Match when={props.state.kind === "waiting"}>
          <p class={styles.body}>{text().waiting}</p>
        </Match>
        <Match when={props.state.kind === "failed"}>
          <p class={styles.body}>{text().failed}</p>
        </Match>
        <Match when={props.state.kind === "running" && props.state}>
          {(running) => (
            <p class={styles.body}>
              {fill(text().running, {
                runs: checkReplications,
                requests: formatNumber(checkRequests),
                rate: shown(running().ratePerSecond),
              })}
            </p>
          )}
        </Match>
        <Match when={props.state.kind === "done" && props.state.confirmation}>
          {(confirmation) => (
            <>
              <ul class={styles.changes}>
                <For each={rows(confirmation())}>
                  {(row) => <li>{fill(text().figure, row)}</li>}
                </For>
              </ul>
              <p
                class={styles.body}
                classList={{ [styles.missed as string]: !confirmation().holds }}
                data-holds={confirmation().holds}
              >
                {verdict(text(), confirmation(), props.target)}
              </p>
              <Show when={confirmation().shortOfRelaxation}>
                {(span) => (
                  <p class={styles.body} data-testid="confirmation-near-capacity">
                    {fill(text().nearCapacity, {
                      percent: `${shown(confirmation().busiestUtilization * percent)}%`,
                      span: formatNumber(Number(span().toPrecision(3))),
                      requests: formatNumber(checkRequests),
                    })}
                  </p>
                )}
              </Show>
            </>
          )}
        </Match>
      </Switch>
    </div>
  );
};
