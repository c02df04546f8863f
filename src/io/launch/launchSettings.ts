// What the launch exporters produce: per role, how many instances to start, the command that
// starts one, and the values the plan cannot supply, each marked as a placeholder with its reason.
// Reasons and notes carry a code and its params, so a reader can show them in another language.

/** Numbers, names and URLs a reason or a note mentions, keyed as its translations use them. */
export type LaunchParams = Record<string, string | number>;

/** Why the plan leaves a placeholder open, one code per reason. */
export type PlaceholderCode =
  | "model"
  | "port"
  | "host"
  | "routerHost"
  | "draftMethod"
  | "transferBackend"
  | "nodeRank"
  | "distInit"
  | "requestRate"
  | "sustainableRate"
  | "image"
  | "namespace"
  | "hfTokenSecret"
  | "modelCacheSize";

/** A value left for the operator, written `<NAME>` in the command. */
export interface Placeholder {
  name: string;
  code: PlaceholderCode;
  params: LaunchParams;
  /** Why the plan does not determine it, in one English sentence. */
  why: string;
}

/** What a role's command cannot say by itself, one code per kind of note. */
export type LaunchNoteCode =
  | "vllmMultiNode"
  | "vllmExpertParallelFixed"
  | "vllmPrefillSpecDecode"
  | "vllmOverlapNeedsDpEp"
  | "vllmProxyScript"
  | "vllmRouterCap"
  | "sglangMultiNode"
  | "sglangRouterCap"
  | "routerCapNotPlan"
  | "checkpointFormats"
  | "checkpointExpertFormats"
  | "kvCacheFormat"
  | "trtllmCheckpointFormats"
  | "trtllmCheckpointExpertFormats"
  | "trtllmKvCacheFormat";

export interface LaunchNote {
  code: LaunchNoteCode;
  params: LaunchParams;
  /** The note in English. */
  text: string;
}

export interface LaunchRole {
  role: "prefill" | "decode" | "router";
  /** Instances to start with this command (x, y, or one router). */
  instances: number;
  /** The command for one instance, one flag a line, continued with " \". */
  command: string;
  placeholders: Placeholder[];
  /** What the command cannot say by itself, e.g. how an instance spans several nodes. */
  notes: LaunchNote[];
}

export interface LaunchSettings {
  engine: "vllm" | "sglang";
  /** The release whose documented flags the commands use, e.g. "vLLM 0.11". */
  version: string;
  /** The documentation pages the flags were checked against. */
  docs: string[];
  roles: LaunchRole[];
}
