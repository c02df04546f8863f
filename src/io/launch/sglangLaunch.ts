import type { Plan, PlanResult } from "../../model/index.ts";
import { type ArgGroup, commandText } from "./commandText.ts";
import { sglangDocs, sglangVersion } from "./engineDocs.ts";
import { type InstanceLayout, instanceLayout } from "./instanceLayout.ts";
import type { LaunchRole, LaunchSettings, Placeholder } from "./launchSettings.ts";
import { huggingFaceId } from "./modelId.ts";
import { placeholders } from "./placeholders.ts";
import { precisionLaunch } from "./precisionFlags.ts";
import { planCapText, routerCapText, routerConcurrency } from "./routerConcurrency.ts";

// `python -m sglang.launch_server` in prefill and decode disaggregation modes and SGLang's router
// in PD mode. Flags as documented for SGLang 0.5 (see engineDocs.ts).

type Phase = "prefill" | "decode";

const roleName = { prefill: "PREFILL", decode: "DECODE" } as const;

// SGLang's --tp-size spans a whole pipeline stage (the instance without --pp-size) and --dp-size
// splits attention into replicas (--enable-dp-attention), as in its DeepSeek P/D example:
// --tp-size 16 --dp-size 8.
const parallelFlags = (layout: InstanceLayout): ArgGroup[] => [
  ["--tp-size", String(layout.stageGpus)],
  ...(layout.pipelineParallel > 1 ? [["--pp-size", String(layout.pipelineParallel)]] : []),
  ...(layout.dataParallel > 1
    ? [["--dp-size", String(layout.dataParallel)], ["--enable-dp-attention"]]
    : []),
  ...(layout.expertParallel === null ? [] : [["--ep-size", String(layout.expertParallel)]]),
  ...(layout.overlap ? [["--enable-two-batch-overlap"]] : []),
  ...(layout.eager ? [["--disable-cuda-graph"]] : []),
];

const multiNodeFlags = (layout: InstanceLayout, phase: Phase): ArgGroup[] =>
  layout.nodes > 1
    ? [
        ["--nnodes", String(layout.nodes)],
        ["--node-rank", "<NODE_RANK>"],
        ["--dist-init-addr", `<${roleName[phase]}_HEAD_i>:<DIST_PORT>`],
      ]
    : [];

// --max-running-requests and --chunked-prefill-size are per server: with DP attention SGLang
// divides both by --dp-size, so each engine gets the per-engine figure back.
const limitFlags = (layout: InstanceLayout, phase: Phase): ArgGroup[] => [
  ["--max-running-requests", String(layout.seqsPerEngine * layout.dataParallel)],
  ...(phase === "prefill"
    ? [
        ["--max-prefill-tokens", String(layout.batchedTokensPerEngine)],
        ["--chunked-prefill-size", String(layout.batchedTokensPerEngine * layout.dataParallel)],
      ]
    : []),
];

// With --speculative-eagle-topk 1 the draft is a chain: k steps verify k + 1 tokens.
const specFlags = (draftTokens: number): ArgGroup[] => [
  ["--speculative-algorithm", "<DRAFT_ALGORITHM>"],
  ["--speculative-num-steps", String(draftTokens)],
  ["--speculative-eagle-topk", "1"],
  ["--speculative-num-draft-tokens", String(draftTokens + 1)],
];

const draftAlgorithm: Placeholder = { ...placeholders.draftMethod, name: "<DRAFT_ALGORITHM>" };

/**
 * The engine flags one server of the phase takes: parallelism, limits and the drafter, without the
 * model, the transfer backend, the address or how nodes find each other (a launcher's own).
 */
export const sglangEngineArgs = (plan: Plan, result: PlanResult, phase: Phase): ArgGroup[] => {
  const layout = instanceLayout(plan, result, phase);
  const k = plan.specDecode.draftTokens;
  return [
    ...parallelFlags(layout),
    ...precisionLaunch(plan, "sglang").flags,
    ...limitFlags(layout, phase),
    ...(phase === "decode" && k > 0 ? specFlags(k) : []),
  ];
};

const phaseRole = (plan: Plan, result: PlanResult, phase: Phase, model: string): LaunchRole => {
  const layout = instanceLayout(plan, result, phase);
  const k = plan.specDecode.draftTokens;
  const spec = phase === "decode" && k > 0;
  const name = roleName[phase];
  const engineArgs = sglangEngineArgs(plan, result, phase);
  const parallelCount = parallelFlags(layout).length;
  const groups: ArgGroup[] = [
    ["--model-path", model],
    ["--disaggregation-mode", phase],
    ["--disaggregation-transfer-backend", "<TRANSFER_BACKEND>"],
    ["--host", `<${name}_HOST_i>`],
    ["--port", `<${name}_PORT>`],
    ...engineArgs.slice(0, parallelCount),
    ...multiNodeFlags(layout, phase),
    ...engineArgs.slice(parallelCount),
  ];
  const used: Placeholder[] = [
    ...(model === placeholders.model.name ? [placeholders.model] : []),
    placeholders.transferBackend,
    placeholders.host(name),
    placeholders.port(name),
    ...(layout.nodes > 1 ? [placeholders.nodeRank, placeholders.distInit(name)] : []),
    ...(spec ? [draftAlgorithm] : []),
  ];
  return {
    role: phase,
    instances:
      phase === "prefill" ? result.allocation.prefillInstances : result.allocation.decodeInstances,
    command: commandText(["python", "-m", "sglang.launch_server"], groups),
    placeholders: used,
    notes: [
      ...(layout.nodes > 1
        ? [
            {
              code: "sglangMultiNode" as const,
              params: { nodes: layout.nodes, gpus: layout.gpus, lastRank: layout.nodes - 1 },
              text: `Each instance spans ${layout.nodes} nodes (${layout.gpus} GPUs): run the command on each of them, node ranks 0 to ${layout.nodes - 1}.`,
            },
          ]
        : []),
      ...precisionLaunch(plan, "sglang").notes,
    ],
  };
};

const routerRole = (plan: Plan, result: PlanResult): LaunchRole => {
  const { prefillInstances: x, decodeInstances: y } = result.allocation;
  const cap = routerConcurrency(plan, result);
  const urls = (flag: string, prefix: string, count: number): ArgGroup[] =>
    Array.from({ length: count }, (_, index) => [
      flag,
      `http://<${prefix}_HOST_${index + 1}>:<${prefix}_PORT>`,
    ]);
  return {
    role: "router",
    instances: 1,
    command: commandText(
      ["python", "-m", "sglang_router.launch_router"],
      [
        ["--pd-disaggregation"],
        ...urls("--prefill", "PREFILL", x),
        ...urls("--decode", "DECODE", y),
        ["--host", "<ROUTER_HOST>"],
        ["--port", "<ROUTER_PORT>"],
        ["--max-concurrent-requests", String(cap.requests)],
      ],
    ),
    placeholders: [
      placeholders.host("PREFILL"),
      placeholders.host("DECODE"),
      placeholders.routerHost,
      placeholders.port("ROUTER"),
    ],
    notes: [
      {
        code: "sglangRouterCap",
        params: {
          requests: cap.requests,
          inFlight: cap.inFlight,
          rate: cap.rateText,
          slots: cap.slots,
        },
        text: routerCapText(cap),
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

/** SGLang launch settings for the plan: x prefill and y decode servers and the PD router. */
export const sglangLaunch = (plan: Plan, result: PlanResult): LaunchSettings => {
  const model = huggingFaceId(plan) ?? placeholders.model.name;
  return {
    engine: "sglang",
    version: sglangVersion,
    docs: Object.values(sglangDocs),
    roles: [
      phaseRole(plan, result, "prefill", model),
      phaseRole(plan, result, "decode", model),
      routerRole(plan, result),
    ],
  };
};
