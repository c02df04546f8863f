import type { TpotIdentity } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { signedPercent, twoDecimals } from "./measureNumber.ts";
import type { MeasureText } from "./text.ts";

/** "mean ITL / α = 13.73 / 1.00 = 13.73 ms vs mean TPOT 13.71 ms (gap +0.15%)" and its reasons. */
export const identityText = (identity: TpotIdentity, text: MeasureText) => {
  const weighted = identity.tokenWeightedTpotMs;
  const sentence = fill(text.identity.sentence, {
    itl: twoDecimals(identity.meanItlMs),
    alpha: twoDecimals(identity.acceptanceLength),
    ratio: twoDecimals(identity.itlOverAcceptanceMs),
    reference: weighted === undefined ? text.identity.requestWeighted : text.identity.tokenWeighted,
    tpot: twoDecimals(weighted ?? identity.meanTpotMs),
    gap: signedPercent(identity.gap),
  });
  const alpha = identity.acceptanceAssumed
    ? text.identity.alphaAssumed
    : text.identity.alphaMeasured;
  const causes = identity.causes.map((cause) => text.identity.causes[cause]);
  return { sentence, alpha, causes };
};
