// Rewrites docs/validation.md's generated blocks and src/data/validationResiduals.ts from the case
// plan files in docs/validation/.
// Run with: npx tsx scripts/validation-doc.ts
import { readFileSync, writeFileSync } from "node:fs";
import {
  caseResiduals,
  generatedBlocks,
  residualsModule,
  withGeneratedBlocks,
} from "../test/validation/validationDoc.ts";

const path = new URL("../docs/validation.md", import.meta.url);
const doc = readFileSync(path, "utf8");
writeFileSync(path, withGeneratedBlocks(doc, generatedBlocks()));
writeFileSync(
  new URL("../src/data/validationResiduals.ts", import.meta.url),
  residualsModule(caseResiduals()),
);
