import { Show } from "solid-js";
import { catalog } from "../../data/index.ts";
import type { ErrorBand, PhaseOutcome } from "../../model/index.ts";
import {
  bytesPerElement,
  bytesPerKiB,
  bytesPerMiB,
  defaultPrecision,
  formatEstimate,
  formatNumber,
  kvBytesPerToken,
  resolveModel,
  sourceDef,
} from "../../model/index.ts";
import type { ExplainedPath } from "../../text/index.ts";
import { bandHintText, bandText, fill, uncoveredText } from "../../text/index.ts";
import { measuredLabel, useMeasuredText } from "../form/measuredText.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Card } from "./Card.tsx";
import { Explain } from "./Explain.tsx";
import styles from "./LatencyCard.module.css";
import metric from "./Metric.module.css";
import { Metric } from "./Metric.tsx";
import { StepPartsBar } from "./StepPartsBar.tsx";
import { figureText } from "./valueText.ts";

/** 70,272 → "68.63 KiB": KV sizes in binary units, as HBM is counted. */
const bytesText = (bytes: number): string =>
  bytes >= bytesPerMiB
    ? `${formatNumber(Math.round((bytes / bytesPerMiB) * 100) / 100)} MiB`
    : bytes >= bytesPerKiB
      ? `${formatNumber(Math.round((bytes / bytesPerKiB) * 100) / 100)} KiB`
      : `${formatNumber(bytes)} B`;

/** Where t1 and the ITL came from, what bounds a roofline, the KV cache and the P → D transfer. */
export const LatencyCard = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const r = () => planner.result();
  const text = () => t().latency.results;
  const measuredText = useMeasuredText();
  // An entered constant or a profile that calibration took from a file says which file.
  const how = (outcome: PhaseOutcome, phase: "prefill" | "decode") => {
    const measured = planner.plan().measured ?? {};
    const def = sourceDef(outcome.source);
    const field = def.dataField(phase);
    const source = field === null ? undefined : measured[field];
    const parts = [
      source === undefined
        ? text().sources[outcome.source]
        : def.needs.profile
          ? `${text().sources[outcome.source]} · ${source.file}`
          : measuredLabel(measuredText(), source),
    ];
    if (outcome.boundBy) parts.push(text().bound[outcome.boundBy]);
    return parts.join(" · ");
  };
  // The solver reports bytes per token with the prefill GPU; the size itself needs only the model.
  const kvBytes = () => {
    const reported = r().latencyModel.kvBytesPerToken;
    if (reported !== null) return reported;
    const plan = planner.plan();
    const model = resolveModel(plan, catalog, plan.latency.model);
    const precision = plan.latency.precision ?? defaultPrecision;
    return model ? kvBytesPerToken(model, bytesPerElement(precision.kvCache)) : null;
  };
  const contextTokens = () =>
    planner.plan().workload.inputTokens + planner.plan().workload.outputTokens / 2;
  const transferModelled = () => planner.solved().trace.transfer !== null;
  // How far a roofline estimate may be, and what of the plan no published case covers.
  const BandLine = (props: { band: ErrorBand }) => (
    <dd class={metric.hint} data-testid="error-band">
      <span title={bandHintText(props.band, t().accuracy)}>
        {bandText(props.band, t().accuracy)}
      </span>
      <Show when={props.band.uncovered.length > 0}>
        {" "}
        <span class={styles.badge} title={uncoveredText(props.band.uncovered, t().accuracy)}>
          {t().accuracy.extrapolated}
        </span>
        <span class={styles.badgeHint}> {uncoveredText(props.band.uncovered, t().accuracy)}</span>
      </Show>
    </dd>
  );
  // A component, so a new result updates the row's text rather than rebuilding its explanation.
  const Phase = (props: {
    label: string;
    outcome: PhaseOutcome;
    path: ExplainedPath;
    which: "prefill" | "decode";
    band: ErrorBand | null;
  }) => (
    <div class={metric.metric} data-metric={props.path} data-source={props.outcome.source}>
      <dt class={metric.label}>{props.label}</dt>
      <dd class={metric.value}>
        <span class={metric.number}>
          {props.band ? formatEstimate(props.outcome.timeMs) : formatNumber(props.outcome.timeMs)}
        </span>
        <span class={metric.unit}> ms</span>
        <Explain path={props.path} label={props.label} />
      </dd>
      <dd class={metric.hint}>
        {how(props.outcome, props.which)}
        <Show when={props.outcome.extrapolated}>
          {" "}
          <span class={styles.badge} title={text().extrapolatedHint}>
            {text().extrapolated}
          </span>
          <span class={styles.badgeHint}> {text().extrapolatedHint}</span>
        </Show>
      </dd>
      <Show when={props.band}>{(band) => <BandLine band={band()} />}</Show>
      <Show when={props.outcome.parts}>{(parts) => <StepPartsBar parts={parts()} />}</Show>
    </div>
  );
  return (
    <Card title={text().title}>
      <Phase
        label={text().t1}
        outcome={r().latencyModel.prefill}
        path="latency.prefillBatchTimeMs"
        which="prefill"
        band={r().accuracy.prefill}
      />
      <Phase
        label={text().itl}
        outcome={r().latencyModel.decode}
        path="latency.itlMs"
        which="decode"
        band={r().accuracy.decode}
      />
      <Metric
        label={text().kvTransfer}
        value={transferModelled() ? figureText(r().latency.kvTransferMs, null) : text().unknown}
        unit={transferModelled() ? "ms" : undefined}
        path="latency.kvTransferMs"
        hint={
          transferModelled()
            ? fill(text().kvTransferHint, {
                // As the t1 row and the TTFT card show them: an estimate to its band's digits.
                t1: figureText(r().latency.prefillBatchTimeMs, r().accuracy.prefill?.fraction),
                transfer: figureText(r().latency.kvTransferMs, null),
                ttft: figureText(r().latency.ttftMs, r().accuracy.prefill?.fraction),
              })
            : text().kvTransferNone
        }
      />
      <Metric
        label={text().kvBytes}
        value={(() => {
          const bytes = kvBytes();
          return bytes === null ? text().unknown : bytesText(bytes);
        })()}
      />
      <Metric
        label={text().kvCache}
        value={(() => {
          const sequences = r().latencyModel.kvCacheSequencesPerDecodeInstance;
          return sequences === null ? text().unknown : fill(text().sequences, { count: sequences });
        })()}
        hint={
          r().latencyModel.kvCacheSequencesPerDecodeInstance === null
            ? text().kvCacheNone
            : fill(text().kvCacheHint, { tokens: contextTokens() })
        }
      />
    </Card>
  );
};
