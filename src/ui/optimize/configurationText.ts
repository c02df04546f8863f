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
 * Whether a percentage is a lead worth naming: one that rounds to at least 0.1%. Smaller ones read
 * as a tie. (Numbers themselves are written by `fill`, as every page writes them.)
 */
export const visibleLead = (percent: number): boolean => Math.round(percent * 10) > 0;

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
    ? fill(text.sloMissing, { value: valueMs })
    : fill(text.sloLine, {
        value: valueMs,
        target: check.targetMs,
        margin: check.marginFraction * hundred,
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
        value: params.qpmPerNode,
        next: params.nextQpmPerNode,
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
        : !visibleLead(params.leadPercent)
          ? text.whyLeadTiny
          : fill(text.whyLead, { percent: params.leadPercent }),
    differences,
    reason: fill(
      text.whyReasons[why.driver],
      why.driver === "sustainedShare"
        ? { percent: params.sustainedPercent, next: params.nextSustainedPercent }
        : { percent: params.driverPercent },
    ),
  });
};
