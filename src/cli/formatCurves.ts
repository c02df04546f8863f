import { curveCsv } from "../io/index.ts";
import type { Curve } from "../model/index.ts";
import type { CurveFormat } from "./cliArgs.ts";

/**
 * Curves as JSON (the Curve objects), or as CSV: one block per curve, each headed by a line
 * "# <id>: <y> vs <x>" and separated by a blank line, so a spreadsheet can split them.
 */
export const formatCurves = (curves: readonly Curve[], format: CurveFormat): string =>
  format === "json"
    ? `${JSON.stringify(curves, null, 2)}\n`
    : curves
        .map((curve) => `# ${curve.id}: ${curve.yLabel} vs ${curve.xLabel}\n${curveCsv(curve)}`)
        .join("\n");
