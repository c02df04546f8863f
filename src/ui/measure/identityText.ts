import { formatNumber } from "../../model/index.ts";
import type { TpotIdentity } from "../../model/measure/analysis.ts";
import { fill } from "../i18n/format.ts";
import type { MeasureText } from "./text.ts";

/** A signed percentage to two decimals: "+0.15%", "−11.58%". */
export const signedPercent = (fraction: number): string =>
  `${fraction < 0 ? "\u2212" : "+"}${formatNumber(Math.round(Math.abs(fraction) * 10_000) / 100)}%`;

/** "mean ITL / α = 13.73 / 1 = 13.73 ms vs mean TPOT 13.71 ms (gap +0.15%)" and its reasons. */
export const identityText = (identity: TpotIdentity, text: MeasureText) => {
  const weighted = identity.tokenWeightedTpotMs;
  const sentence = fill(text.identity.sentence, {
    itl: formatNumber(identity.meanItlMs),
    alpha: formatNumber(identity.acceptanceLength),
    ratio: formatNumber(identity.itlOverAcceptanceMs),
    reference: weighted === undefined ? text.identity.requestWeighted : text.identity.tokenWeighted,
    tpot: formatNumber(weighted ?? identity.meanTpotMs),
    gap: signedPercent(identity.gap),
  });
  const alpha = identity.acceptanceAssumed
    ? text.identity.alphaAssumed
    : text.identity.alphaMeasured;
  const causes = identity.causes.map((cause) => text.identity.causes[cause]);
  return { sentence, alpha, causes };
};
