import type { BatchLimit } from "./limits.ts";
import type { Violation } from "./violation.ts";

/**
 * Each engine limit that cannot admit the batch as entered, with the value that would. The
 * router's cap is not among them: it queues requests rather than breaking the plan (a warning).
 */
export const limitViolations = (side: "prefill" | "decode", limit: BatchLimit): Violation[] => {
  const violations: Violation[] = [];
  for (const cap of limit.caps) {
    if (cap.limit === "batchSize" || cap.limit === "routerMaxConcurrency") continue;
    if (!(cap.admits < limit.requested)) continue;
    violations.push({
      kind: "limit",
      code:
        cap.limit === "kvCache"
          ? "kvCacheFull"
          : cap.admits === 0
            ? "batchBlocked"
            : "batchLimited",
      field: cap.field,
      params: { side, effective: cap.admits, requested: limit.requested, needed: cap.neededValue },
    });
  }
  return violations;
};
