import { catalog } from "../data/index.ts";
import { type ManifestEngine, type ManifestFormat, planManifests } from "../io/index.ts";
import { type Plan, solve } from "../model/index.ts";

/** The plan's Kubernetes manifests as YAML, or one error line for each reason it is refused. */
export const manifestOutput = async (
  plan: Plan,
  format: ManifestFormat,
  engine: ManifestEngine,
): Promise<{ ok: true; text: string } | { ok: false; errors: string[] }> => {
  const outcome = planManifests(plan, solve(plan, catalog), format, engine);
  // The YAML writer is loaded by name, not re-exported by io's index: a bundle that reads the index
  // without knowing it is free of side effects (the page's workers) would keep the yaml library.
  const { manifestYaml } = await import("../io/manifests/manifestYaml.ts");
  return outcome.ok
    ? { ok: true, text: manifestYaml(outcome.manifests) }
    : {
        ok: false,
        errors: outcome.refusals.map(
          (refusal) => `error: no ${format} manifests for this plan: ${refusal.text}`,
        ),
      };
};
