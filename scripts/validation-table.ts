// Prints docs/validation.md's tables: predicted against published, the inputs each prediction used,
// each model change in turn, and the what-ifs. Run with: npx tsx scripts/validation-table.ts
import { predict } from "../test/validation/predict.ts";
import { publishedCases } from "../test/validation/publishedCases.ts";
import {
  errorColumnsTable,
  inputsTable,
  validationTable,
  whatIfTable,
} from "../test/validation/table.ts";
import { changesInTurn, whatIfs } from "../test/validation/whatIf.ts";

const predictions = publishedCases.map((c) => predict(c));
const withinAim = predictions.filter((p) => Math.abs(p.throughput.error) <= 0.25);
const graded = predictions.filter((p) => p.grade !== "C");
const gradedWithinAim = withinAim.filter((p) => p.grade !== "C");

const sections = [
  "## Predicted against published",
  validationTable(predictions),
  `Within 25% on throughput per GPU: ${withinAim.length} of ${predictions.length} (${withinAim.map((p) => p.id).join(", ")}); grade A and B: ${gradedWithinAim.length} of ${graded.length}.`,
  "## Inputs each prediction used",
  inputsTable(predictions),
  "## Each change in turn (throughput error %)",
  errorColumnsTable(
    changesInTurn.map((w) => ({
      name: w.name,
      predictions: publishedCases.map((c) => predict(c, w.options)),
    })),
  ),
  "## What-ifs (throughput error %)",
  whatIfTable(
    predictions,
    whatIfs.map((w) => ({
      name: w.name,
      predictions: publishedCases.map((c) => predict(c, w.options)),
    })),
  ),
];
process.stdout.write(`${sections.join("\n\n")}\n`);
