import { formatNumber as f, gpuPricesOf, headroomZ, type PlanResult } from "../../model/index.ts";
import { type Builder, type DerivationInputs, type Filled, filled, pct } from "./filled.ts";

// Derivations of the sustainable load, the router cap to set, and the cost.

const limitPhrase = (result: PlanResult, phrase: DerivationInputs["phrase"]): Filled => {
  const { sustainable } = result;
  const limit = sustainable.limitedBy;
  if (limit === "capacity") return filled("limitedByCapacity");
  if (limit === "none") return filled("limitedByNothing");
  if (limit === "attainment")
    return filled("limitedByAttainment", { percent: pct(sustainable.attainment ?? 0) });
  const latency = sustainable[limit];
  const params = {
    statistic: latency.statistic === "mean" ? phrase(filled("statisticMean")) : latency.statistic,
    metric: limit.toUpperCase(),
    value: f(latency.valueMs),
  };
  return latency.targetMs === null
    ? filled("limitedByLatency", params)
    : filled("limitedByLatencyTarget", { ...params, target: f(latency.targetMs) });
};

const usd = (value: number): string => `$${f(value)}`;

const costOf =
  (per: "perHourUsd" | "perMillionOutputTokensUsd" | "perMillionInputTokensUsd"): Builder =>
  ({ plan, solved, phrase }) => {
    const { cost, throughput, allocation } = solved.result;
    const perHour = usd(cost?.perHourUsd ?? 0);
    if (per === "perHourUsd") {
      const prices = gpuPricesOf(plan.hardware) ?? { prefill: 0, decode: 0 };
      if (prices.decode !== prices.prefill) {
        const gpus = plan.hardware.gpusPerNode;
        return filled("costPerHourSplit", {
          prefillGpus: f(allocation.prefillNodes * gpus),
          prefillPrice: usd(prices.prefill),
          decodeGpus: f(allocation.decodeNodes * gpus),
          decodePrice: usd(prices.decode),
          perHour,
        });
      }
      return filled("costPerHour", {
        gpus: f(allocation.totalGpus),
        price: usd(prices.prefill),
        perHour,
      });
    }
    const value = cost?.[per] ?? null;
    const output = per === "perMillionOutputTokensUsd";
    return filled(output ? "costPerMillionOutput" : "costPerMillionInput", {
      perHour,
      tokens: f(output ? throughput.outputTokensPerSecond : throughput.inputTokensPerSecond),
      cost: value === null ? phrase(filled("noTokensFlow")) : usd(value),
    });
  };

/** Every result path that has a derivation, and how to write it. */

export const loadBuilders = {
  "sustainable.requestsPerSecond": ({ solved: { result }, phrase }) =>
    filled("sustainable", {
      rate: f(result.sustainable.requestsPerSecond),
      percent: pct(result.sustainable.loadFraction),
      capacity: f(result.throughput.requestsPerSecond),
      limit: phrase(limitPhrase(result, phrase)),
    }),
  "concurrency.recommended": ({ solved: { result } }) => {
    const { recommended } = result.concurrency;
    const { inFlight, decodeSlots, headroom, ratePerSecond, capacityPerSecond } =
      recommended.params;
    if (recommended.reason === "nothingFlows") {
      return filled("routerCapNothingFlows", { z: f(headroomZ) });
    }
    const values = {
      z: f(headroomZ),
      inFlight: f(inFlight),
      slots: f(decodeSlots),
      capacity: f(capacityPerSecond),
      rate: f(ratePerSecond),
      headroom: f(headroom),
      cap: f(recommended.maxConcurrency),
    };
    return recommended.covers === "decodeSlots"
      ? filled("routerCapDecodeSlots", values)
      : filled("routerCap", values);
  },
  "cost.perHourUsd": costOf("perHourUsd"),
  "cost.perMillionOutputTokensUsd": costOf("perMillionOutputTokensUsd"),
  "cost.perMillionInputTokensUsd": costOf("perMillionInputTokensUsd"),
} satisfies Record<string, Builder>;
