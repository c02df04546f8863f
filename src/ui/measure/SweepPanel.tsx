import { createSignal, For, Show } from "solid-js";
import type { RunSummary } from "../../io/index.ts";
import {
  type SweepLatency,
  sweepColumns,
  sweepLatencies,
  sweepPoints,
  sweepRows,
} from "../../model/index.ts";
import { fill, metricLabel } from "../../text/index.ts";
import styles from "./DistributionPanel.module.css";
import shared from "./Measure.module.css";
import { MetricSelect } from "./MetricSelect.tsx";
import { metricText } from "./measureNumber.ts";
import { runLoad, runTitle } from "./runLabel.ts";
import { SourceTag } from "./SourceTag.tsx";
import table from "./SummaryTable.module.css";
import { SweepChart } from "./SweepChart.tsx";
import sweep from "./SweepPanel.module.css";
import { useMeasureText } from "./text.ts";

/**
 * Several runs as one table, a row a run by load, and one latency against output throughput;
 * a row's button picks the run the calibration below reads.
 */
export const SweepPanel = (props: {
  runs: readonly RunSummary[];
  chosenId: string | null;
  onChoose: (id: string) => void;
}) => {
  const text = useMeasureText();
  const [latency, setLatency] = createSignal<SweepLatency>("mean_tpot_ms");
  const rows = () => sweepRows(props.runs);
  const runOf = (index: number) => props.runs[index];
  const chosen = () => props.chosenId ?? props.runs[0]?.id;
  const points = () =>
    sweepPoints(rows(), latency()).map((point) => {
      const run = runOf(point.index);
      return { ...point, label: run === undefined ? "" : runTitle(run, props.runs) };
    });
  const latencyName = () => metricLabel(latency(), text());
  return (
    <section class={shared.panel} aria-labelledby="measure-sweep-heading">
      <h3 id="measure-sweep-heading" class={shared.subheading}>
        {text().sweep.heading}
      </h3>
      <p class={shared.intro}>{text().sweep.intro}</p>
      <section
        class={`${table.scroll} scroll-cue`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        aria-labelledby="measure-sweep-caption"
      >
        <table class={table.table}>
          <caption id="measure-sweep-caption" class="visually-hidden">
            {text().sweep.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" class={`${table.corner} ${sweep.run}`}>
                {text().sweep.run}
              </th>
              <th scope="col" class={sweep.load}>
                {text().sweep.load}
              </th>
              <For each={sweepColumns}>
                {(column) => <th scope="col">{metricLabel(column, text())}</th>}
              </For>
              <th scope="col">{text().sweep.use}</th>
            </tr>
          </thead>
          <tbody>
            <For each={rows()}>
              {(row) => {
                const run = () => runOf(row.index);
                return (
                  <Show when={run()}>
                    {(summary) => (
                      <tr data-run={summary().id}>
                        <th scope="row" class={sweep.run}>
                          <span class={table.runName}>{runTitle(summary(), props.runs)}</span>
                        </th>
                        <td class={sweep.load}>
                          {runLoad(summary(), text()) || text().sweep.noLoad}
                        </td>
                        <For each={sweepColumns}>
                          {(column) => {
                            const value = row.values[column];
                            const source = row.sources[column];
                            return (
                              <td title={value === null ? undefined : String(value)}>
                                {value === null ? "—" : metricText(column, value)}
                                {/* Only a value not computed exactly says where it came from. */}
                                <Show when={source !== null && source !== "computed" && source}>
                                  {(shown) => <SourceTag source={shown()} />}
                                </Show>
                              </td>
                            );
                          }}
                        </For>
                        <td>
                          <input
                            type="radio"
                            name="measure-sweep-use"
                            checked={chosen() === summary().id}
                            aria-label={fill(text().sweep.useRun, {
                              run: runTitle(summary(), props.runs),
                            })}
                            onChange={() => props.onChoose(summary().id)}
                          />
                        </td>
                      </tr>
                    )}
                  </Show>
                );
              }}
            </For>
          </tbody>
        </table>
      </section>
      <div class={`${styles.controls} ${sweep.controls}`}>
        <MetricSelect
          id="measure-sweep-latency"
          label={text().sweep.latency}
          value={latency()}
          options={sweepLatencies}
          optionLabel={(option) => metricLabel(option, text())}
          onChange={setLatency}
        />
      </div>
      <Show
        when={points().length > 0}
        fallback={<p class={shared.intro}>{fill(text().sweep.none, { metric: latencyName() })}</p>}
      >
        <div class={styles.canvasBox}>
          <SweepChart
            points={points()}
            seriesLabel={latencyName()}
            xTitle={text().sweep.x}
            yTitle={latencyName()}
            label={fill(text().sweep.summary, { metric: latencyName(), count: points().length })}
          />
        </div>
      </Show>
    </section>
  );
};
