import { Show } from "solid-js";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { Card } from "./Card.tsx";
import { Metric } from "./Metric.tsx";
import { numberText as n } from "./valueText.ts";

/** Ratio, per-instance rates and token throughput. */
export const ThroughputCards = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const r = () => planner.result();
  const tokens = () => t().fields["workload.inputTokens"].unit;
  return (
    <>
      <Card title={t().results.rates}>
        <Metric
          label={t().results.ratio}
          value={n(r().ratio.prefillPerDecode)}
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
          value={n(r().rates.prefillRequestsPerSecond)}
          unit="req/s"
          path="rates.prefillRequestsPerSecond"
        />
        <Metric
          label={t().results.decodeRate}
          value={n(r().rates.decodeRequestsPerSecond)}
          unit="req/s"
          path="rates.decodeRequestsPerSecond"
        />
        <Metric
          label={t().results.prefillLoops}
          value={n(r().rates.prefillLoops)}
          path="rates.prefillLoops"
        />
      </Card>
      <Card title={t().results.throughput}>
        <Metric
          label={t().results.rps}
          value={n(r().throughput.requestsPerSecond)}
          unit="req/s"
          path="throughput.requestsPerSecond"
        />
        <Metric
          label={t().results.inputTps}
          value={n(r().throughput.inputTokensPerSecond)}
          unit={`${tokens()}/s`}
          path="throughput.inputTokensPerSecond"
        />
        <Metric
          label={t().results.outputTps}
          value={n(r().throughput.outputTokensPerSecond)}
          unit={`${tokens()}/s`}
          path="throughput.outputTokensPerSecond"
        />
        <Metric
          label={t().results.inputPerPrefillNode}
          value={n(r().throughput.inputTokensPerSecondPerPrefillNode)}
          path="throughput.inputTokensPerSecondPerPrefillNode"
        />
        <Metric
          label={t().results.outputPerDecodeNode}
          value={n(r().throughput.outputTokensPerSecondPerDecodeNode)}
          path="throughput.outputTokensPerSecondPerDecodeNode"
        />
        <Metric
          label={t().results.outputPerGpu}
          value={n(r().throughput.outputTokensPerSecondPerGpu)}
          path="throughput.outputTokensPerSecondPerGpu"
        />
        <Metric
          label={t().results.totalPerGpu}
          value={n(r().throughput.totalTokensPerSecondPerGpu)}
          path="throughput.totalTokensPerSecondPerGpu"
        />
        <Show when={r().latency.tokensPerSecondPerUser > 0}>
          <Metric
            label={t().results.perUser}
            value={n(r().latency.tokensPerSecondPerUser)}
            path="latency.tokensPerSecondPerUser"
          />
        </Show>
      </Card>
    </>
  );
};
