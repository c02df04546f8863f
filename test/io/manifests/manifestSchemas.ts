import { readFileSync } from "node:fs";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import type { ManifestDocument, ManifestFormat } from "../../../src/io/index.ts";

// The published schemas the manifests are checked against (test/fixtures/manifests/README.md):
// Dynamo 0.5.1's DynamoGraphDeployment CRD, LeaderWorkerSet 0.10.0's CRD and the
// llm-d-modelservice v0.4.12 chart's values schema.

type Schema = Record<string, unknown>;

const fixture = (name: string): Schema =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/manifests/${name}`, import.meta.url), "utf8"),
  ) as Schema;

/**
 * A CRD's schema as `kubectl apply --validate=strict` reads it: the API server prunes fields a
 * structural schema does not name, and strict field validation refuses them instead. Every
 * object schema that lists its properties, and neither preserves unknown fields nor says what
 * other keys may hold, is closed, so a misspelt field fails the test rather than vanish.
 */
export const strictFields = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(strictFields);
  if (schema === null || typeof schema !== "object") return schema;
  const entries = Object.entries(schema).map(([key, value]) => [
    key,
    key === "properties"
      ? Object.fromEntries(
          Object.entries(value as Schema).map(([name, inner]) => [name, strictFields(inner)]),
        )
      : strictFields(value),
  ]);
  const copy = Object.fromEntries(entries) as Schema;
  const open =
    copy["x-kubernetes-preserve-unknown-fields"] === true || "additionalProperties" in copy;
  return "properties" in copy && !open ? { ...copy, additionalProperties: false } : copy;
};

// CRDs carry Kubernetes' own keywords (x-kubernetes-*) and formats such as int32 that are not
// JSON Schema's: strict mode off, formats not checked.
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });

/** Compiling a CRD's schema takes seconds (the LeaderWorkerSet's holds two pod templates). */
export const schemaTimeoutMs = 60_000;

const compiled = new Map<ManifestFormat, ValidateFunction>();

const schemaFor = (format: ManifestFormat): Schema => {
  switch (format) {
    case "dynamo":
      return strictFields(fixture("dynamographdeployment-v1alpha1.schema.json")) as Schema;
    case "lws":
      return strictFields(fixture("leaderworkerset-v1.schema.json")) as Schema;
    case "llm-d":
      // A chart's values schema says itself which keys are closed; it is read as published.
      return fixture("llm-d-modelservice-values.schema.json");
  }
};

const validator = (format: ManifestFormat): ValidateFunction => {
  const known = compiled.get(format);
  if (known) return known;
  const made = ajv.compile(schemaFor(format));
  compiled.set(format, made);
  return made;
};

const errorLine = (error: ErrorObject): string =>
  `${error.instancePath || "/"} ${error.message ?? ""} ${JSON.stringify(error.params)}`;

/** The schema's complaints about one document of `format`, none when it validates. */
export const schemaErrors = (format: ManifestFormat, document: ManifestDocument): string[] => {
  const validate = validator(format);
  return validate(document) ? [] : (validate.errors ?? []).map(errorLine);
};
