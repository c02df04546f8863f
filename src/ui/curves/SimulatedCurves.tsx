import { createEffect, createMemo, on, onCleanup, Show } from "solid-js";
import {
  capacityPerSecond,
  cdfCurves,
  formatNumber,
  type KneeEstimate,
  type KneeLoad,
  type KneeRun,
  kneeCurves,
  kneeLoads,
  kneeOptions,
  kneeRequests,
  runShortOfRelaxation,
} from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import type { ChartColors } from "../charts/chartColors.ts";
import { usePlanner } from "../state/planner.tsx";
import { CdfPanel } from "./CdfPanel.tsx";
import { CurvePanel } from "./CurvePanel.tsx";
import styles from "./CurvesView.module.css";
import { createRunQueue } from "./createRunQueue.ts";
import { useCurvesText } from "./text.ts";

// A new plan waits this long for the next change before its knee is simulated, as the optimizer does.
const debounceMs = 400;
const msPerSecond = 1000;
// Attainment is a share of requests: its axis ends at 100%.
const percentAxisTop = 100;
// Rates in notes are read at a glance: three significant digits.
const shown = (value: number): string => formatNumber(Number(value.toPrecision(3)));

/** The knee (attainment, P99 TTFT and P99 TPOT against load) and the CDFs at the sustainable load, simulated in the worker. */
export const SimulatedCurves = (props: { colors: ChartColors; estimate: KneeEstimate | null }) => {
  const planner = usePlanner();
  const text = useCurvesText();
  const words = () => text().simulated;
  const queue = createRunQueue<KneeLoad>();
  const loads = createMemo(() =>
    kneeLoads(capacityPerSecond(planner.result()), planner.result().sustainable.requestsPerSecond),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The one edge to the simulation worker: a new plan drops the old runs and, once editing pauses, queues its own.
  createEffect(
    on(
      () => [planner.plan(), loads()] as const,
      ([plan, list], previous) => {
        clearTimeout(timer);
        queue.start([]);
        const runs = list.map((load) => ({ tag: load, plan, options: kneeOptions(load) }));
        timer = setTimeout(() => queue.start(runs), previous === undefined ? 0 : debounceMs);
      },
    ),
  );
  onCleanup(() => {
    clearTimeout(timer);
    queue.stop();
  });
  const noEstimate: KneeEstimate = { attainment: [], ttft: [], tpot: [], sustainableRps: null };
  const runs = createMemo((): KneeRun[] =>
    queue.done().map((run) => ({ load: run.tag, report: run.report })),
  );
  const knee = createMemo(() => kneeCurves(planner.plan(), runs(), props.estimate ?? noEstimate));
  const sustainableRun = createMemo(() => runs().find((run) => run.load.sustainable));
  const cdf = createMemo(() => {
    const run = sustainableRun();
    return run ? cdfCurves(planner.plan(), run) : null;
  });
  const status = () => {
    const total = loads().length;
    if (total === 0) return words().section.nothing;
    const done = queue.done().length;
    if (queue.running()) return fill(words().section.running, { done: done + 1, total });
    const seconds = queue.done().reduce((sum, run) => sum + run.elapsedMs, 0) / msPerSecond;
    return done === 0
      ? ""
      : fill(words().section.finished, { total: done, seconds: shown(seconds) });
  };
  const unstableNote = () => {
    const rates = runs()
      .filter((run) => !run.report.stable)
      .map((run) => shown(run.load.ratePerSecond));
    return rates.length === 0 ? [] : [fill(words().unstableNote, { rates: rates.join(", ") })];
  };
  const unsettledNote = () => {
    const rates = runs()
      .filter((run) => runShortOfRelaxation(run.report, run.load.loadFraction) !== null)
      .map((run) => shown(run.load.ratePerSecond));
    return rates.length === 0 ? [] : [fill(words().unsettledNote, { rates: rates.join(", ") })];
  };
  const noSlos = () => {
    const { ttft, tpot, e2el } = planner.result().slo;
    return ttft === null && tpot === null && e2el === null;
  };
  const cdfNote = () =>
    sustainableRun() === undefined ? [words().noCdf] : cdf() === null ? [words().cdfUnstable] : [];
  const cdfLine = () =>
    fill(words().cdfLine, { rate: shown(sustainableRun()?.load.ratePerSecond ?? 0) });
  const exportLabels = () => ({ png: text().exportPng, csv: text().exportCsv });
  const guide = (curve: "ttftCdf" | "tpotCdf") => {
    const slo = planner.plan().slo;
    return curve === "ttftCdf"
      ? fill(text().guides.ttftMs, { value: slo.ttftMs ?? 0 })
      : fill(text().guides.tpotMs, { value: slo.tpotMs ?? 0 });
  };
  return (
    <section class={styles.simulated} aria-labelledby="simulated-heading">
      <h2 id="simulated-heading" class={styles.heading}>
        {words().section.heading}
      </h2>
      <p class={styles.intro}>
        {fill(words().section.intro, { loads: loads().length, requests: kneeRequests })}
      </p>
      <div class={styles.progress} role="status">
        <Show when={queue.running()}>
          <progress value={queue.progress()} max={1} aria-label={words().section.heading} />
        </Show>
        <span>{status()}</span>
        <Show when={queue.failed() > 0}>
          <span> {fill(words().section.failed, { count: queue.failed() })}</span>
        </Show>
      </div>
      <div class={styles.grid}>
        <CurvePanel
          curve={knee().attainment}
          plan={planner.plan()}
          colors={props.colors}
          yMax={percentAxisTop}
          notes={[...(noSlos() ? [words().noSlos] : []), ...unstableNote(), ...unsettledNote()]}
        />
        <CurvePanel
          curve={knee().ttft}
          plan={planner.plan()}
          colors={props.colors}
          yLogarithmic
          notes={[...unstableNote(), ...unsettledNote()]}
        />
        <CurvePanel
          curve={knee().tpot}
          plan={planner.plan()}
          colors={props.colors}
          notes={[...unstableNote(), ...unsettledNote()]}
        />
        <Show when={cdf()} fallback={<p class={styles.hint}>{cdfNote()[0]}</p>}>
          {(curves) => (
            <>
              <CdfPanel
                curve={curves().ttft}
                title={text().charts.ttftCdf.title}
                xTitle={text().charts.ttftCdf.x}
                yTitle={text().charts.ttftCdf.y}
                lineLabel={cdfLine()}
                sloLabel={guide("ttftCdf")}
                colors={props.colors}
                fileName="ttft-cdf-at-sustainable-load"
                exportLabels={exportLabels()}
                notes={[text().charts.ttftCdf.explain]}
              />
              <CdfPanel
                curve={curves().tpot}
                title={text().charts.tpotCdf.title}
                xTitle={text().charts.tpotCdf.x}
                yTitle={text().charts.tpotCdf.y}
                lineLabel={cdfLine()}
                sloLabel={guide("tpotCdf")}
                colors={props.colors}
                fileName="tpot-cdf-at-sustainable-load"
                exportLabels={exportLabels()}
                notes={[text().charts.tpotCdf.explain]}
              />
            </>
          )}
        </Show>
      </div>
    </section>
  );
};
