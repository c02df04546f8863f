import type { EstimatedLatency, PlanResult } from "../model/index.ts";
import type { Row, RowOf, Section } from "./rowMaker.ts";
import { percentText, withUnit } from "./valueText.ts";

// The load the plan sustains with every SLO met under queueing, beside the capacity above it.

const limits = {
  ttft: "the TTFT SLO",
  tpot: "the TPOT SLO",
  e2el: "the E2EL SLO",
  attainment: "the attainment target",
  capacity: "capacity (every SLO holds there)",
  none: "nothing flows",
} as const;

const latencyText = (latency: EstimatedLatency): string =>
  `${withUnit(latency.valueMs, "ms")} (${latency.statistic}${latency.targetMs === null ? "" : `; SLO ${withUnit(latency.targetMs, "ms")}`})`;

export const sustainableSection = (result: PlanResult, row: RowOf): Section => {
  const s = result.sustainable;
  const reqPerMin = (value: number) => withUnit(value, "req/min");
  const waits = [
    ...(s.waits.routerMs > 0 ? [`router ${withUnit(s.waits.routerMs, "ms")}`] : []),
    `prefill queue ${withUnit(s.waits.prefillQueueMs, "ms")}`,
    `decode queue ${withUnit(s.waits.decodeQueueMs, "ms")}`,
  ].join(", ");
  const attainment: Row[] =
    s.attainment === null ? [] : [row("SLO attainment there", percentText(s.attainment))];
  return {
    title: "Sustainable load (with queueing)",
    rows: [
      row(
        "Requests per second λ_s",
        `${withUnit(s.requestsPerSecond, "req/s")} (${percentText(s.loadFraction)} of capacity)`,
        "sustainable.requestsPerSecond",
      ),
      row("Limited by", limits[s.limitedBy]),
      row("Sustainable QPM", reqPerMin(s.qpm)),
      row("Sustainable QPM per node", reqPerMin(s.qpmPerNode)),
      row("Sustainable QPM per GPU", reqPerMin(s.qpmPerGpu)),
      row(
        "Busy there, prefill / decode",
        `${percentText(s.utilization.prefill)} / ${percentText(s.utilization.decode)}`,
      ),
      row("TTFT there", latencyText(s.ttft)),
      row("TPOT there", latencyText(s.tpot)),
      row("E2EL there", latencyText(s.e2el)),
      row("Mean waits there", waits),
      ...attainment,
    ],
  };
};
