import { catalog } from "../data/index.ts";
import {
  type ManifestEngine,
  type ManifestFormat,
  manifestYaml,
  planManifests,
} from "../io/index.ts";
import { type Plan, solve } from "../model/index.ts";

/** The plan's Kubernetes manifests as YAML, or one error line for each reason it is refused. */
export const manifestOutput = async (
  plan: Plan,
  format: ManifestFormat,
  engine: ManifestEngine,
): Promise<{ ok: true; text: string } | { ok: false; errors: string[] }> => {
  const outcome = planManifests(plan, solve(plan, catalog), format, engine);
  return outcome.ok
    ? { ok: true, text: manifestYaml(outcome.manifests, await import("yaml")) }
    : {
        ok: false,
        errors: outcome.refusals.map(
          (refusal) => `error: no ${format} manifests for this plan: ${refusal.text}`,
        ),
      };
};
