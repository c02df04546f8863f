import type {
  ChangedField,
  Objective,
  PlanChange,
  RankedConfiguration,
  SloCheck,
  WhyAhead,
} from "../../model/index.ts";
import { formatNumber } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import type { OptimizeText } from "./text.ts";

// Sentences about one configuration, built from the optimizer's data in the current language.

const hundred = 100;

/**
 * A number as every page shows it: `fill` writes it with formatDisplay, so the optimizer's QPM per
 * node reads the same as the Plan tab's (two decimals), not rounded again here.
 */
export const rounded = (value: number): number => value;

const expertFields = new Set<ChangedField>([
  "latency.prefill.expertParallel",
  "latency.decode.expertParallel",
]);

export const changeValueText = (
  text: OptimizeText,
  field: ChangedField,
  value: PlanChange["to"],
): string => {
  if (value === null) return expertFields.has(field) ? text.allGpus : text.notSet;
  if (typeof value === "string") return text.modes[value] ?? value;
  return formatNumber(value);
};

export const changeText = (text: OptimizeText, change: PlanChange): string =>
  fill(text.changeLine, {
    field: text.fields[change.field],
    from: changeValueText(text, change.field, change.from),
    to: changeValueText(text, change.field, change.to),
  });

export const sloText = (text: OptimizeText, valueMs: number, check: SloCheck | null): string =>
  check === null
    ? fill(text.sloMissing, { value: rounded(valueMs) })
    : fill(text.sloLine, {
        value: rounded(valueMs),
        target: rounded(check.targetMs),
        margin: rounded(check.marginFraction * hundred),
      });

export const bindingText = (text: OptimizeText, config: RankedConfiguration): string => {
  const { binding } = config;
  const sides = [
    ["prefill", binding.prefillLimits],
    ["decode", binding.decodeLimits],
  ] as const;
  const parts = [text.bottleneck[binding.bottleneck]];
  for (const [side, limits] of sides) {
    if (limits.length === 0) continue;
    parts.push(
      fill(text.limitsAt, {
        side: text.sides[side],
        limits: limits.map((limit) => text.limits[limit]).join(text.listSeparator),
      }),
    );
  }
  if (binding.tightestSlo) parts.push(fill(text.tightest, { slo: text.slos[binding.tightestSlo] }));
  return parts.join(text.clauseSeparator);
};

export const whyText = (text: OptimizeText, objective: Objective, why: WhyAhead): string => {
  const { params } = why;
  // For a target the lead is in nodes, unless both use as many (as the model words it).
  const byNodes = objective === "fewestNodes" && params.totalNodes !== params.nextTotalNodes;
  const score = !byNodes
    ? fill(text.whyScore.qpmPerNode, {
        value: rounded(params.qpmPerNode),
        next: rounded(params.nextQpmPerNode),
      })
    : fill(text.whyScore.fewestNodes, {
        value: params.totalNodes,
        next: params.nextTotalNodes,
      });
  const differences =
    why.differences.length === 0
      ? text.whySame
      : why.differences
          .map((change) =>
            fill(text.whyDifference, {
              field: text.fields[change.field],
              to: changeValueText(text, change.field, change.to),
              from: changeValueText(text, change.field, change.from),
            }),
          )
          .join(text.listSeparator);
  return fill(text.whyWith, {
    score,
    lead:
      why.code === "tie"
        ? text.whyTie
        : rounded(params.leadPercent) === 0
          ? text.whyLeadTiny
          : fill(text.whyLead, { percent: rounded(params.leadPercent) }),
    differences,
    reason: fill(
      text.whyReasons[why.driver],
      why.driver === "sustainedShare"
        ? { percent: rounded(params.sustainedPercent), next: rounded(params.nextSustainedPercent) }
        : { percent: rounded(params.driverPercent) },
    ),
  });
};
