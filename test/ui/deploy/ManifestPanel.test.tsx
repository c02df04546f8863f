// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseAllDocuments } from "yaml";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan, type Plan } from "../../../src/model/index.ts";
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
