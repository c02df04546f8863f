import type { LaunchNote, Placeholder } from "../launch/launchSettings.ts";

// What the manifest writers produce: Kubernetes documents for the plan's deployment, or the
// reasons the plan cannot be deployed as it stands. Reasons carry a code and params, so a reader
// can word them in another language; `text` is the English sentence.

export const manifestFormats = ["dynamo", "llm-d", "lws"] as const;
export type ManifestFormat = (typeof manifestFormats)[number];

export const manifestEngines = ["vllm", "sglang", "trtllm"] as const;
export type ManifestEngine = (typeof manifestEngines)[number];

/** Which engines each format can start. */
export const formatEngines: Record<ManifestFormat, readonly ManifestEngine[]> = {
  dynamo: ["vllm", "sglang", "trtllm"],
  "llm-d": ["vllm"],
  lws: ["vllm", "sglang"],
};

export type ManifestRefusalCode =
  | "weightsDoNotFit"
  | "kvCacheFull"
  | "noInstances"
  | "unevenNodes"
  | "tensorAcrossNodes"
  | "pipelineStages"
  | "engineNotOffered";

export interface ManifestRefusal {
  code: ManifestRefusalCode;
  params: Record<string, string | number>;
  /** The reason in English. */
  text: string;
}

/** A Kubernetes object or a Helm values file, as plain data. */
export type ManifestDocument = Record<string, unknown>;

export interface Manifests {
  format: ManifestFormat;
  engine: ManifestEngine;
  /** The release whose schema the documents were checked against, e.g. "Dynamo 0.5.1". */
  version: string;
  /** Where the fields and flags come from. */
  docs: string[];
  /** The deployment's name, a DNS-1123 label with room for what controllers append. */
  name: string;
  documents: ManifestDocument[];
  placeholders: Placeholder[];
  /** What the documents cannot set as the plan prices it (a checkpoint's formats), in words. */
  notes: LaunchNote[];
}

/** What a format's writer returns: the notes are the engine's, added by planManifests. */
export type WrittenManifests = Omit<Manifests, "notes">;

export type ManifestOutcome =
  | { ok: true; manifests: Manifests }
  | { ok: false; refusals: ManifestRefusal[] };
