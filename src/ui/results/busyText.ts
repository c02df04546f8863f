import { fill } from "../../text/index.ts";
import type { SustainableText } from "./sustainableText.ts";
import { percentText } from "./valueText.ts";

/** "P 98.00% · D 96.71%": how busy each side is. */
export const busyText = (text: SustainableText, utilization: { prefill: number; decode: number }) =>
  fill(text.busyValue, {
    prefill: percentText(utilization.prefill),
    decode: percentText(utilization.decode),
  });
