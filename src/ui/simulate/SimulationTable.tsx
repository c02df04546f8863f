import { createUniqueId, For } from "solid-js";
import type { Interval, LatencySummary, SimulationReport } from "../../model/index.ts";
import { formatTwoDecimals } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import styles from "./SimulationTable.module.css";
import { type SimulateText, useSimulateText } from "./text.ts";

const columns = ["mean", "p50", "p90", "p99", "p99.9"] as const;
type Column = (typeof columns)[number];
type Row = keyof SimulateText["rows"];

const rowsOf = (report: SimulationReport): [Row, LatencySummary | null][] => [
  ["ttft", report.ttftMs],
  ["tpot", report.tpotMs],
  ["itl", report.itlMs],
  ["e2el", report.e2elMs],
  ["routerMs", report.waits.routerMs],
  ["prefillQueueMs", report.waits.prefillQueueMs],
  ["kvTransferMs", report.waits.kvTransferMs],
  ["decodeQueueMs", report.waits.decodeQueueMs],
];

// The statistics the report gives an interval for.
const intervalOf = (report: SimulationReport, row: Row, column: Column): Interval | null => {
  const confidence = report.confidence;
  if (!confidence) return null;
  if (row === "ttft" && column === "mean") return confidence.ttftMeanMs;
  if (row === "ttft" && column === "p99") return confidence.ttftP99Ms;
  if (row === "tpot" && column === "mean") return confidence.tpotMeanMs;
  if (row === "tpot" && column === "p99") return confidence.tpotP99Ms;
  return null;
};

/** The simulated latencies and waits, by statistic, with intervals where replications give them. */
export const SimulationTable = (props: { report: SimulationReport }) => {
  const text = useSimulateText();
  const noteId = createUniqueId();
  return (
    <div class={styles.wrap}>
      {/* Scrolls sideways on a phone, shaded where more columns are hidden; focusable, so the
          keyboard can scroll it too. */}
      <section class={`${styles.scroll} scroll-cue`} aria-label={text().tableTitle} tabindex="0">
        <table class={styles.table} data-testid="simulation-table" aria-describedby={noteId}>
          <caption class="visually-hidden">{text().tableTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{text().metric}</th>
              <For each={columns}>
                {(column) => <th scope="col">{text().statistics[column]}</th>}
              </For>
            </tr>
          </thead>
          <tbody>
            <For each={rowsOf(props.report)}>
              {([row, summary]) => (
                <tr data-row={row} classList={{ [styles.wait as string]: row.endsWith("Ms") }}>
                  <th scope="row">{text().rows[row]}</th>
                  <For each={columns}>
                    {(column) => {
                      const interval = intervalOf(props.report, row, column);
                      return (
                        <td>
                          {summary ? formatTwoDecimals(summary[column]) : "—"}
                          {interval ? (
                            <span class={styles.interval}>
                              {fill(text().interval, {
                                half: formatTwoDecimals((interval.high - interval.low) / 2),
                              })}
                            </span>
                          ) : null}
                        </td>
                      );
                    }}
                  </For>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </section>
      <p id={noteId} class={styles.caption}>
        {text().caption}
      </p>
    </div>
  );
};
