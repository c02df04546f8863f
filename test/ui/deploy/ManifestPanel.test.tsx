// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseAllDocuments } from "yaml";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan, type Plan, PlanSchema } from "../../../src/model/index.ts";
import { ManifestPanel } from "../../../src/ui/deploy/ManifestPanel.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

const downloads = vi.hoisted(() => [] as { name: string; text: string; type: string }[]);
vi.mock("../../../src/ui/shell/downloadText.ts", () => ({
  downloadText: (name: string, text: string, type: string) => {
    downloads.push({ name, text, type });
  },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  downloads.length = 0;
});

const renderPanel = (language: "en" | "zh", plan: Plan = defaultPlan) => {
  localStorage.setItem("xpyd.language", language);
  const planner = createPlanner(draftFromPlan(plan));
  render(() => (
    <I18nProvider>
      <PlannerProvider planner={planner}>
        <ManifestPanel />
      </PlannerProvider>
    </I18nProvider>
  ));
};

describe("ManifestPanel", () => {
  it("downloads the worked example's DynamoGraphDeployment, named after its 12 P and 19 D", async () => {
    renderPanel("en");
    fireEvent.click(screen.getByRole("button", { name: "Download Dynamo manifest" }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    expect(file?.name).toBe("xpyd-dynamo-vllm-12P19D.yaml");
    expect(file?.type).toBe("application/yaml");
    const [deployment] = parseAllDocuments(file?.text ?? "").map((d) => d.toJS());
    expect(deployment).toMatchObject({
      kind: "DynamoGraphDeployment",
      spec: { services: { prefill: { replicas: 12 }, decode: { replicas: 19 } } },
    });
  });

  it("says, in the page's language, what the chosen engine cannot load as the plan prices it", () => {
    // FP8 weights priced on Llama-3.1-70B's BF16 checkpoint: vLLM quantizes it as it loads.
    const llama = PlanSchema.parse({
      ...defaultPlan,
      latency: { ...defaultPlan.latency, model: "llama-3.1-70b" },
    });
    renderPanel("zh", llama);
    expect(document.querySelector("[data-notes]")).toBeNull();
    // TensorRT-LLM does not: the Dynamo manifest's note asks for a checkpoint in FP8.
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "trtllm" } });
    const notes = document.querySelector("[data-notes='trtllm']")?.textContent ?? "";
    expect(notes).toContain("TensorRT-LLM 清单按检查点本身的格式启动方案中的模型");
    expect(notes).toContain(
      "方案按 FP8 权重估算，但 meta-llama/Llama-3.1-70B 的检查点是 BF16：请改用与方案格式一致的检查点（TensorRT-LLM 加载时不会量化任何权重）。",
    );
    // llm-d starts vLLM whatever the choice: no note of its own.
    expect(document.querySelectorAll("[data-notes]")).toHaveLength(1);
  });

  it("follows the engine chosen, and refuses TensorRT-LLM for LeaderWorkerSets", async () => {
    renderPanel("en");
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "trtllm" } });
    expect(screen.getByRole("button", { name: "Download LeaderWorkerSets" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(document.querySelector("[data-refused='lws']")?.textContent).toContain(
      "LeaderWorkerSet manifests start vLLM, SGLang, not TensorRT-LLM.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Download Dynamo manifest" }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe("xpyd-dynamo-trtllm-12P19D.yaml");
  });

  it("says in Chinese why llm-d values are not written for the worked example", () => {
    renderPanel("zh");
    expect(screen.getByRole("button", { name: "下载 llm-d values" })).toHaveProperty(
      "disabled",
      true,
    );
    const note = document.querySelector("[data-refused='llm-d']")?.textContent ?? "";
    expect(note).toContain("未生成 llm-d：");
    expect(note).toContain(
      "Prefill 实例跨 2 个节点，数据并行度为 1；llm-d chart 在每个节点上放置完整的引擎",
    );
  });

  it("words the solver's KV cache refusal from the main dictionary", () => {
    renderPanel("en", {
      ...defaultPlan,
      hardware: { ...defaultPlan.hardware, gpusPerNode: 1 },
      prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
      decode: { ...defaultPlan.decode, nodesPerInstance: 1 },
      latency: {
        model: "llama-3.1-405b",
        prefill: { source: "constant" },
        decode: { source: "constant", gpu: "h100" },
      },
    });
    const note = document.querySelector("[data-refused='dynamo']")?.textContent ?? "";
    expect(note).toContain("Dynamo not written:");
    expect(note).toContain(
      "The decode instance's KV cache holds 0 sequences at the mean context, fewer than the 256 asked for",
    );
  });
});
