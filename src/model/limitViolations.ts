import { formatNumber as f } from "./format.ts";
import type { BatchLimit } from "./limits.ts";
import type { Violation } from "./violation.ts";

/** A batch that the limits cannot admit as entered, with the value that would admit it. */
export const limitViolation = (side: "prefill" | "decode", limit: BatchLimit): Violation[] => {
  if (limit.effective >= limit.requested) return [];
  const cap = limit.caps.find((c) => c.limit === limit.binding);
  const how = cap ? ` (${cap.reason})` : "";
  const admits =
    limit.effective === 0
      ? `admits no ${side} request at all`
      : `admits only ${f(limit.effective)} of the ${f(limit.requested)} requests per ${side} instance`;
  const fix = cap
    ? `raise ${cap.field} to at least ${f(cap.neededValue)}, or lower ${side}.batchSize`
    : `lower ${side}.batchSize`;
  return [
    {
      kind: "limit",
      code: limit.effective === 0 ? "batchBlocked" : "batchLimited",
      field: limit.bindingField,
      params: {
        side,
        effective: limit.effective,
        requested: limit.requested,
        needed: cap?.neededValue ?? limit.requested,
      },
      message: `${limit.bindingField}${how} ${admits}: ${fix}`,
    },
  ];
};
