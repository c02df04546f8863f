// Rate-matching factors η_p, η_d multiply each instance's request rate (docs/model.md §4).
export const rateMatchingPresets = {
  // The article's model: every instance runs at the rate its batch and step time give.
  article: { prefill: 1, decode: 1 },
  // ai-dynamo/aiconfigurator sdk/picking.py: _RATE_MATCHING_PREFILL_DEGRADATION_FACTOR = 0.9
  // ("pipeline bubble") and _RATE_MATCHING_DECODE_DEGRADATION_FACTOR = 0.92 ("not saturating the
  // batch size slot of decode worker").
  aiconfigurator: { prefill: 0.9, decode: 0.92 },
} as const;

export type RateMatchingPreset = keyof typeof rateMatchingPresets;
