import type { Deployment } from "./queues.ts";
import type { SustainablePoint } from "./setup.ts";

// The sustainable loads one solve has searched, by pair, capacity and router cap: the allocation
// search and the result read the same pair, and one search serves both.

interface Found {
  decodeInstances: number;
  capacityPerSecond: number;
  routerMaxConcurrency: number | undefined;
  point: SustainablePoint;
}

/** Points by prefill count, each list searched for the rest of the key. */
export type FoundPoints = Map<number, Found[]>;

// Numbers are the same key when they print the same: NaN matches NaN, 0 matches −0.
const same = (a: number | undefined, b: number | undefined): boolean =>
  a === b || (Number.isNaN(a) && Number.isNaN(b));

export const foundPoint = (
  found: FoundPoints,
  deployment: Deployment,
  capacityPerSecond: number,
  routerMaxConcurrency: number | undefined,
): SustainablePoint | undefined => {
  const list = found.get(deployment.prefillInstances);
  if (list === undefined) return undefined;
  for (const entry of list) {
    if (
      same(entry.decodeInstances, deployment.decodeInstances) &&
      same(entry.capacityPerSecond, capacityPerSecond) &&
      same(entry.routerMaxConcurrency, routerMaxConcurrency)
    ) {
      return entry.point;
    }
  }
  return undefined;
};

export const keepPoint = (
  found: FoundPoints,
  deployment: Deployment,
  capacityPerSecond: number,
  routerMaxConcurrency: number | undefined,
  point: SustainablePoint,
): void => {
  const entry = {
    decodeInstances: deployment.decodeInstances,
    capacityPerSecond,
    routerMaxConcurrency,
    point,
  };
  const list = found.get(deployment.prefillInstances);
  if (list === undefined) found.set(deployment.prefillInstances, [entry]);
  else list.push(entry);
};
