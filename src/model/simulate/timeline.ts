import { msToSeconds } from "../units.ts";
import type { Timeline } from "./types.ts";

// Queue lengths and busy shares at evenly spaced times. The run's length is known only roughly in
// advance, so the sampler starts from an estimate and, each time it holds twice the points it
// wants, keeps every other one and samples half as often.

export const timelinePoints = 200;
const series = 6;

export interface TimelineSampler {
  intervalMs: number;
  nextMs: number;
  count: number;
  /** time, router queue, prefill queue, decode queue, prefill busy, decode busy; one row per point. */
  values: Float64Array;
}

export const createTimelineSampler = (expectedMs: number): TimelineSampler => ({
  intervalMs: Number.isFinite(expectedMs) && expectedMs > 0 ? expectedMs / timelinePoints : 1,
  nextMs: 0,
  count: 0,
  values: new Float64Array(2 * timelinePoints * series),
});

const halve = (sampler: TimelineSampler): void => {
  const { values } = sampler;
  const kept = Math.ceil(sampler.count / 2);
  for (let point = 0; point < kept; point += 1) {
    values.copyWithin(point * series, 2 * point * series, (2 * point + 1) * series);
  }
  sampler.count = kept;
  sampler.intervalMs *= 2;
  sampler.nextMs = (values[(kept - 1) * series] as number) + sampler.intervalMs;
};

/** Records one point; the state is what held just before the event at `nextMs` or later. */
export const recordPoint = (
  sampler: TimelineSampler,
  routerQueue: number,
  prefillQueue: number,
  decodeQueue: number,
  prefillBusy: number,
  decodeBusy: number,
): void => {
  const at = sampler.count * series;
  const { values } = sampler;
  values[at] = sampler.nextMs;
  values[at + 1] = routerQueue;
  values[at + 2] = prefillQueue;
  values[at + 3] = decodeQueue;
  values[at + 4] = prefillBusy;
  values[at + 5] = decodeBusy;
  sampler.count += 1;
  sampler.nextMs += sampler.intervalMs;
  if (sampler.count * series === values.length) halve(sampler);
};

/** The points as the report's series, at most `timelinePoints` + 1 of them. */
export const timelineOf = (sampler: TimelineSampler): Timeline => {
  const stride = Math.max(1, Math.ceil(sampler.count / (timelinePoints + 1)));
  const pick = (column: number, scale = 1): number[] => {
    const out: number[] = [];
    for (let point = 0; point < sampler.count; point += stride) {
      out.push((sampler.values[point * series + column] as number) * scale);
    }
    return out;
  };
  return {
    timeSeconds: pick(0, msToSeconds(1)),
    routerQueue: pick(1),
    prefillQueue: pick(2),
    decodeQueue: pick(3),
    prefillBusy: pick(4),
    decodeBusy: pick(5),
  };
};
