import type { Sustainable } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import type { SustainableText } from "./sustainableText.ts";

/** What limits the sustainable load, in words: "the P99 TTFT SLO", "the attainment target". */
export const limitText = (sustainable: Sustainable, text: SustainableText): string => {
  const limit = sustainable.limitedBy;
  if (limit === "ttft" || limit === "tpot" || limit === "e2el") {
    return fill(text.limits[limit], {
      statistic: text.statistics[sustainable[limit].statistic],
    });
  }
  return text.limits[limit];
};
