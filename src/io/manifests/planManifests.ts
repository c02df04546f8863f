import type { Plan, PlanResult } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { precisionLaunch } from "../launch/precisionFlags.ts";
import { dynamoManifest } from "./dynamoManifest.ts";
import { llmdValues } from "./llmdValues.ts";
import { lwsManifest } from "./lwsManifest.ts";
import { manifestRefusals } from "./manifestRefusals.ts";
import {
  formatEngines,
  type ManifestEngine,
  type ManifestFormat,
  type ManifestOutcome,
} from "./manifestTypes.ts";
import { modelName } from "./podParts.ts";

const engineNotOffered = "{format} manifests start {engines}, not {engine}.";

/**
 * The plan's deployment as Kubernetes manifests of `format` running `engine`, or the reasons it
 * cannot be deployed as it stands. Never throws on a plan `solve` accepts.
 */
export const planManifests = (
  plan: Plan,
  result: PlanResult,
  format: ManifestFormat,
  engine: ManifestEngine = "vllm",
): ManifestOutcome => {
  const offered = formatEngines[format];
  if (!offered.includes(engine)) {
    const params = { format, engine, engines: offered.join(", ") };
    return {
      ok: false,
      refusals: [{ code: "engineNotOffered", params, text: fill(engineNotOffered, params) }],
    };
  }
  const refusals = manifestRefusals(plan, result, format);
  if (refusals.length > 0) return { ok: false, refusals };
  const model = modelName(plan);
  const written = (() => {
    switch (format) {
      case "dynamo":
        return dynamoManifest(plan, result, engine, model);
      case "llm-d":
        return llmdValues(plan, result, model);
      case "lws":
        return lwsManifest(plan, result, engine === "sglang" ? "sglang" : "vllm", model);
    }
  })();
  // The engine the documents start (llm-d's is vLLM) says what no flag of it can load.
  return {
    ok: true,
    manifests: { ...written, notes: precisionLaunch(plan, written.engine).notes },
  };
};
