import { formatDisplay as f, type PlanResult } from "../model/index.ts";
import type { ExplainedPath } from "../text/index.ts";
import type { Row, RowOf, Section } from "./rowMaker.ts";
import { percentText, usdText, withUnit } from "./valueText.ts";

// Sections on what each request sees and what it costs: concurrency, latency, limits, SLOs, cost.

type SloCheck = NonNullable<PlanResult["slo"]["ttft"]>;

const ms = (value: number) => withUnit(value, "ms");

const acceptanceSources = {
  off: "speculative decoding off",
  acceptanceLength: "entered",
  perPositionAcceptance: "from per-position acceptance",
} as const;

const sloText = (check: SloCheck): string =>
  `${check.statistic} ${ms(check.valueMs)} vs target ${ms(check.targetMs)}, margin ${ms(check.marginMs)} ` +
  `(${percentText(check.marginFraction)}): ${check.met ? "met" : "MISSED"}`;

const sloRows = (result: PlanResult, row: RowOf): Row[] => {
  const checks = [
    ["TTFT", result.slo.ttft],
    ["TPOT", result.slo.tpot],
    ["E2EL", result.slo.e2el],
  ] as const;
  const set = checks.flatMap(([name, check]) => (check ? [row(name, sloText(check))] : []));
  return set.length > 0 ? set : [row("SLOs", "none set")];
};

const limitRows = (
  side: string,
  limit: PlanResult["limits"]["prefillBatch"],
  path: ExplainedPath,
  row: RowOf,
) => [
  row(`${side} batch, effective`, `${f(limit.effective)} of ${f(limit.requested)} requested`, path),
  row(`${side} batch, binding limit`, `${limit.binding} (${limit.bindingField})`),
];

const phaseText = (phase: PlanResult["latencyModel"]["prefill"]): string =>
  [
    phase.source === "constant" ? "entered" : phase.source,
    phase.boundBy ? `${phase.boundBy}-bound` : "",
    phase.extrapolated ? "extrapolated" : "",
  ]
    .filter(Boolean)
    .join(", ");

export const serviceSections = (result: PlanResult, row: RowOf): Section[] => {
  const { concurrency: c, latency, specDecode, limits, cost } = result;
  const costSection: Section[] = cost
    ? [
        {
          title: "Cost",
          rows: [
            row("Per hour", usdText(cost.perHourUsd), "cost.perHourUsd"),
            row(
              "Per million output tokens",
              cost.perMillionOutputTokensUsd === null
                ? "no tokens flow"
                : usdText(cost.perMillionOutputTokensUsd),
              "cost.perMillionOutputTokensUsd",
            ),
            row(
              "Per million input tokens",
              cost.perMillionInputTokensUsd === null
                ? "no tokens flow"
                : usdText(cost.perMillionInputTokensUsd),
              "cost.perMillionInputTokensUsd",
            ),
          ],
        },
      ]
    : [];
  return [
    {
      title: "Concurrency",
      rows: [
        row("C, requests decoding (article)", withUnit(c.article, "req"), "concurrency.article"),
        row(
          "Decode slots, sequences that fit",
          withUnit(c.decodeSlots, "req"),
          "concurrency.decodeSlots",
        ),
        row(
          "L, requests in flight (Little's law)",
          withUnit(c.littlesLaw, "req"),
          "concurrency.littlesLaw",
        ),
        row(
          "Router maxConcurrency to set",
          withUnit(c.recommended.maxConcurrency, "req"),
          "concurrency.recommended",
        ),
      ],
    },
    {
      title: "Latency",
      rows: [
        row("TTFT", ms(latency.ttftMs), "latency.ttftMs"),
        row(
          "t1, prefill batch",
          `${ms(latency.prefillBatchTimeMs)} (${phaseText(result.latencyModel.prefill)})`,
          "latency.prefillBatchTimeMs",
        ),
        ...(latency.kvTransferMs > 0
          ? [row("KV transfer P → D", ms(latency.kvTransferMs), "latency.kvTransferMs")]
          : []),
        row(
          "ITL",
          `${ms(latency.itlMs)} (${phaseText(result.latencyModel.decode)})`,
          "latency.itlMs",
        ),
        row("TPOT t2", ms(latency.tpotMs), "latency.tpotMs"),
        row("E2EL", ms(latency.e2elMs), "latency.e2elMs"),
        row(
          "Tokens/s per user",
          withUnit(latency.tokensPerSecondPerUser, "tok/s"),
          "latency.tokensPerSecondPerUser",
        ),
        row(
          "Acceptance length α",
          `${f(specDecode.acceptanceLength)} (k = ${f(specDecode.draftTokens)}, ${acceptanceSources[specDecode.acceptanceSource]})`,
          "specDecode.acceptanceLength",
        ),
      ],
    },
    {
      title: "Limits",
      rows: [
        ...limitRows("Prefill", limits.prefillBatch, "limits.prefillBatch", row),
        ...limitRows("Decode", limits.decodeBatch, "limits.decodeBatch", row),
      ],
    },
    { title: "SLO checks (at the sustainable load)", rows: sloRows(result, row) },
    ...costSection,
  ];
};
