import { median as d3Median } from "d3-array";
import {
  bandCases,
  conformalQuantile,
  errorBandCoverage,
  errorBandOf,
  quotientBand,
} from "../../src/model/accuracy/errorBand.ts";
import type { ValidationResidual } from "../../src/model/accuracy/residuals.ts";
import { readCasePlan } from "./casePlans.ts";
import { caseRegime, type Prediction, predict } from "./predict.ts";
import { publishedCases } from "./publishedCases.ts";
import { errorColumnsTable, inputsTable, validationTable, whatIfTable } from "./table.ts";
import { changesInTurn, type WhatIf, whatIfs } from "./whatIf.ts";

// docs/validation.md's numbers, generated from the case plan files: each block sits between
// "<!-- generated: name -->" and "<!-- end generated -->", and everything else is prose.
// `npx tsx scripts/validation-doc.ts` rewrites the blocks; the test fails while they are stale.

/**
 * The aim: the predicted figure within 25% of the published one. The figure is a rate: throughput
 * per GPU, or, for a batch-1 case that publishes only a latency, one user's output tokens per second
 * (published times converted as tokens over time in the record), whose ratio is the throughput's.
 */
export const aim = 0.25;

/** Every case's prediction from its plan file as it stands. */
export const casePredictions = (): Prediction[] =>
  publishedCases.map((c) => predict(c, readCasePlan(c)));

const predictionsUnder = (whatIf: WhatIf): Prediction[] =>
  publishedCases.map((c) => predict(c, whatIf.change(readCasePlan(c), c)));

const withinAimLine = (predictions: readonly Prediction[]): string => {
  const within = predictions.filter((p) => Math.abs(p.throughput.error) <= aim);
  const graded = predictions.filter((p) => p.grade !== "C");
  const gradedWithin = within.filter((p) => p.grade !== "C");
  return `Within 25% on each case's figure (throughput per GPU; per user for batch-1 cases): ${within.length} of ${predictions.length} (${within.map((p) => p.id).join(", ")}); grade A and B: ${gradedWithin.length} of ${graded.length}.`;
};

const plansList = (): string =>
  publishedCases
    .map((c, index) => `${index + 1}. [\`${c.id}.json\`](validation/${c.id}.json): ${c.title}`)
    .join("\n");

const percentText = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

/** The median of `values` (not empty): the middle one, or the mean of the middle two. */
export const median = (values: readonly number[]): number => d3Median(values) ?? Number.NaN;

/**
 * Per phase: how many cases, their median |error|, the band the app states for the phase as a
 * whole, and the leave-one-out check of every band: the share of cases whose published figure lies
 * within the band the app would state for that case's regime from the other cases alone.
 */
export const bandsTable = (residuals: readonly ValidationResidual[]): string => {
  const rows = (["prefill", "decode"] as const).map((phase) => {
    const cases = residuals.filter((r) => r.phase === phase);
    const errors = cases.map((r) => Math.abs(r.residual));
    const whole = conformalQuantile(errors, errorBandCoverage);
    const held = cases.filter((r) => {
      const band = errorBandOf(
        r,
        residuals.filter((other) => other !== r),
      );
      return band !== null && Math.abs(r.residual) <= band.fraction;
    });
    return `| ${phase} | ${cases.length} | ${percentText(median(errors))} | ±${percentText(whole)} | ${held.length} of ${cases.length} (${percentText(held.length / cases.length)}) |`;
  });
  return [
    "| Phase | Cases | Median \\|truth / estimate − 1\\| | 80% band, all cases of the phase | Held out: inside the band the others give |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
};

/**
 * Deployments whose source published both phases' throughput, as [prefill case, decode case]:
 * each gives the balanced x / y the published figures imply, to check the estimate's ratio and its
 * band against.
 */
export const pairedDeployments: readonly (readonly [string, string])[] = [
  ["deepseek-h800-prefill-production", "deepseek-h800-decode-production"],
  ["sglang-h100-prefill-ep32", "sglang-h100-decode-ep72"],
  ["rtp-llm-h800-prefill-ep32", "rtp-llm-h800-decode-ep144"],
  ["sglang-kimi-k2-h200-prefill", "sglang-kimi-k2-h200-decode"],
  ["ant-h20-prefill-tp8", "ant-h20-decode-ep16-mtp"],
  ["vllm-gb200-deepseek-r1-prefill-ep2", "vllm-gb200-deepseek-r1-decode-ep8"],
];

const signedPercent = (fraction: number): string =>
  `${fraction < 0 ? "−" : "+"}${(Math.abs(fraction) * 100).toFixed(1)}%`;

/**
 * Per paired deployment: each phase's truth / estimate − 1, the balanced x / y's, which is
 * (1 + decode) / (1 + prefill) − 1, and whether it lies inside the ratio band the app would state
 * from the other cases alone (both of the deployment's cases left out).
 */
export const ratioTable = (
  residuals: readonly ValidationResidual[],
  ids: readonly string[],
  pairs: readonly (readonly [string, string])[] = pairedDeployments,
): string => {
  const byId = new Map(ids.map((id, at) => [id, residuals[at]]));
  const errors: number[] = [];
  let held = 0;
  const rows = pairs.map(([prefillId, decodeId]) => {
    const prefill = byId.get(prefillId);
    const decode = byId.get(decodeId);
    if (!prefill || !decode) throw new Error(`no residual for ${prefillId} or ${decodeId}`);
    const ratio = (1 + decode.residual) / (1 + prefill.residual) - 1;
    const others = residuals.filter((r) => r !== prefill && r !== decode);
    const prefillCases = bandCases(prefill, others)?.cases ?? [];
    const decodeCases = bandCases(decode, others)?.cases ?? [];
    const band = quotientBand(
      prefillCases.map((c) => c.residual),
      decodeCases.map((c) => c.residual),
    );
    const inside = Math.abs(ratio) <= band;
    errors.push(Math.abs(ratio));
    if (inside) held += 1;
    return `| \`${prefillId}\` + \`${decodeId}\` | ${signedPercent(prefill.residual)} | ${signedPercent(decode.residual)} | ${signedPercent(ratio)} | ±${percentText(band)} | ${inside ? "yes" : "no"} |`;
  });
  return [
    "| Deployment (prefill + decode case) | Prefill truth / estimate − 1 | Decode truth / estimate − 1 | Balanced x / y truth / estimate − 1 | 80% ratio band from the other cases | Inside |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    `Median |x / y error| over the ${pairs.length} deployments: ${percentText(median(errors))}; inside the band the other cases give: ${held} of ${pairs.length}.`,
  ].join("\n");
};

/** Each generated block of docs/validation.md by name. */
export const generatedBlocks = (): Record<string, string> => {
  const predictions = casePredictions();
  const residuals = caseResiduals();
  return {
    bands: bandsTable(residuals),
    ratio: ratioTable(
      residuals,
      publishedCases.map((c) => c.id),
    ),
    results: `${validationTable(predictions)}\n\n${withinAimLine(predictions)}`,
    plans: plansList(),
    inputs: inputsTable(predictions),
    changes: errorColumnsTable(
      changesInTurn.map((w) => ({ name: w.name, predictions: predictionsUnder(w) })),
    ),
    whatIfs: whatIfTable(
      predictions,
      whatIfs.map((w) => ({ name: w.name, predictions: predictionsUnder(w) })),
    ),
  };
};

// A block runs to the first end marker; its text never holds a marker of its own.
const blockPattern =
  /(<!-- generated: (\w+) -->\n)(?:(?!<!-- (?:end )?generated)[\s\S])*(<!-- end generated -->)/g;

/** The document with each generated block replaced by `blocks`' text; unknown names are an error. */
export const withGeneratedBlocks = (doc: string, blocks: Record<string, string>): string =>
  doc.replace(blockPattern, (_match, open: string, name: string, close: string) => {
    const text = blocks[name];
    if (text === undefined) throw new Error(`docs/validation.md: no generated block "${name}"`);
    return `${open}${text}\n${close}`;
  });

/** The names of the generated blocks a document holds, in order. */
export const generatedBlockNames = (doc: string): string[] =>
  [...doc.matchAll(blockPattern)].map((match) => match[2] ?? "");

/** The residual of every case, with its regime: what src/data/validationResiduals.ts holds. */
export const caseResiduals = (): ValidationResidual[] =>
  publishedCases.map((c) => {
    const plan = readCasePlan(c);
    const { throughput } = predict(c, plan);
    return {
      ...caseRegime(c, plan),
      residual: throughput.published / throughput.predicted - 1,
    };
  });

const residualDigits = 4;

/**
 * src/data/validationResiduals.ts as the validation gives it today, in the cases' order; each
 * entry's case id is a comment above it, so it costs the app nothing.
 */
export const residualsModule = (
  residuals: readonly ValidationResidual[],
  ids: readonly string[] = publishedCases.map((c) => c.id),
): string =>
  [
    'import type { ValidationResidual } from "../model/index.ts";',
    "",
    "// Generated by scripts/validation-doc.ts from the published cases in docs/validation/ (one plan",
    "// file each): the regime each ran in and published / estimated − 1 on throughput per GPU (on one",
    "// user's tokens/s for a batch-1 case that publishes only that, the same ratio at batch 1).",
    "// The roofline's error bands are read from these; docs/validation.md explains each case.",
    "",
    "export const validationResiduals: readonly ValidationResidual[] = [",
    ...residuals.flatMap((r, index) => [
      `  // ${ids[index] ?? ""}`,
      "  {",
      `    phase: ${JSON.stringify(r.phase)},`,
      `    gpu: ${JSON.stringify(r.gpu)},`,
      `    moe: ${r.moe},`,
      `    weightFormat: ${JSON.stringify(r.weightFormat)},`,
      `    specDecode: ${r.specDecode},`,
      `    sizePerReplica: ${Number(r.sizePerReplica.toFixed(residualDigits))},`,
      `    residual: ${Number(r.residual.toFixed(residualDigits))},`,
      "  },",
    ]),
    "];",
    "",
  ].join("\n");
