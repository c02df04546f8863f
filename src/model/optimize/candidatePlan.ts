import type { Plan } from "../plan.ts";
import type { DecodeScore } from "./decodeScores.ts";
import { withDecodeBatch } from "./decodeScores.ts";
import { withDraft } from "./drafts.ts";
import { withLayout } from "./layouts.ts";
import { withPrefillBatch } from "./prefillScores.ts";
import { type SearchAllocation, withSearchAllocation } from "./searchAllocation.ts";

/** The whole plan one pair of settings stands for: what Apply loads and solve checks. */
export const candidatePlan = (
  plan: Plan,
  allocation: SearchAllocation,
  prefill: Pick<DecodeScore, "layout" | "batch">,
  decode: Pick<DecodeScore, "layout" | "batch" | "draft">,
): Plan => {
  const prefilled = withPrefillBatch(withLayout(plan, "prefill", prefill.layout), prefill.batch);
  const decoded = withDecodeBatch(withLayout(prefilled, "decode", decode.layout), decode.batch);
  return withSearchAllocation(withDraft(decoded, decode.draft), allocation);
};
