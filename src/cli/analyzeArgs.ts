import { z } from "zod";
import type { GoodputSlo } from "../model/index.ts";
import { defaultPercentiles } from "../model/index.ts";
import { quoteArg } from "./quoteArg.ts";

// The options of `analyze`, spelled as `vllm bench serve` spells them: --goodput ttft:MS,tpot:MS
// (vLLM separates the pairs with spaces; either works here) and --percentiles 50,90,99.

const goodputKeys = { ttft: "ttftMs", tpot: "tpotMs", e2el: "e2elMs" } as const;
const items = (text: string): string[] => text.split(/[\s,]+/).filter((item) => item !== "");

export const GoodputSchema = z.string().transform((text, ctx): GoodputSlo => {
  const slo: GoodputSlo = {};
  for (const item of items(text)) {
    const [name = "", value = "", ...rest] = item.split(":");
    const field = goodputKeys[name as keyof typeof goodputKeys];
    const ms = value === "" ? Number.NaN : Number(value);
    if (field === undefined || rest.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `--goodput: ${quoteArg(item)} must be ttft:MS, tpot:MS or e2el:MS`,
      });
    } else if (!Number.isFinite(ms) || ms < 0) {
      ctx.addIssue({
        code: "custom",
        message: `--goodput: ${name} must be a number of milliseconds ≥ 0 (got ${quoteArg(value)})`,
      });
    } else {
      slo[field] = ms;
    }
  }
  if (items(text).length === 0) {
    ctx.addIssue({
      code: "custom",
      message: "--goodput needs at least one of ttft:MS, tpot:MS, e2el:MS",
    });
  }
  return slo;
});

export const PercentilesSchema = z
  .string()
  .optional()
  .transform((text, ctx): number[] => {
    if (text === undefined) return [...defaultPercentiles];
    const values = items(text).map((item) => ({
      item,
      value: item === "" ? Number.NaN : Number(item),
    }));
    const bad = values.filter(({ value }) => !Number.isFinite(value) || value < 0 || value > 100);
    for (const { item } of bad) {
      ctx.addIssue({
        code: "custom",
        message: `--percentiles: ${quoteArg(item)} must be a number from 0 to 100`,
      });
    }
    if (values.length === 0) {
      ctx.addIssue({
        code: "custom",
        message: "--percentiles needs at least one number, e.g. 50,90,99",
      });
    }
    return [...new Set(values.map(({ value }) => value))];
  });
