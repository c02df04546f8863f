import type { Plan, PlanResult } from "../../model/index.ts";
import { type ArgGroup, commandText } from "./commandText.ts";
import { vllmDocs, vllmVersion } from "./engineDocs.ts";
import { type InstanceLayout, instanceLayout } from "./instanceLayout.ts";
import type { LaunchNote, LaunchRole, LaunchSettings, Placeholder } from "./launchSettings.ts";
import { huggingFaceId } from "./modelId.ts";
import { placeholders } from "./placeholders.ts";
import { precisionLaunch } from "./precisionFlags.ts";
import { planCapText, routerCapText, routerConcurrency } from "./routerConcurrency.ts";

// `vllm serve` for the P and D instances, KV handed over by NixlConnector, and the proxy from
// vLLM's NixlConnector guide in front. Flags as documented for vLLM 0.11 (see engineDocs.ts).

type Phase = "prefill" | "decode";

const roleName = { prefill: "PREFILL", decode: "DECODE" } as const;
// vLLM's P/D guide: prefill instances produce KV caches, decode instances consume them.
const kvRole = { prefill: "kv_producer", decode: "kv_consumer" } as const;

// vLLM overlaps two micro-batches (DBO) only across data-parallel engines with expert parallelism.
const dboRuns = (layout: InstanceLayout): boolean =>
  layout.dataParallel > 1 && layout.expertParallel !== null;

const parallelFlags = (layout: InstanceLayout): ArgGroup[] => [
  ["--tensor-parallel-size", String(layout.tensorParallel)],
  ...(layout.pipelineParallel > 1
    ? [["--pipeline-parallel-size", String(layout.pipelineParallel)]]
    : []),
  ...(layout.dataParallel > 1 ? [["--data-parallel-size", String(layout.dataParallel)]] : []),
  // vLLM's EP size is TP · DP, all of a pipeline stage's GPUs; it takes no separate degree.
  ...(layout.expertParallel === null ? [] : [["--enable-expert-parallel"]]),
  ...(layout.overlap && dboRuns(layout) ? [["--enable-dbo"]] : []),
  // ModelConfig.enforce_eager: no CUDA graphs, every kernel launched from the host.
  ...(layout.eager ? [["--enforce-eager"]] : []),
];

// A pipelined instance starts as vLLM's parallelism guide says; an expert-parallel one as its EP guide.
const multiNodeDocs = (layout: InstanceLayout): string =>
  layout.pipelineParallel > 1 ? vllmDocs.parallelismScaling : vllmDocs.expertParallel;

const phaseNotes = (plan: Plan, phase: Phase, layout: InstanceLayout): LaunchNote[] => [
  ...(layout.nodes > 1
    ? [
        {
          code: "vllmMultiNode" as const,
          params: { nodes: layout.nodes, gpus: layout.gpus, docs: multiNodeDocs(layout) },
          text: `Each instance spans ${layout.nodes} nodes (${layout.gpus} GPUs); the sizes above are the instance's totals. vLLM starts such an instance over a Ray cluster or with one command per node: ${multiNodeDocs(layout)}`,
        },
      ]
    : []),
  ...(layout.expertParallel !== null && layout.expertParallel !== layout.stageGpus
    ? [
        {
          code: "vllmExpertParallelFixed" as const,
          params: { expertParallel: layout.expertParallel, gpus: layout.stageGpus },
          text: `The plan sets expert parallelism ${layout.expertParallel}, but vLLM spreads experts over TP · DP = ${layout.stageGpus} GPUs and takes no other degree.`,
        },
      ]
    : []),
  ...(layout.overlap && !dboRuns(layout)
    ? [
        {
          code: "vllmOverlapNeedsDpEp" as const,
          params: { docs: vllmDocs.dualBatchOverlap },
          text: `The plan overlaps communication with compute here, but vLLM's dual batch overlap (--enable-dbo) runs only with --data-parallel-size above 1 and --enable-expert-parallel, so the command leaves it out: ${vllmDocs.dualBatchOverlap}`,
        },
      ]
    : []),
  ...(phase === "prefill" && plan.specDecode.draftTokens > 0
    ? [
        {
          code: "vllmPrefillSpecDecode" as const,
          params: {},
          text: "Speculative decoding is set on decode only; a drafter with its own KV cache (MTP, EAGLE) may need the same --speculative-config here: check the speculative decoding docs.",
        },
      ]
    : []),
];

/**
 * The engine flags one instance of the phase takes: parallelism, the scheduler's limits and the
 * drafter, without the port, the model or the KV connector (which a launcher may set its own way).
 */
export const vllmEngineArgs = (plan: Plan, result: PlanResult, phase: Phase): ArgGroup[] => {
  const layout = instanceLayout(plan, result, phase);
  const k = plan.specDecode.draftTokens;
  return [
    ...parallelFlags(layout),
    ...precisionLaunch(plan, "vllm").flags,
    ["--max-num-seqs", String(layout.seqsPerEngine)],
    ["--max-num-batched-tokens", String(layout.batchedTokensPerEngine)],
    // With max-num-batched-tokens ≥ b_p · l_i no prompt is split, which is what the model assumes.
    ...(phase === "prefill" ? [["--enable-chunked-prefill"]] : []),
    ...(phase === "decode" && k > 0
      ? [
          [
            "--speculative-config",
            JSON.stringify({ method: "<DRAFT_METHOD>", num_speculative_tokens: k }),
          ],
        ]
      : []),
  ];
};

const phaseRole = (plan: Plan, result: PlanResult, phase: Phase, model: string): LaunchRole => {
  const layout = instanceLayout(plan, result, phase);
  const k = plan.specDecode.draftTokens;
  const spec = phase === "decode" && k > 0;
  const groups: ArgGroup[] = [
    ["--port", `<${roleName[phase]}_PORT>`],
    ...vllmEngineArgs(plan, result, phase),
    [
      "--kv-transfer-config",
      JSON.stringify({ kv_connector: "NixlConnector", kv_role: kvRole[phase] }),
    ],
  ];
  const used: Placeholder[] = [
    ...(model === placeholders.model.name ? [placeholders.model] : []),
    placeholders.port(roleName[phase]),
    ...(spec ? [placeholders.draftMethod] : []),
  ];
  return {
    role: phase,
    instances:
      phase === "prefill" ? result.allocation.prefillInstances : result.allocation.decodeInstances,
    command: commandText(["vllm", "serve", model], groups),
    placeholders: used,
    notes: [...phaseNotes(plan, phase, layout), ...precisionLaunch(plan, "vllm").notes],
  };
};

const numbered = (prefix: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => `<${prefix}_HOST_${index + 1}>`);

const routerRole = (plan: Plan, result: PlanResult): LaunchRole => {
  const { prefillInstances: x, decodeInstances: y } = result.allocation;
  const cap = routerConcurrency(plan, result);
  return {
    role: "router",
    instances: 1,
    command: commandText(
      ["python", "tests/v1/kv_connector/nixl_integration/toy_proxy_server.py"],
      [
        ["--port", "<ROUTER_PORT>"],
        ["--prefiller-hosts", ...numbered("PREFILL", x)],
        ["--prefiller-ports", ...Array.from({ length: x }, () => "<PREFILL_PORT>")],
        ["--decoder-hosts", ...numbered("DECODE", y)],
        ["--decoder-ports", ...Array.from({ length: y }, () => "<DECODE_PORT>")],
      ],
    ),
    placeholders: [
      placeholders.port("ROUTER"),
      placeholders.host("PREFILL"),
      placeholders.host("DECODE"),
    ],
    notes: [
      {
        code: "vllmProxyScript",
        params: {},
        text: "The proxy is the script vLLM's NixlConnector guide runs, from a vLLM source checkout.",
      },
      {
        code: "vllmRouterCap",
        params: {
          requests: cap.requests,
          inFlight: cap.inFlight,
          rate: cap.rateText,
          slots: cap.slots,
        },
        text: `${routerCapText(cap)} The proxy has no such flag: enforce it in the gateway in front.`,
      },
      ...(cap.planCap === null
        ? []
        : [
            {
              code: "routerCapNotPlan" as const,
              params: { planCap: cap.planCap, requests: cap.requests },
              text: planCapText(cap),
            },
          ]),
    ],
  };
};

/** vLLM launch settings for the plan: x prefill and y decode instances and the proxy. */
export const vllmLaunch = (plan: Plan, result: PlanResult): LaunchSettings => {
  const model = huggingFaceId(plan) ?? placeholders.model.name;
  return {
    engine: "vllm",
    version: vllmVersion,
    docs: Object.values(vllmDocs).filter((url) => url !== vllmDocs.benchServe),
    roles: [
      phaseRole(plan, result, "prefill", model),
      phaseRole(plan, result, "decode", model),
      routerRole(plan, result),
    ],
  };
};
