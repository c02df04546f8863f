import type { PrefillReading } from "../../model/index.ts";
import { sourceDef } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { countText, percentText, twoDecimals } from "./measureNumber.ts";
import type { MeasureText } from "./text.ts";

/** How t1 was read from the run's TTFT, in words: the batch, the wait, then the scale to b_p. */
export const prefillReadingText = (
  reading: PrefillReading,
  ttftMs: number,
  text: MeasureText,
): string => {
  const words = text.calibrate.prefill;
  const numbers = {
    ttft: twoDecimals(ttftMs),
    rate: twoDecimals(reading.arrivalsPerSecond),
    inPrefill: twoDecimals(reading.inPrefill),
    runBatch: countText(reading.runBatch),
    planBatch: countText(reading.planBatch),
    busy: percentText(reading.utilization),
    wait: twoDecimals(reading.waitMs),
    kv: twoDecimals(reading.kvTransferMs),
    prefill: twoDecimals(reading.runPrefillMs),
    scale: twoDecimals(reading.batchScale),
    t1: twoDecimals(reading.batchTimeMs),
    source: words.sources[reading.scaledBy],
  };
  const tail = sourceDef(reading.scaledBy).follows.batch ? words.scaled : words.same;
  // Chinese sentences join without a space.
  const joiner = /[。：]$/.test(words.reading) ? "" : " ";
  return `${fill(words.reading, numbers)}${joiner}${fill(tail, numbers)}`;
};
