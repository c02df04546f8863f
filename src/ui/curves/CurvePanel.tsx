import { For, Show } from "solid-js";
import type { Curve, CurveGuide, CurvePoint, Measured } from "../../model/index.ts";
import { formatNumber, type Plan } from "../../model/index.ts";
import {
  accuracyReportWords,
  curveBandLegend,
  curveBandNote,
  curvePointBandText,
  fill as fillText,
} from "../../text/index.ts";
import { CurveChart } from "../charts/CurveChart.tsx";
import type { ChartColors } from "../charts/chartColors.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { describePoint, seriesText } from "./describePoint.ts";
import { useCurvesText } from "./text.ts";

const fileNames: Record<Curve["id"], string> = {
  decode: "decode-throughput-vs-tpot",
  prefill: "prefill-throughput-vs-t1",
  pareto: "pareto-frontier",
  ttftVsRate: "ttft-vs-request-rate",
  nodesForTarget: "nodes-vs-target-qpm",
  attainmentVsRate: "slo-attainment-vs-load",
  ttftP99VsRate: "p99-ttft-vs-load",
  tpotP99VsRate: "p99-tpot-vs-load",
  ttftCdf: "ttft-cdf-at-sustainable-load",
  tpotCdf: "tpot-cdf-at-sustainable-load",
};

// Which phase's profile a chart's measured points come from.
const profileOf: Partial<Record<Curve["id"], keyof Measured>> = {
  decode: "latency.decode.profile",
  prefill: "latency.prefill.profile",
};

const fill = (template: string, value: number | undefined): string =>
  template.replace("{value}", formatNumber(value ?? 0));

/** One curve with its titles, SLO labels, hover text and the lines that explain it. */
export const CurvePanel = (props: {
  curve: Curve;
  plan: Plan;
  colors: ChartColors;
  xFromZero?: boolean;
  yLogarithmic?: boolean;
  yMax?: number;
  /** Extra lines under the chart, after its explanation. */
  notes?: string[];
}) => {
  const text = useCurvesText();
  const { t, language } = useI18n();
  const bandWords = () => ({ ...t().accuracy, ...accuracyReportWords[language()] });
  // The error bands of the points that rest on a roofline estimate.
  const bands = () =>
    props.curve.series.flatMap((series) =>
      series.points.flatMap((point) => (point.band === undefined ? [] : [point.band])),
    );
  const bandNote = () => (bands().length > 0 ? [curveBandNote(bandWords())] : []);
  const describe = (point: CurvePoint) => [
    ...describePoint(text(), point, measuredText("point")),
    ...(point.band === undefined ? [] : [curvePointBandText(point.band, bandWords())]),
  ];
  const chartText = () => text().charts[props.curve.id];
  // An axis may name the SLO's statistic, e.g. "P99 TTFT".
  const axisText = (template: string) =>
    fillText(template, {
      statistic: text().statistics[props.plan.slo.ttftStatistic ?? "mean"],
    });
  const guideLabel = (guide: CurveGuide): string => {
    const { slo } = props.plan;
    // A load read at a glance: three significant digits.
    if (guide.slo === "attainment" || guide.slo === "sustainable")
      return fill(text().guides[guide.slo], Number(guide.value.toPrecision(3)));
    if (guide.slo === "tpotMs") return fill(text().guides.tpotMs, slo.tpotMs);
    return guide.value === slo.ttftMs
      ? fill(text().guides.ttftMs, slo.ttftMs)
      : fill(text().guides.ttftMsLessTransfer, slo.ttftMs);
  };
  const flatNote = () => {
    const current = chartText();
    return props.curve.flat && "flat" in current ? [current.flat] : [];
  };
  // Imported profiles name their file; typed or pasted ones are just measured.
  const measuredFile = () => {
    const field = profileOf[props.curve.id];
    return field ? props.plan.measured?.[field]?.file : undefined;
  };
  const measuredBatches = () =>
    props.curve.series.flatMap((series) =>
      series.points
        .filter((point) => point.flags?.includes("measured"))
        .map((point) => point.detail.decodeBatch ?? point.detail.prefillBatch ?? 0),
    );
  const measuredText = (template: "legend" | "point" | "note") => {
    const file = measuredFile();
    const words = text().measured;
    const chosen = file === undefined ? words[template] : words[`${template}From`];
    return fillText(chosen, {
      file: file ?? "",
      batches: measuredBatches().map(String).join(", "),
    });
  };
  const measuredNote = () => (measuredBatches().length > 0 ? [measuredText("note")] : []);
  const empty = () => props.curve.series.every((series) => series.points.length === 0);
  return (
    <CurveChart
      curve={props.curve}
      title={chartText().title}
      xTitle={axisText(chartText().x)}
      yTitle={axisText(chartText().y)}
      xFromZero={props.xFromZero}
      yLogarithmic={props.yLogarithmic}
      yMax={props.yMax}
      seriesLabel={(series) => seriesText(text(), series.id, series.label)}
      guideLabel={guideLabel}
      bandLabel={text().simulated.band}
      currentLabel={text().thisPlan}
      measuredLabel={measuredText("legend")}
      describe={describe}
      errorBandLabel={curveBandLegend(bands(), bandWords())}
      summary={measuredNote()[0]}
      colors={props.colors}
      fileName={fileNames[props.curve.id]}
      exportLabels={{ png: text().exportPng, csv: text().exportCsv }}
    >
      <p>{chartText().explain}</p>
      <For each={[...(props.notes ?? []), ...measuredNote(), ...bandNote(), ...flatNote()]}>
        {(note) => <p>{note}</p>}
      </For>
      <Show when={empty()}>
        <p>{text().empty}</p>
      </Show>
    </CurveChart>
  );
};
