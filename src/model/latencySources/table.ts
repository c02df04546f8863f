import { constantSource } from "./constantSource.ts";
import { profileSource } from "./profileSource.ts";
import { rooflineSource } from "./rooflineSource.ts";
import type { LatencySourceDef } from "./sourceDef.ts";

// Where a phase's step time comes from. A new source is a file like these and a row here; the
// rest of the planner reads the row's fields, and the compiler lists the words it needs (its name
// in each language, and the form's panel for it).
export const latencySourceTable = {
  /** The entered t1 and ITL (the article's mode); plans without a latency part mean this. */
  constant: constantSource,
  /** Measured (batch, time) points. */
  profile: profileSource,
  /** The roofline estimate from a GPU and a model. */
  roofline: rooflineSource,
} as const satisfies Record<string, LatencySourceDef>;

export type LatencySource = keyof typeof latencySourceTable;

export const latencySources = Object.keys(latencySourceTable) as [
  LatencySource,
  ...LatencySource[],
];

/** The row of a source. */
export const sourceDef = (source: LatencySource): LatencySourceDef => latencySourceTable[source];
