import { msPerSecond } from "../units.ts";

/**
 * Time to move one request's KV cache from its prefill to its decode instance, added to TTFT:
 * inputTokens · kvBytesPerToken / (link bandwidth · efficiency) (docs/roofline.md §3.6; docs/model.md §5).
 * `linkBytesPerSecond` is what the sender has: one NIC, or the NICs of every GPU sharding the cache.
 */
export const kvTransferMs = (
  inputTokens: number,
  kvBytesPerToken: number,
  linkBytesPerSecond: number,
  efficiency: number,
): number => ((inputTokens * kvBytesPerToken) / (linkBytesPerSecond * efficiency)) * msPerSecond;
