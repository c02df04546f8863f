import { normalCdf } from "./normal.ts";

// How many requests fit a token budget at once when their sizes vary.

// Terms beyond this many standard deviations from the budget are 0 or 1 to double precision.
const tailSds = 9;

/**
 * Expected count of requests in service under a token budget: 1 + Σ_{n ≥ 2} P(S_n ≤ budget), where
 * S_n sums n residents' tokens, taken as normal with n times the residents' mean and variance (the
 * residents are size-biased: a longer request stays longer). The first always fits (a request over
 * the budget is turned away), and the count never exceeds `most`.
 */
export const expectedFit = (
  most: number,
  budgetTokens: number,
  residentMean: number,
  residentVariance: number,
): number => {
  if (!(most >= 1)) return Math.max(0, most);
  if (!(residentMean > 0)) return most;
  const sd = Math.sqrt(Math.max(0, residentVariance));
  const center = budgetTokens / residentMean;
  if (!(sd > 0)) return Math.min(most, Math.max(1, Math.floor(center)));
  // Below `from` every n fits; past `to` none does.
  const reach = tailSds * (sd / residentMean) * Math.sqrt(Math.max(1, center)) + tailSds;
  const from = Math.max(2, Math.floor(center - reach));
  const to = Math.min(most, Math.ceil(center + reach));
  let count = Math.min(most, from - 1);
  for (let n = from; n <= to; n += 1) {
    count += normalCdf((budgetTokens - n * residentMean) / (Math.sqrt(n) * sd));
  }
  return Math.max(1, Math.min(most, count));
};
