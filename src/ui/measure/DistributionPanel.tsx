import { createSignal, For, Show } from "solid-js";
import type { RunSummary } from "../../io/index.ts";
import type { GoodputSlo } from "../../model/index.ts";
import {
  formatNumber,
  type LatencyMetric,
  latencyMetrics,
  tabledShares,
} from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { CdfChart } from "./CdfChart.tsx";
import type { CdfLine } from "./cdfChartConfig.ts";
import { cdfQuantile, trimmedCdf } from "./cdfLines.ts";
import styles from "./DistributionPanel.module.css";
import shared from "./Measure.module.css";
import { MetricSelect } from "./MetricSelect.tsx";
import { twoDecimals } from "./measureNumber.ts";
import { runTitle } from "./runLabel.ts";
import { useMeasureText } from "./text.ts";

/** The CDF of one latency metric, one line per run, with its SLO; a table says the same in words. */
export const DistributionPanel = (props: { runs: readonly RunSummary[]; goodput: GoodputSlo }) => {
  const text = useMeasureText();
  const [metric, setMetric] = createSignal<LatencyMetric>("ttft");
  const name = () => text().latencyNames[metric()];
  const drawn = () =>
    props.runs.flatMap((run) => {
      const distribution = run.analysis.distributions[metric()];
      if (distribution === undefined || distribution.points.length === 0) return [];
      const stepped = distribution.kind === "buckets";
      const label = runTitle(run, props.runs);
      const points = trimmedCdf(distribution);
      return [{ run, distribution, points, label, stepped }];
    });
  const lines = (): CdfLine[] =>
    drawn().map((line) => ({
      label: line.stepped ? `${line.label} (${text().chart.estimate})` : line.label,
      points: line.points,
      stepped: line.stepped,
    }));
  const slo = () => {
    const key = metric();
    const ms = key === "itl" ? undefined : props.goodput[`${key}Ms`];
    return ms === undefined ? undefined : { ms, label: fill(text().chart.slo, { value: ms }) };
  };
  return (
    <section class={shared.panel} aria-labelledby="measure-cdf-heading">
      <h3 id="measure-cdf-heading" class={shared.subheading}>
        {text().chart.heading}
      </h3>
      <div class={styles.controls}>
        <MetricSelect
          id="measure-cdf-metric"
          label={text().chart.metric}
          value={metric()}
          options={latencyMetrics}
          optionLabel={(option) => text().latencyNames[option]}
          onChange={setMetric}
        />
      </div>
      <Show
        when={drawn().length > 0}
        fallback={<p class={shared.intro}>{fill(text().chart.none, { metric: name() })}</p>}
      >
        <div class={styles.canvasBox}>
          <CdfChart
            lines={lines()}
            xTitle={fill(text().chart.x, { metric: name() })}
            yTitle={text().chart.y}
            slo={slo()}
            label={fill(text().chart.summary, { metric: name(), count: drawn().length })}
          />
        </div>
        <div class="visually-hidden">
          <table>
            <caption>{text().chart.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{text().chart.run}</th>
                <th scope="col">{text().chart.kind}</th>
                <th scope="col">{text().chart.count}</th>
                <For each={tabledShares}>
                  {(share) => <th scope="col">{`p${Math.round(share * 100)}`}</th>}
                </For>
              </tr>
            </thead>
            <tbody>
              <For each={drawn()}>
                {(line) => (
                  <tr>
                    <th scope="row">{line.label}</th>
                    <td>{text().chart.kinds[line.distribution.kind]}</td>
                    <td>{formatNumber(line.distribution.count)}</td>
                    <For each={tabledShares}>
                      {(share) => {
                        const ms = cdfQuantile(line.points, share, line.stepped);
                        return (
                          <td title={ms === null ? undefined : String(ms)}>
                            {ms === null ? "—" : twoDecimals(ms)}
                          </td>
                        );
                      }}
                    </For>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>
      </Show>
    </section>
  );
};
