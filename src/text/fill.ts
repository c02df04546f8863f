import { formatDisplay } from "../model/index.ts";

/** Fills "{name}" placeholders; a number as every result is shown (formatDisplay). */
export const fill = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatDisplay(value) : value;
  });
