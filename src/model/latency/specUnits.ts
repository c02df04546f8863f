// Units of hardware and model specs, each named and built from the ones before it.
// Decimal prefixes follow vendor datasheets (TB/s, GB/s, TFLOPS); HBM capacity is binary (GiB).
export const bytesPerKB = 1000;
export const bytesPerMB = bytesPerKB * 1000;
export const bytesPerGB = bytesPerMB * 1000;
export const bytesPerTB = bytesPerGB * 1000;
export const bytesPerKiB = 1024;
export const bytesPerMiB = bytesPerKiB * 1024;
export const bytesPerGiB = bytesPerMiB * 1024;
export const bitsPerByte = 8;
export const bitsPerGigabit = 1e9;
export const flopsPerTeraflop = 1e12;
export const paramsPerBillion = 1e9;

/** Dense tensor throughput quoted in TFLOPS, as FLOP/s. */
export const teraflops = (tflops: number): number => tflops * flopsPerTeraflop;
/** Memory capacity quoted in GB that is really GiB (HBM parts), as bytes. */
export const gibibytes = (gib: number): number => gib * bytesPerGiB;
/** Bandwidth quoted in TB/s, as bytes per second. */
export const terabytesPerSecond = (tbps: number): number => tbps * bytesPerTB;
/** Bandwidth quoted in GB/s, as bytes per second. */
export const gigabytesPerSecond = (gbps: number): number => gbps * bytesPerGB;
/** Link speed quoted in Gb/s (bits), as bytes per second. */
export const gigabitsPerSecond = (gbitps: number): number =>
  (gbitps * bitsPerGigabit) / bitsPerByte;
/** Parameter counts quoted in billions, as a whole count. */
export const billionParams = (billions: number): number => Math.round(billions * paramsPerBillion);
