import type { Builder } from "./filled.ts";
import { fleetBuilders } from "./fleetParams.ts";
import { latencyBuilders } from "./latencyParams.ts";
import { loadBuilders } from "./loadParams.ts";

// For each explained result path, how its derivation is written, in the order a report lists them.

export type { Filled } from "./filled.ts";

/** Every result path that has a derivation, and how to write it. */
export const builders = {
  ...latencyBuilders,
  ...fleetBuilders,
  ...loadBuilders,
} satisfies Record<string, Builder>;

export type ExplainedPath = keyof typeof builders;
