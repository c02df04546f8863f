import { type ChunkMoments, stepsFor } from "./chunks.ts";
import type { Sizes } from "./sizes.ts";

// The decode work of each output size the estimate reads.

/** One output-size cell's decode work: steps to emit L_out − 1 tokens. */
export interface OutputCell {
  weight: number;
  /** L_out − 1 at the cell's middle; 0 for requests that end with their first token. */
  tokensAfterFirst: number;
  stepsMean: number;
  stepsVariance: number;
  /** Variance the cell's width adds to its steps (uniform over the cell). */
  widthStepsVariance: number;
}

/** Each output cell with the decode steps its middle takes. */
export const outputCellsOf = (sizes: Sizes, chunks: ChunkMoments): OutputCell[] =>
  sizes.output.map((cell) => {
    const middle = (cell.lowTokens + cell.highTokens) / 2;
    const tokensAfterFirst = Math.max(0, Math.round(middle) - 1);
    const steps = stepsFor(tokensAfterFirst, chunks);
    const widthSteps = (cell.highTokens - cell.lowTokens) / chunks.mean;
    return {
      weight: cell.weight,
      tokensAfterFirst,
      stepsMean: steps.mean,
      stepsVariance: steps.variance,
      widthStepsVariance: tokensAfterFirst > 0 ? (widthSteps * widthSteps) / 12 : 0,
    };
  });
