import { useI18n } from "../i18n/i18n.tsx";

// Words for the load a plan sustains beside its capacity; zh mirrors en key for key.

const en = {
  capacity: "Capacity at full load",
  capacityNote: "The article's figures: every instance busy all the time.",
  sustainable: "Sustainable load",
  sustainableNote: "The most load at which every SLO holds, queueing included (estimate).",
  qpm: "QPM",
  perNode: "per node",
  perGpu: "per GPU",
  ofCapacity: "{percent} of capacity",
  busy: "Busy",
  busyValue: "P {prefill} · D {decode}",
  statistics: { mean: "mean", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
  latency: "{statistic} {metric}",
  againstSlo: "{value} ms · SLO {target} ms",
  noSlo: "{value} ms · no SLO",
  attainment: "SLO attainment",
  attainmentAgainst: "{value} · target {target}",
  attainmentOnly: "{value}",
  limitedBy: "Limited by",
  limits: {
    ttft: "the {statistic} TTFT SLO",
    tpot: "the {statistic} TPOT SLO",
    e2el: "the {statistic} E2EL SLO",
    attainment: "the attainment target",
    capacity: "capacity: no SLO binds below it",
    none: "nothing: no request flows",
  },
  feasibleUpTo: "Feasible up to {qpm} QPM ({percent} of capacity): every SLO holds there.",
  feasibleNoSlo:
    "Feasible: every limit holds. No SLO is set, so the load may reach capacity, {qpm} QPM.",
  noLoadHolds: "Not feasible: {limit} fails at any load; relax it or speed up that phase.",
  atFullLoadTitle: "{title} at full load",
  atSustainableTitle: "{title} at the sustainable load",
  latencyNoQueue: "Latency of one request, no queueing",
  recommended: "Recommended router max concurrency",
  reasons: {
    sustainableInFlight:
      "The {inFlight} requests in the servers at the sustainable load ({rps} req/s, Little's law), plus {headroom} headroom so the cap binds on about 1% of arrivals.",
    capacityInFlight:
      "The {inFlight} requests in the servers near capacity ({rps} req/s, Little's law), plus {headroom} headroom so the cap binds on about 1% of arrivals.",
    decodeSlots:
      "The {slots} decode slots the plan's capacity ({capacity} req/s) needs at its TPOT: each decode instance holds at most its share of the cap, so a lower cap would lower capacity. That is more than the {inFlight} requests in the servers at {rps} req/s plus {headroom} headroom, so the cap seldom binds.",
    nothingFlows: "No request flows, so any cap does; fix what the status names first.",
  },
  articleFigures: "The article's figures below explain it: each counts a different thing.",
  setIt: "Set it",
  isSet: "The plan's router cap is this value.",
};

export type SustainableText = typeof en;

const zh: SustainableText = {
  capacity: "满载容量",
  capacityNote: "文章中的数字：所有实例始终满负荷。",
  sustainable: "可持续负载",
  sustainableNote: "计入排队后仍能满足全部 SLO 的最大负载（估算）。",
  qpm: "QPM",
  perNode: "每节点",
  perGpu: "每 GPU",
  ofCapacity: "容量的 {percent}",
  busy: "繁忙度",
  busyValue: "P {prefill} · D {decode}",
  statistics: { mean: "均值", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
  latency: "{metric} {statistic}",
  againstSlo: "{value} ms · SLO {target} ms",
  noSlo: "{value} ms · 未设 SLO",
  attainment: "SLO 达成率",
  attainmentAgainst: "{value} · 目标 {target}",
  attainmentOnly: "{value}",
  limitedBy: "受限于",
  limits: {
    ttft: "TTFT {statistic} SLO",
    tpot: "TPOT {statistic} SLO",
    e2el: "E2EL {statistic} SLO",
    attainment: "SLO 达成率目标",
    capacity: "容量：容量以内没有 SLO 起约束作用",
    none: "无：没有请求流过",
  },
  feasibleUpTo: "可行：负载不超过 {qpm} QPM（容量的 {percent}）时，所有 SLO 都能满足。",
  feasibleNoSlo: "可行：所有限制都满足。未设 SLO，负载可以达到容量 {qpm} QPM。",
  noLoadHolds: "不可行：任何负载下 {limit} 都无法满足；请放宽它，或加快相应阶段。",
  atFullLoadTitle: "满载时的{title}",
  atSustainableTitle: "可持续负载下的{title}",
  latencyNoQueue: "单个请求的时延（不计排队）",
  recommended: "建议的 router 最大并发",
  reasons: {
    sustainableInFlight:
      "可持续负载（{rps} 请求/秒）下服务端中的 {inFlight} 个请求（利特尔法则），再加 {headroom} 的余量，使上限只对约 1% 的到达请求起作用。",
    capacityInFlight:
      "接近容量（{rps} 请求/秒）时服务端中的 {inFlight} 个请求（利特尔法则），再加 {headroom} 的余量，使上限只对约 1% 的到达请求起作用。",
    decodeSlots:
      "方案容量（{capacity} 请求/秒）在其 TPOT 下需要 {slots} 个 Decode 槽位：每个 Decode 实例最多容纳上限中属于它的那一份，上限再低就会降低容量。这比 {rps} 请求/秒时服务端中的 {inFlight} 个请求加 {headroom} 的余量还多，因此上限很少起作用。",
    nothingFlows: "没有请求流过，任何上限都一样；请先解决状态栏指出的问题。",
  },
  articleFigures: "下面是文章中的三个数字，用来解释它：每个数字统计的对象不同。",
  setIt: "填入方案",
  isSet: "方案中的 router 上限就是这个值。",
};

export const sustainableTexts = { en, zh } as const;

/** These strings in the app's current language. */
export const useSustainableText = (): (() => SustainableText) => {
  const { language } = useI18n();
  return () => sustainableTexts[language()];
};
