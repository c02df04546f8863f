import { type Derivation, derive } from "../explain.ts";
import { formatNumber as f } from "../format.ts";
import { percent } from "../units.ts";
import { headroomZ } from "./concurrency.ts";
import type { EstimatedLatency, RecommendedConcurrency, Sustainable } from "./types.ts";

// How the sustainable load and the recommended router cap were found, with the plan's numbers.

const names = { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL", attainment: "attainment" } as const;

const latencyText = (name: string, latency: EstimatedLatency): string =>
  `${latency.statistic} ${name} ${f(latency.valueMs)} ms${latency.targetMs === null ? "" : ` ≤ ${f(latency.targetMs)} ms`}`;

const limitText = (sustainable: Sustainable): string => {
  const limit = sustainable.limitedBy;
  if (limit === "capacity") return "every SLO holds up to capacity";
  if (limit === "none") return "nothing flows";
  if (limit === "attainment")
    return `limited by attainment ${f((sustainable.attainment ?? 0) * percent)}%`;
  return `limited by ${latencyText(names[limit], sustainable[limit])}`;
};

export const sustainableExplain = (
  sustainable: Sustainable,
  recommended: RecommendedConcurrency,
  capacityPerSecond: number,
): Record<string, Derivation> => {
  const { inFlight, headroom, ratePerSecond } = recommended.params;
  return {
    "sustainable.requestsPerSecond": derive(
      "λ_s = the highest load whose estimated TTFT, TPOT and E2EL with queueing (M/G/c waits, Erlang C with the Allen–Cunneen correction) meet every SLO at its statistic; at most λ",
      `λ_s = ${f(sustainable.requestsPerSecond)} req/s = ${f(sustainable.loadFraction * percent)}% of λ = ${f(capacityPerSecond)} req/s; ${limitText(sustainable)}`,
    ),
    "concurrency.recommended": derive(
      `router cap = ⌈L + z · √(L · max(1, ca²))⌉, L = requests in flight at λ_s (Little's law with the waits), z = ${f(headroomZ)} (the cap binds on about 1% of arrivals)`,
      recommended.reason === "nothingFlows"
        ? "nothing flows: 1"
        : `L = ${f(inFlight)} at ${f(ratePerSecond)} req/s; ⌈${f(inFlight)} + ${f(headroom)}⌉ = ${f(recommended.maxConcurrency)}`,
    ),
  };
};
