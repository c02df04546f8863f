import { For, Show } from "solid-js";
import type { RunSummary } from "../../io/index.ts";
import type { GoodputSlo } from "../../model/index.ts";
import { fill, metricLabel } from "../../text/index.ts";
import shared from "./Measure.module.css";
import { fileGroups, nameParts, runIdentity, runLoad, runName } from "./runLabel.ts";
import { SourceLegend } from "./SourceTag.tsx";
import styles from "./SummaryTable.module.css";
import { summaryRows } from "./summaryRows.ts";
import { useMeasureText } from "./text.ts";
import { ValueCell } from "./ValueCell.tsx";

/** Metric rows × run columns, each value tagged with where it came from. */
export const SummaryTable = (props: {
  runs: readonly RunSummary[];
  percentiles: readonly number[];
  goodput: GoodputSlo;
}) => {
  const text = useMeasureText();
  const rows = () =>
    summaryRows(
      props.runs.map((run) => run.analysis),
      props.percentiles,
    );
  const rowLabel = (key: string, attainment?: "ttft" | "tpot" | "e2el") =>
    attainment === undefined
      ? metricLabel(key, text())
      : fill(text().metrics.attainment, {
          metric: text().latencyNames[attainment],
          slo: props.goodput[`${attainment}Ms`] ?? "—",
        });
  return (
    <section class={shared.panel} aria-labelledby="measure-summary-heading">
      <h3 id="measure-summary-heading" class={shared.subheading}>
        {text().table.heading}
      </h3>
      <SourceLegend />
      <p class={styles.caption} aria-hidden="true">
        {text().table.caption}
      </p>
      <section
        class={`${styles.scroll} scroll-cue`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        aria-labelledby="measure-summary-caption"
      >
        <table class={styles.table}>
          {/* Shown above the scrolling box instead, where a narrow screen cannot cut it off. */}
          <caption id="measure-summary-caption" class="visually-hidden">
            {text().table.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} class={styles.corner}>
                {text().table.metric}
              </th>
              <For each={fileGroups(props.runs)}>
                {(group) => (
                  <th scope="colgroup" colSpan={group.runs.length} class={styles.fileHead}>
                    <For each={nameParts(group.fileName)}>
                      {(part) => (
                        <>
                          {part}
                          <wbr />
                        </>
                      )}
                    </For>
                  </th>
                )}
              </For>
            </tr>
            <tr>
              <For each={props.runs}>
                {(run) => (
                  <th scope="col">
                    <Show when={runName(run, props.runs) !== run.fileName}>
                      <span class={styles.runName}>
                        {fill(text().files.line, { line: String(run.line) })}
                      </span>
                    </Show>
                    <Show when={runIdentity(run) !== ""}>
                      <span class={styles.runIdentity}>{runIdentity(run)}</span>
                    </Show>
                    <span class={styles.runLoad}>{runLoad(run, text())}</span>
                  </th>
                )}
              </For>
            </tr>
          </thead>
          <tbody>
            <For each={rows()}>
              {(row) => (
                <tr data-key={row.key}>
                  <th scope="row">{rowLabel(row.key, row.attainment)}</th>
                  <For each={row.cells}>{(cell) => <ValueCell cell={cell} />}</For>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </section>
    </section>
  );
};
