import type { RoutingPolicy } from "../load.ts";
import { grownCapacity, resized } from "./resize.ts";

// Picks the instance a request goes to. leastLoaded: the fewest outstanding requests (in service
// and queued), the lowest index on ties: a scan over a few instances, a min segment tree in
// O(log n) over many; roundRobin: in turn. Only the instances used so far are tracked: every other
// one is idle and above them, so it is picked only when none of them is idle.

// Up to this many instances a scan beats the tree.
const scanLimit = 64;

export interface Dispatcher {
  policy: RoutingPolicy;
  count: number;
  /** Instances used so far, the lowest indexes. */
  used: number;
  /** Each used instance's outstanding requests. */
  loads: Float64Array;
  /** Past `scanLimit` used instances: leaves from `leafStart` mirror `loads`, inner nodes hold the minimum. */
  tree: Float64Array | null;
  leafStart: number;
  nextInTurn: number;
}

export const createDispatcher = (policy: RoutingPolicy, count: number): Dispatcher => ({
  policy,
  count,
  used: 0,
  loads: new Float64Array(0),
  tree: null,
  leafStart: 0,
  nextInTurn: 0,
});

const rebuildTree = (dispatcher: Dispatcher): void => {
  let leafStart = 1;
  while (leafStart < dispatcher.loads.length) leafStart *= 2;
  const tree = new Float64Array(2 * leafStart).fill(Number.POSITIVE_INFINITY);
  tree.set(dispatcher.loads.subarray(0, dispatcher.used), leafStart);
  for (let node = leafStart - 1; node >= 1; node -= 1) {
    tree[node] = Math.min(tree[2 * node] as number, tree[2 * node + 1] as number);
  }
  dispatcher.tree = tree;
  dispatcher.leafStart = leafStart;
};

const use = (dispatcher: Dispatcher, instance: number): number => {
  if (instance < dispatcher.used) return instance;
  if (instance >= dispatcher.loads.length) {
    const capacity = grownCapacity(dispatcher.loads.length, instance + 1, dispatcher.count);
    dispatcher.loads = resized(dispatcher.loads, capacity);
    dispatcher.used = instance + 1;
    if (dispatcher.policy === "leastLoaded" && capacity > scanLimit) rebuildTree(dispatcher);
  } else {
    dispatcher.used = instance + 1;
    if (dispatcher.tree) dispatcher.tree[dispatcher.leafStart + instance] = 0;
    for (
      let node = (dispatcher.leafStart + instance) >> 1;
      dispatcher.tree && node >= 1;
      node >>= 1
    ) {
      dispatcher.tree[node] = Math.min(
        dispatcher.tree[2 * node] as number,
        dispatcher.tree[2 * node + 1] as number,
      );
    }
  }
  return instance;
};

const leastLoaded = (dispatcher: Dispatcher): { instance: number; load: number } => {
  const { tree, leafStart } = dispatcher;
  if (tree === null) {
    const { loads, used } = dispatcher;
    let best = 0;
    let least = used > 0 ? (loads[0] as number) : Number.POSITIVE_INFINITY;
    for (let i = 1; i < used; i += 1) {
      if ((loads[i] as number) < least) {
        least = loads[i] as number;
        best = i;
      }
    }
    return { instance: best, load: least };
  }
  let node = 1;
  while (node < leafStart) {
    node = (tree[2 * node] as number) <= (tree[2 * node + 1] as number) ? 2 * node : 2 * node + 1;
  }
  return { instance: node - leafStart, load: tree[1] as number };
};

/** The instance the next request goes to. */
export const pickInstance = (dispatcher: Dispatcher): number => {
  if (dispatcher.policy === "roundRobin") {
    const pick = dispatcher.nextInTurn;
    dispatcher.nextInTurn = (pick + 1) % dispatcher.count;
    return use(dispatcher, pick);
  }
  const best = leastLoaded(dispatcher);
  // An instance not used yet is idle: it wins when no used one is.
  if (best.load > 0 && dispatcher.used < dispatcher.count) return use(dispatcher, dispatcher.used);
  return best.instance;
};

/** Adds `change` to an instance's outstanding requests. */
export const changeLoad = (dispatcher: Dispatcher, instance: number, change: number): void => {
  const load = (dispatcher.loads[instance] as number) + change;
  dispatcher.loads[instance] = load;
  const { tree } = dispatcher;
  if (tree === null) return;
  let node = dispatcher.leafStart + instance;
  tree[node] = load;
  node >>= 1;
  while (node >= 1) {
    const least = Math.min(tree[2 * node] as number, tree[2 * node + 1] as number);
    if (tree[node] === least) break;
    tree[node] = least;
    node >>= 1;
  }
};
