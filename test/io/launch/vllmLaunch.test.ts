import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { vllmLaunch } from "../../../src/io/launch/vllmLaunch.ts";
import { defaultPlan, type Plan, PlanSchema, solve } from "../../../src/model/index.ts";
import { workedExample } from "../../model/workedExample.ts";

const launch = (plan: Plan) => vllmLaunch(plan, solve(plan, catalog));
const role = (plan: Plan, name: "prefill" | "decode" | "router") => {
  const found = launch(plan).roles.find((r) => r.role === name);
  if (!found) throw new Error(`no ${name} role`);
  return found;
};
const names = (plan: Plan, name: "prefill" | "decode" | "router") =>
  role(plan, name).placeholders.map((p) => p.name);

// docs/model.md §6 with the default plan's engine limits: P instances of 2 nodes × 8 GPUs (TP 16),
// b_p = 8, maxNumBatchedTokens 32,768; D instances of 4 × 8 GPUs (TP 32), b_d = 256, k = 1.
describe("vllmLaunch on the worked example (default plan)", () => {
  it("names the release and the docs pages its flags come from", () => {
    const settings = launch(defaultPlan);
    expect(settings.version).toBe("vLLM 0.11");
    expect(settings.docs.every((url) => url.startsWith("https://docs.vllm.ai/"))).toBe(true);
  });

  it("starts 12 prefill instances with TP 16, 8 sequences and the plan's 32,768-token step", () => {
    const prefill = role(defaultPlan, "prefill");
    expect(prefill.instances).toBe(12);
    expect(prefill.command).toBe(
      [
        "vllm serve <MODEL> \\",
        "  --port <PREFILL_PORT> \\",
        "  --tensor-parallel-size 16 \\",
        "  --max-num-seqs 8 \\",
        "  --max-num-batched-tokens 32768 \\",
        "  --enable-chunked-prefill \\",
        `  --kv-transfer-config '{"kv_connector":"NixlConnector","kv_role":"kv_producer"}'`,
      ].join("\n"),
    );
  });

  it("starts 19 decode instances with TP 32, 256 sequences and one draft token", () => {
    const decode = role(defaultPlan, "decode");
    expect(decode.instances).toBe(19);
    expect(decode.command).toBe(
      [
        "vllm serve <MODEL> \\",
        "  --port <DECODE_PORT> \\",
        "  --tensor-parallel-size 32 \\",
        "  --max-num-seqs 256 \\",
        "  --max-num-batched-tokens 8192 \\",
        `  --speculative-config '{"method":"<DRAFT_METHOD>","num_speculative_tokens":1}' \\`,
        `  --kv-transfer-config '{"kv_connector":"NixlConnector","kv_role":"kv_consumer"}'`,
      ].join("\n"),
    );
  });

  it("marks the model, ports and drafter as placeholders, each with a reason", () => {
    expect(names(defaultPlan, "prefill")).toEqual(["<MODEL>", "<PREFILL_PORT>"]);
    expect(names(defaultPlan, "decode")).toEqual(["<MODEL>", "<DECODE_PORT>", "<DRAFT_METHOD>"]);
    for (const r of launch(defaultPlan).roles) {
      for (const p of r.placeholders) {
        expect(p.why.length).toBeGreaterThan(20);
        expect(r.command).toContain(p.name.replace("_i>", "_1>"));
      }
    }
  });

  it("says that each instance spans several nodes", () => {
    expect(role(defaultPlan, "prefill").notes[0]).toMatchObject({
      code: "vllmMultiNode",
      params: { nodes: 2, gpus: 16 },
    });
    expect(role(defaultPlan, "prefill").notes[0]?.text).toContain("spans 2 nodes (16 GPUs)");
    expect(role(defaultPlan, "decode").notes[0]?.text).toContain("spans 4 nodes (32 GPUs)");
  });

  it("lists the 12 prefill and 19 decode hosts in the proxy and states its concurrency cap", () => {
    const router = role(defaultPlan, "router");
    const lines = router.command.split("\n");
    expect(lines[0]).toBe("python tests/v1/kv_connector/nixl_integration/toy_proxy_server.py \\");
    expect(lines[1]).toBe("  --port <ROUTER_PORT> \\");
    expect(lines[2]).toBe(
      "  --prefiller-hosts <PREFILL_HOST_1> <PREFILL_HOST_2> <PREFILL_HOST_3> <PREFILL_HOST_4> " +
        "<PREFILL_HOST_5> <PREFILL_HOST_6> <PREFILL_HOST_7> <PREFILL_HOST_8> <PREFILL_HOST_9> " +
        "<PREFILL_HOST_10> <PREFILL_HOST_11> <PREFILL_HOST_12> \\",
    );
    expect(lines[3]?.match(/<PREFILL_PORT>/g)).toHaveLength(12);
    expect(lines[4]?.match(/<DECODE_HOST_\d+>/g)).toHaveLength(19);
    expect(lines[5]?.match(/<DECODE_PORT>/g)).toHaveLength(19);
    // The cap the Plan tab and the CLI recommend, not Little's law at capacity (4,891).
    const { maxConcurrency, params } = solve(defaultPlan, catalog).concurrency.recommended;
    expect(maxConcurrency).not.toBe(4891);
    expect(router.notes.map((note) => note.code)).toEqual(["vllmProxyScript", "vllmRouterCap"]);
    expect(router.notes[1]).toEqual({
      code: "vllmRouterCap",
      params: {
        requests: maxConcurrency,
        inFlight: Math.round(params.inFlight),
        rate: String(Number(params.ratePerSecond.toFixed(2))),
        slots: Math.ceil(params.decodeSlots),
      },
      text: `Router max concurrency: ${maxConcurrency} requests, the recommended cap (${Math.round(params.inFlight)} in the servers at ${Number(params.ratePerSecond.toFixed(2))} req/s, plus headroom, and at least the ${Math.ceil(params.decodeSlots)} decode slots the plan's capacity needs). The proxy has no such flag: enforce it in the gateway in front.`,
    });
  });
});

describe("vllmLaunch, derived and model-dependent flags", () => {
  it("sizes max-num-batched-tokens from the batch when the plan sets no engine limit", () => {
    // b_p · l_i = 8 · 4,000 = 32,000; b_d · (k + 1) = 256 · 2 = 512.
    expect(role(workedExample(), "prefill").command).toContain("--max-num-batched-tokens 32000");
    expect(role(workedExample(), "decode").command).toContain("--max-num-batched-tokens 512");
  });

  it("uses a preset's Hugging Face id and turns on expert parallelism for a MoE model", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      decode: { ...defaultPlan.decode, dataParallel: 32 },
      latency: { ...defaultPlan.latency, model: "deepseek-v3" },
    });
    const decode = role(plan, "decode");
    // 32 GPUs in 32 attention replicas: TP 1, DP 32, ⌈256 / 32⌉ = 8 sequences per engine.
    expect(decode.command).toContain("vllm serve deepseek-ai/DeepSeek-V3 \\");
    expect(decode.command).toContain("--tensor-parallel-size 1 \\\n  --data-parallel-size 32 \\");
    expect(decode.command).toContain("--enable-expert-parallel \\\n  --max-num-seqs 8 \\");
    expect(names(plan, "decode")).not.toContain("<MODEL>");
  });

  it("omits speculative decoding when the plan drafts no tokens", () => {
    const plan = PlanSchema.parse({ ...defaultPlan, specDecode: { draftTokens: 0 } });
    expect(role(plan, "decode").command).not.toContain("--speculative-config");
    expect(names(plan, "decode")).not.toContain("<DRAFT_METHOD>");
  });

  it("keeps the recommended cap when the plan sets another, and says so", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      engine: { ...defaultPlan.engine, router: { maxConcurrency: 5000 } },
    });
    const recommended = solve(plan, catalog).concurrency.recommended.maxConcurrency;
    const notes = role(plan, "router").notes;
    expect(notes[1]).toMatchObject({ code: "vllmRouterCap", params: { requests: recommended } });
    expect(notes[2]).toEqual({
      code: "routerCapNotPlan",
      params: { planCap: 5000, requests: recommended },
      text: `The plan's engine.router.maxConcurrency is 5000; these commands use the recommended ${recommended}: set the plan's to it on the Plan tab, or change the flag.`,
    });
  });

  it("says nothing more when the plan's cap is the recommended one", () => {
    const recommended = solve(defaultPlan, catalog).concurrency.recommended.maxConcurrency;
    const plan = PlanSchema.parse({
      ...defaultPlan,
      engine: { ...defaultPlan.engine, router: { maxConcurrency: recommended } },
    });
    expect(role(plan, "router").notes.map((note) => note.code)).toEqual([
      "vllmProxyScript",
      "vllmRouterCap",
    ]);
  });
});

describe("vllmLaunch with a phase that overlaps communication", () => {
  const overlapping = (decode: object) =>
    PlanSchema.parse({
      ...defaultPlan,
      decode: { ...defaultPlan.decode, ...decode },
      latency: { model: "deepseek-v3", decode: { overlapCommunication: true } },
    });

  it("turns on dual batch overlap where vLLM runs it: DP engines with expert parallelism", () => {
    const decode = role(overlapping({ dataParallel: 32 }), "decode");
    expect(decode.command).toContain("--data-parallel-size 32");
    expect(decode.command).toContain("--enable-expert-parallel");
    expect(decode.command).toContain("--enable-dbo");
    expect(decode.notes.map((note) => note.code)).not.toContain("vllmOverlapNeedsDpEp");
    expect(role(overlapping({ dataParallel: 32 }), "prefill").command).not.toContain(
      "--enable-dbo",
    );
  });

  it("leaves it out with one engine per instance, and says why", () => {
    const decode = role(overlapping({}), "decode");
    expect(decode.command).not.toContain("--enable-dbo");
    const note = decode.notes.find((found) => found.code === "vllmOverlapNeedsDpEp");
    expect(note?.text).toContain("--data-parallel-size above 1 and --enable-expert-parallel");
  });
});

describe("vllmLaunch with a phase that runs without CUDA graphs", () => {
  it("adds --enforce-eager to that phase's engines alone", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      latency: { ...defaultPlan.latency, decode: { eagerMode: true } },
    });
    expect(role(plan, "decode").command).toContain("--enforce-eager");
    expect(role(plan, "prefill").command).not.toContain("--enforce-eager");
    expect(role(defaultPlan, "decode").command).not.toContain("--enforce-eager");
  });
});
