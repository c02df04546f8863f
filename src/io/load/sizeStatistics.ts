import { type SizesNote, sizesNote } from "./sizesProblem.ts";

// The figures a person checks an import by: mean sizes and their spread, and how fast and how
// evenly the requests arrived. Spreads are population coefficients of variation (std / mean).

const msPerSecond = 1000;

export interface MeanAndCv {
  mean: number;
  cv: number;
}

export const meanAndCv = (values: readonly number[]): MeanAndCv => {
  const n = values.length;
  if (n === 0) return { mean: 0, cv: 0 };
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / n;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return { mean, cv: mean === 0 ? 0 : Math.sqrt(squares / n) / mean };
};

export interface Arrival {
  /** Requests after the first over the time they took: (n − 1) / (last − first). */
  ratePerSecond: number;
  /** Coefficient of variation of the gaps between consecutive arrivals (1 for Poisson). */
  cv: number;
}

export interface ArrivalRead {
  arrival: Arrival | null;
  notes: SizesNote[];
}

const isSorted = (values: readonly number[]): boolean =>
  values.every((value, i) => i === 0 || (values[i - 1] ?? value) <= value);

/** The arrival rate and gap spread of arrival times in ms, or a note on why there is none. */
export const arrivalOf = (arrivalsMs: readonly number[]): ArrivalRead => {
  const notes: SizesNote[] = [];
  let times = arrivalsMs;
  if (!isSorted(times)) {
    times = [...times].sort((a, b) => a - b);
    notes.push(sizesNote("unsorted", "arrival times are out of order; sorted for the rate"));
  }
  const spanMs = (times.at(-1) ?? 0) - (times[0] ?? 0);
  if (times.length < 2 || !(spanMs > 0)) {
    const reason =
      times.length < 2 ? "fewer than two requests" : "every request arrives at the same time";
    notes.push(sizesNote("noArrival", `no arrival rate: ${reason}`, { reason }));
    return { arrival: null, notes };
  }
  const gapsMs = times.slice(1).map((time, i) => time - (times[i] ?? time));
  return {
    arrival: {
      ratePerSecond: ((times.length - 1) * msPerSecond) / spanMs,
      cv: meanAndCv(gapsMs).cv,
    },
    notes,
  };
};
