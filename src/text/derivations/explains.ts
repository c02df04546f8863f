import type { Solved } from "../../model/index.ts";
import type { ExplainedPath } from "./derivationParams.ts";

/**
 * Whether a path has a derivation for this result (some exist only for one latency source, or
 * with a price). Cheap, and apart from the texts, so a page can show "ƒ" before loading them.
 */
export const explains = (path: ExplainedPath, solved: Solved): boolean => {
  const { trace, result } = solved;
  if (path === "latency.prefillBatchTimeMs") return trace.roofline.prefill !== null;
  if (path === "latency.itlMs") return trace.roofline.decode !== null;
  if (path === "latency.kvTransferMs") return trace.transfer !== null;
  if (path.startsWith("cost.")) return result.cost !== null;
  return true;
};
