// Writes the JSON schema a manifest test validates against, from a published file: a
// CustomResourceDefinition (the openAPIV3Schema of one served version) or a Helm chart's
// values.schema.json. Descriptions are dropped, nothing else, so the vendored copy stays small
// and validates exactly as the published one does. Sources and versions:
// test/fixtures/manifests/README.md. Then `npx biome format --write` the output, as the repository
// formats every JSON file.
//
//   npx tsx scripts/manifest-schemas.ts <crd.yaml> <version> <out.json>
//   npx tsx scripts/manifest-schemas.ts <values.schema.json> - <out.json>
import { readFileSync, writeFileSync } from "node:fs";
import { parseAllDocuments } from "yaml";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const withoutDescriptions = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      // A property may be named "description"; only the keyword beside a type is prose.
      .filter(([key, inner]) => key !== "description" || typeof inner !== "string")
      .map(([key, inner]) => [key, withoutDescriptions(inner)]),
  );
};

interface Crd {
  kind?: string;
  spec?: { versions?: { name: string; schema?: { openAPIV3Schema?: Json } }[] };
}

const schemaOf = (text: string, version: string): Json => {
  if (version === "-") return JSON.parse(text) as Json;
  const crd = parseAllDocuments(text)
    .map((document) => document.toJS() as Crd | null)
    .find((document) => document?.kind === "CustomResourceDefinition");
  const schema = crd?.spec?.versions?.find((entry) => entry.name === version)?.schema;
  if (schema?.openAPIV3Schema === undefined) throw new Error(`no version ${version} in the file`);
  return schema.openAPIV3Schema;
};

const [source, version, out] = process.argv.slice(2);
if (source === undefined || version === undefined || out === undefined) {
  console.error("usage: manifest-schemas.ts <file> <version|-> <out.json>");
  process.exit(2);
}
writeFileSync(
  out,
  `${JSON.stringify(withoutDescriptions(schemaOf(readFileSync(source, "utf8"), version)), null, 2)}\n`,
);
