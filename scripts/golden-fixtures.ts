// Adds to test/fixtures/golden/ each golden plan not yet there: a v1 link (as builds before
// checksums wrote it), a v2 link, a plan file and its solved headline numbers. Entries already
// written are kept as they are: they freeze what earlier builds meant. Run, then commit the data:
// npx tsx scripts/golden-fixtures.ts

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { catalog } from "../src/data/catalog.ts";
import { planJson } from "../src/io/export/planJson.ts";
import { encodePlan } from "../src/io/urlCodec.ts";
import { solve } from "../src/model/index.ts";
import {
  type GoldenEntry,
  goldenDir,
  goldenIndexName,
  goldenPlans,
  headlineOf,
} from "../test/io/urlCodecGolden.ts";
import { encodeV1 } from "../test/io/urlCodecV1.ts";

const indexUrl = new URL(goldenIndexName, goldenDir);
const entries: GoldenEntry[] = existsSync(indexUrl)
  ? JSON.parse(readFileSync(indexUrl, "utf8"))
  : [];
const written = new Set(entries.map((entry) => entry.id));

for (const { id, plan } of goldenPlans.filter((golden) => !written.has(golden.id))) {
  const planFile = `${id}.plan.json`;
  writeFileSync(new URL(planFile, goldenDir), planJson(plan));
  entries.push({
    id,
    v1: await encodeV1(plan),
    v2: await encodePlan(plan),
    planFile,
    plan,
    headline: headlineOf(solve(plan, catalog)),
  });
  console.log(`added ${id}`);
}
writeFileSync(indexUrl, `${JSON.stringify(entries, null, 2)}\n`);
