/** How a number was computed: the formula, and the same formula with the plan's numbers in it. */
export interface Derivation {
  formula: string;
  substituted: string;
}

export const derive = (formula: string, substituted: string): Derivation => ({
  formula,
  substituted,
});
