// Rewrites docs/validation.md's generated blocks from the case plan files in docs/validation/.
// Run with: npx tsx scripts/validation-doc.ts
import { readFileSync, writeFileSync } from "node:fs";
import { generatedBlocks, withGeneratedBlocks } from "../test/validation/validationDoc.ts";

const path = new URL("../docs/validation.md", import.meta.url);
const doc = readFileSync(path, "utf8");
writeFileSync(path, withGeneratedBlocks(doc, generatedBlocks()));
