import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { sglangLaunch } from "../../../src/io/launch/sglangLaunch.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";

const role = (plan: Plan, name: "prefill" | "decode" | "router") => {
  const found = sglangLaunch(plan, solve(plan, catalog)).roles.find((r) => r.role === name);
  if (!found) throw new Error(`no ${name} role`);
  return found;
};

describe("sglangLaunch on the worked example (default plan)", () => {
  it("starts 12 two-node prefill servers with TP 16 and the plan's 32,768-token prefill", () => {
    const prefill = role(defaultPlan, "prefill");
    expect(prefill.instances).toBe(12);
    expect(prefill.command).toBe(
      [
        "python -m sglang.launch_server \\",
        "  --model-path <MODEL> \\",
        "  --disaggregation-mode prefill \\",
        "  --disaggregation-transfer-backend <TRANSFER_BACKEND> \\",
        "  --host <PREFILL_HOST_i> \\",
        "  --port <PREFILL_PORT> \\",
        "  --tp-size 16 \\",
        "  --nnodes 2 \\",
        "  --node-rank <NODE_RANK> \\",
        "  --dist-init-addr <PREFILL_HEAD_i>:<DIST_PORT> \\",
        "  --max-running-requests 8 \\",
        "  --max-prefill-tokens 32768 \\",
        "  --chunked-prefill-size 32768",
      ].join("\n"),
    );
  });

  it("starts 19 four-node decode servers with 256 running requests and a one-token chain draft", () => {
    const decode = role(defaultPlan, "decode");
    expect(decode.instances).toBe(19);
    expect(decode.command).toBe(
      [
        "python -m sglang.launch_server \\",
        "  --model-path <MODEL> \\",
        "  --disaggregation-mode decode \\",
        "  --disaggregation-transfer-backend <TRANSFER_BACKEND> \\",
        "  --host <DECODE_HOST_i> \\",
        "  --port <DECODE_PORT> \\",
        "  --tp-size 32 \\",
        "  --nnodes 4 \\",
        "  --node-rank <NODE_RANK> \\",
        "  --dist-init-addr <DECODE_HEAD_i>:<DIST_PORT> \\",
        "  --max-running-requests 256 \\",
        "  --speculative-algorithm <DRAFT_ALGORITHM> \\",
        "  --speculative-num-steps 1 \\",
        "  --speculative-eagle-topk 1 \\",
        "  --speculative-num-draft-tokens 2",
      ].join("\n"),
    );
    expect(decode.placeholders.map((p) => p.name)).toEqual([
      "<MODEL>",
      "<TRANSFER_BACKEND>",
      "<DECODE_HOST_i>",
      "<DECODE_PORT>",
      "<NODE_RANK>",
      "<DECODE_HEAD_i>:<DIST_PORT>",
      "<DRAFT_ALGORITHM>",
    ]);
  });

  it("routes over every instance and caps concurrency at the recommended figure", () => {
    const recommended = solve(defaultPlan, catalog).concurrency.recommended.maxConcurrency;
    const prefills = Array.from(
      { length: 12 },
      (_, i) => `  --prefill http://<PREFILL_HOST_${i + 1}>:<PREFILL_PORT> \\`,
    );
    const decodes = Array.from(
      { length: 19 },
      (_, i) => `  --decode http://<DECODE_HOST_${i + 1}>:<DECODE_PORT> \\`,
    );
    expect(role(defaultPlan, "router").command).toBe(
      [
        "python -m sglang_router.launch_router \\",
        "  --pd-disaggregation \\",
        ...prefills,
        ...decodes,
        "  --host <ROUTER_HOST> \\",
        "  --port <ROUTER_PORT> \\",
        `  --max-concurrent-requests ${recommended}`,
      ].join("\n"),
    );
  });
});

describe("sglangLaunch notes", () => {
  it("says how a multi-node instance starts, as a code with its numbers and in English", () => {
    expect(role(defaultPlan, "decode").notes).toEqual([
      {
        code: "sglangMultiNode",
        params: { nodes: 4, gpus: 32, lastRank: 3 },
        text: "Each instance spans 4 nodes (32 GPUs): run the command on each of them, node ranks 0 to 3.",
      },
    ]);
  });

  it("names where the router's cap comes from, and a plan's own cap that differs", () => {
    const { maxConcurrency, params } = solve(defaultPlan, catalog).concurrency.recommended;
    const rate = String(Number(params.ratePerSecond.toFixed(2)));
    expect(role(defaultPlan, "router").notes).toEqual([
      {
        code: "sglangRouterCap",
        params: {
          requests: maxConcurrency,
          inFlight: Math.round(params.inFlight),
          rate,
          slots: Math.ceil(params.decodeSlots),
        },
        text: `Router max concurrency: ${maxConcurrency} requests, the recommended cap (${Math.round(params.inFlight)} in the servers at ${rate} req/s, plus headroom, and at least the ${Math.ceil(params.decodeSlots)} decode slots the plan's capacity needs).`,
      },
    ]);
    const capped = PlanSchema.parse({
      ...defaultPlan,
      engine: { ...defaultPlan.engine, router: { maxConcurrency: 5000 } },
    });
    expect(role(capped, "router").command).not.toContain("--max-concurrent-requests 5000");
    expect(role(capped, "router").notes[1]).toMatchObject({
      code: "routerCapNotPlan",
      params: { planCap: 5000 },
    });
  });

  it("gives the draft algorithm the drafter's reason and a single-node instance no note", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      decode: { ...defaultPlan.decode, nodesPerInstance: 1 },
    });
    const decode = role(plan, "decode");
    expect(decode.notes).toEqual([]);
    expect(decode.placeholders.find((p) => p.name === "<DRAFT_ALGORITHM>")?.code).toBe(
      "draftMethod",
    );
    expect(decode.placeholders.find((p) => p.name === "<DECODE_HOST_i>")?.params).toEqual({
      phase: "decode",
    });
  });
});

describe("sglangLaunch with data-parallel attention", () => {
  it("gives the per-server totals SGLang divides among its DP ranks", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      prefill: { ...defaultPlan.prefill, dataParallel: 2 },
      decode: { ...defaultPlan.decode, dataParallel: 32 },
      latency: {
        ...defaultPlan.latency,
        model: "deepseek-v3",
        decode: { source: "constant", expertParallel: 16 },
      },
    });
    const decode = role(plan, "decode").command;
    expect(decode).toContain("--model-path deepseek-ai/DeepSeek-V3 \\");
    expect(decode).toContain(
      "--tp-size 32 \\\n  --dp-size 32 \\\n  --enable-dp-attention \\\n  --ep-size 16 \\",
    );
    // 32 ranks · ⌈256 / 32⌉ = 256 running requests on the server.
    expect(decode).toContain("--max-running-requests 256 \\");
    const prefill = role(plan, "prefill").command;
    // Two ranks of ⌈8 / 2⌉ = 4: the plan's 32,768 tokens per engine, 65,536 per server.
    expect(prefill).toContain("--max-running-requests 8 \\");
    expect(prefill).toContain("--max-prefill-tokens 32768 \\\n  --chunked-prefill-size 65536");
    expect(prefill).toContain("--ep-size 16 \\");
  });
});

describe("sglangLaunch with a phase that overlaps communication", () => {
  it("asks that phase's servers for two-batch overlap, and only that phase's", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      latency: { ...defaultPlan.latency, decode: { overlapCommunication: true } },
    });
    expect(role(plan, "decode").command).toContain("--enable-two-batch-overlap");
    expect(role(plan, "prefill").command).not.toContain("--enable-two-batch-overlap");
    expect(role(defaultPlan, "decode").command).not.toContain("--enable-two-batch-overlap");
  });
});

describe("sglangLaunch with a phase that runs without CUDA graphs", () => {
  it("adds --disable-cuda-graph to that phase's servers alone", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      latency: { ...defaultPlan.latency, prefill: { eagerMode: true } },
    });
    expect(role(plan, "prefill").command).toContain("--disable-cuda-graph");
    expect(role(plan, "decode").command).not.toContain("--disable-cuda-graph");
    expect(role(defaultPlan, "prefill").command).not.toContain("--disable-cuda-graph");
  });
});
