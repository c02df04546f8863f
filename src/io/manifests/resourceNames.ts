import type { Plan } from "../../model/index.ts";
import { huggingFaceId } from "../launch/modelId.ts";

// Kubernetes names: object names, label values and Service names are DNS-1123 labels, lowercase
// letters, digits and '-', starting and ending with a letter or digit.

// A DNS-1123 label is at most 63 characters:
// https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#dns-label-names
export const dnsLabelLimit = 63;

// The base name leaves room for what the writers and the controllers append. The longest chain:
// "-prefill" (8) from the writers; a LeaderWorkerSet's group StatefulSet "<lws>-<group>", whose
// pods' controller-revision-hash label is "<statefulset>-<hash>" and must stay within 63, which
// caps a StatefulSet name at 52 (https://github.com/kubernetes/kubernetes/issues/64023);
// "-<group>" is at most "-10000", as a plan has at most 10,000 nodes (src/model/planBounds.ts).
// 52 − 6 − 8 = 38; 30 leaves 8 more for the Dynamo operator's own component suffixes.
export const baseNameLimit = 30;

const labelPattern = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/** Whether `name` is a DNS-1123 label (lowercase alphanumerics and '-', at most 63 characters). */
export const isDnsLabel = (name: string): boolean =>
  name.length <= dnsLabelLimit && labelPattern.test(name);

/** `text` as a DNS-1123 label of at most `limit` characters; "model" when nothing is left. */
export const dnsLabel = (text: string, limit: number = dnsLabelLimit): string => {
  const label = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, limit)
    .replace(/^-+|-+$/g, "");
  return label === "" ? "model" : label;
};

/** The deployment's name from the model: its repository's name, else its id in the plan. */
export const deploymentName = (plan: Plan): string => {
  const repository = huggingFaceId(plan)?.split("/")[1];
  return dnsLabel(`xpyd-${repository ?? plan.latency.model ?? "model"}`, baseNameLimit);
};
