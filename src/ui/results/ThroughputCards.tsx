import { Show } from "solid-js";
import { bandHintText, fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Card } from "./Card.tsx";
import { Metric } from "./Metric.tsx";
import { figureText } from "./valueText.ts";

/** Ratio, per-instance rates and token throughput. */
export const ThroughputCards = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const r = () => planner.result();
  const tokens = () => t().fields["workload.inputTokens"].unit;
  // Each estimate shows three significant digits and the band of the step times it rests on.
  const accuracy = () => r().accuracy;
  const throughputBand = () => accuracy().throughput;
  const phaseBand = (which: "prefill" | "decode") => accuracy()[which]?.fraction ?? null;
  const phaseHint = (which: "prefill" | "decode") => {
    const band = accuracy()[which];
    return band ? bandHintText(band, t().accuracy) : undefined;
  };
  return (
    <>
      <Card title={t().results.rates}>
        <Metric
          label={t().results.ratio}
          value={figureText(r().ratio.prefillPerDecode, accuracy().ratio)}
          band={accuracy().ratio}
          bandHint={t().accuracy.ratioHint}
          path="ratio.prefillPerDecode"
          hint={[
            r().ratio.exact
              ? fill(t().results.exactPair, {
                  x: r().ratio.exact?.prefillInstances ?? 0,
                  y: r().ratio.exact?.decodeInstances ?? 0,
                })
              : "",
            r().ratio.nearest
              ? fill(t().results.nearestPair, {
                  x: r().ratio.nearest?.prefillInstances ?? 0,
                  y: r().ratio.nearest?.decodeInstances ?? 0,
                })
              : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        />
        <Metric
          label={t().results.prefillRate}
          value={figureText(r().rates.prefillRequestsPerSecond, phaseBand("prefill"))}
          band={phaseBand("prefill")}
          bandHint={phaseHint("prefill")}
          unit="req/s"
          path="rates.prefillRequestsPerSecond"
        />
        <Metric
          label={t().results.decodeRate}
          value={figureText(r().rates.decodeRequestsPerSecond, phaseBand("decode"))}
          band={phaseBand("decode")}
          bandHint={phaseHint("decode")}
          unit="req/s"
          path="rates.decodeRequestsPerSecond"
        />
        <Metric
          label={t().results.prefillLoops}
          value={figureText(r().rates.prefillLoops, accuracy().ratio)}
          path="rates.prefillLoops"
        />
      </Card>
      <Card title={t().results.throughput}>
        <Metric
          label={t().results.rps}
          value={figureText(r().throughput.requestsPerSecond, throughputBand())}
          band={throughputBand()}
          bandHint={t().accuracy.throughputHint}
          unit="req/s"
          path="throughput.requestsPerSecond"
        />
        <Metric
          label={t().results.inputTps}
          value={figureText(r().throughput.inputTokensPerSecond, throughputBand())}
          band={throughputBand()}
          bandHint={t().accuracy.throughputHint}
          unit={`${tokens()}/s`}
          path="throughput.inputTokensPerSecond"
        />
        <Metric
          label={t().results.outputTps}
          value={figureText(r().throughput.outputTokensPerSecond, throughputBand())}
          band={throughputBand()}
          bandHint={t().accuracy.throughputHint}
          unit={`${tokens()}/s`}
          path="throughput.outputTokensPerSecond"
        />
        <Metric
          label={t().results.inputPerPrefillNode}
          value={figureText(r().throughput.inputTokensPerSecondPerPrefillNode, throughputBand())}
          band={throughputBand()}
          bandHint={t().accuracy.throughputHint}
          path="throughput.inputTokensPerSecondPerPrefillNode"
        />
        <Metric
          label={t().results.outputPerDecodeNode}
          value={figureText(r().throughput.outputTokensPerSecondPerDecodeNode, throughputBand())}
          band={throughputBand()}
          bandHint={t().accuracy.throughputHint}
          path="throughput.outputTokensPerSecondPerDecodeNode"
        />
        <Metric
          label={t().results.outputPerGpu}
          value={figureText(r().throughput.outputTokensPerSecondPerGpu, throughputBand())}
          band={throughputBand()}
          bandHint={t().accuracy.throughputHint}
          path="throughput.outputTokensPerSecondPerGpu"
        />
        <Metric
          label={t().results.totalPerGpu}
          value={figureText(r().throughput.totalTokensPerSecondPerGpu, throughputBand())}
          band={throughputBand()}
          bandHint={t().accuracy.throughputHint}
          path="throughput.totalTokensPerSecondPerGpu"
        />
        <Show when={r().latency.tokensPerSecondPerUser > 0}>
          <Metric
            label={t().results.perUser}
            value={figureText(r().latency.tokensPerSecondPerUser, phaseBand("decode"))}
            band={phaseBand("decode")}
            bandHint={phaseHint("decode")}
            path="latency.tokensPerSecondPerUser"
          />
        </Show>
      </Card>
    </>
  );
};
