// What the launch exporters produce: per role, how many instances to start, the command that
// starts one, and the values the plan cannot supply, each marked as a placeholder with its reason.

/** A value left for the operator, written `<NAME>` in the command. */
export interface Placeholder {
  name: string;
  /** Why the plan does not determine it, in one sentence. */
  why: string;
}

export interface LaunchRole {
  role: "prefill" | "decode" | "router";
  /** Instances to start with this command (x, y, or one router). */
  instances: number;
  /** The command for one instance, one flag a line, continued with " \". */
  command: string;
  placeholders: Placeholder[];
  /** What the command cannot say by itself, e.g. how an instance spans several nodes. */
  notes: string[];
}

export interface LaunchSettings {
  engine: "vllm" | "sglang";
  /** The release whose documented flags the commands use, e.g. "vLLM 0.11". */
  version: string;
  /** The documentation pages the flags were checked against. */
  docs: string[];
  roles: LaunchRole[];
}
