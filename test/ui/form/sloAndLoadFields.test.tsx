// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan, type Plan } from "../../../src/model/index.ts";
import { LimitsSection } from "../../../src/ui/form/sections/LimitsSection.tsx";
import { LoadSection } from "../../../src/ui/form/sections/LoadSection.tsx";
import { WorkloadSection } from "../../../src/ui/form/sections/WorkloadSection.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, type Planner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

let planner: Planner;

const renderForm = (language: "en" | "zh", plan: Plan = defaultPlan) => {
  localStorage.setItem("xpyd.language", language);
  render(() => {
    planner = createPlanner(draftFromPlan(plan));
    return (
      <I18nProvider>
        <PlannerProvider planner={planner}>
          <form>
            <WorkloadSection />
            <LoadSection />
            <LimitsSection />
          </form>
        </PlannerProvider>
      </I18nProvider>
    );
  });
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const fieldAt = (path: string) => document.querySelector(`[data-path='${path}']`) as HTMLElement;
const type = (path: string, value: string) =>
  fireEvent.input(within(fieldAt(path)).getByRole("spinbutton"), { target: { value } });
const errorAt = (path: string) =>
  fieldAt(path).querySelector("[id$='-error-message']")?.textContent ?? "";

describe("the SLO statistics", () => {
  it("puts a statistic beside each SLO, reading mean for a plan that names none", () => {
    renderForm("en");
    for (const metric of ["ttft", "tpot", "e2el"]) {
      const field = fieldAt(`slo.${metric}Ms`);
      const select = field.querySelector<HTMLSelectElement>(`[data-path='slo.${metric}Statistic']`);
      expect(select?.selectedOptions[0]?.textContent).toBe("Mean");
    }
    expect(planner.plan().slo.ttftStatistic).toBeUndefined();
  });

  it("sets the plan's statistic when one is picked from the list", () => {
    renderForm("en");
    const select = fieldAt("slo.ttftStatistic") as HTMLSelectElement;
    expect(within(select).getByRole("option", { name: "P99" })).toBeTruthy();
    fireEvent.change(select, { target: { value: "p99" } });
    expect(planner.plan().slo.ttftStatistic).toBe("p99");
    expect(select.selectedOptions[0]?.textContent).toBe("P99");
  });

  it("names each statistic list after its SLO in Chinese", () => {
    renderForm("zh");
    expect(screen.getByText("TTFT 统计量")).toBeTruthy();
    const select = fieldAt("slo.tpotStatistic") as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe("均值");
  });
});

describe("the attainment target", () => {
  it("is typed as a percentage and kept as a share", () => {
    renderForm("en");
    type("slo.attainment", "99.5");
    expect(planner.plan().slo.attainment).toBe(0.995);
  });

  it("shows a plan's share as a percentage", () => {
    renderForm("en", { ...defaultPlan, slo: { ...defaultPlan.slo, attainment: 0.9 } });
    const input = within(fieldAt("slo.attainment")).getByRole("spinbutton") as HTMLInputElement;
    expect(input.value).toBe("90");
  });

  it("means no target when empty", () => {
    renderForm("en", { ...defaultPlan, slo: { ...defaultPlan.slo, attainment: 0.9 } });
    type("slo.attainment", "");
    expect(planner.stale()).toBe(false);
    expect(planner.plan().slo.attainment).toBeUndefined();
  });

  it("states its limits in percent, in English and Chinese", () => {
    renderForm("en");
    type("slo.attainment", "150");
    expect(errorAt("slo.attainment")).toBe("must be at most 100");
    type("slo.attainment", "0");
    expect(errorAt("slo.attainment")).toBe("must be greater than 0");
    cleanup();
    renderForm("zh");
    type("slo.attainment", "150");
    expect(errorAt("slo.attainment")).toBe("不能大于 100");
  });
});

describe("the load section", () => {
  it("adds no load to a plan until one is chosen, so old plans keep their meaning", () => {
    renderForm("en");
    expect(planner.plan().load).toBeUndefined();
    expect(screen.getByRole("radio", { name: "Poisson" })).toHaveProperty("checked", true);
  });

  it("asks for the coefficient of variation of gamma arrivals, and takes it", () => {
    renderForm("en");
    fireEvent.click(screen.getByRole("radio", { name: "Gamma" }));
    expect(errorAt("load.arrivalCv")).toBe(
      "is required for gamma arrivals (the coefficient of variation of the gaps)",
    );
    expect(planner.stale()).toBe(true);
    type("load.arrivalCv", "2");
    expect(planner.plan().load).toMatchObject({ arrival: "gamma", arrivalCv: 2 });
  });

  it("says what a gamma CV out of range is, in Chinese", () => {
    renderForm("zh");
    fireEvent.click(screen.getByRole("radio", { name: "伽马" }));
    expect(errorAt("load.arrivalCv")).toBe("伽马到达必须填写（到达间隔的变异系数）");
    type("load.arrivalCv", "0.01");
    expect(errorAt("load.arrivalCv")).toBe("不能小于 0.05");
  });

  it("drops the gamma CV from the plan when arrivals go back to Poisson", () => {
    renderForm("en");
    fireEvent.click(screen.getByRole("radio", { name: "Gamma" }));
    type("load.arrivalCv", "2");
    fireEvent.click(screen.getByRole("radio", { name: "Poisson" }));
    expect(fieldAt("load.arrivalCv")).toBeNull();
    expect(planner.plan().load).toEqual({
      arrival: "poisson",
      sizes: "mean",
      routing: "leastLoaded",
    });
  });

  it("takes input and output spreads for a size distribution and rejects a negative one", () => {
    renderForm("en");
    fireEvent.click(screen.getByRole("radio", { name: "Distribution" }));
    type("load.inputCv", "0.8");
    type("load.outputCv", "-1");
    expect(errorAt("load.outputCv")).toBe("must be at least 0");
    type("load.outputCv", "1.2");
    expect(planner.plan().load).toMatchObject({
      sizes: "distribution",
      inputCv: 0.8,
      outputCv: 1.2,
    });
  });

  it("routes round robin when chosen", () => {
    renderForm("en");
    fireEvent.click(screen.getByRole("radio", { name: "Round robin" }));
    expect(planner.plan().load?.routing).toBe("roundRobin");
  });

  it("labels every option in Chinese", () => {
    renderForm("zh");
    for (const name of [
      "泊松",
      "伽马",
      "等间隔",
      "平均值",
      "分布",
      "来自文件",
      "最少负载",
      "轮询",
    ]) {
      expect(screen.getByRole("radio", { name })).toBeTruthy();
    }
  });
});

describe("chunked prefill", () => {
  it("is a switch in the engine limits, off for a plan that does not say", () => {
    renderForm("en");
    const toggle = screen.getByRole("switch", { name: "Chunked prefill" });
    expect(toggle).toHaveProperty("checked", false);
    fireEvent.click(toggle);
    expect(planner.plan().engine.prefill.chunkedPrefill).toBe(true);
  });

  it("is named in Chinese", () => {
    renderForm("zh");
    expect(screen.getByRole("switch", { name: "分块 prefill" })).toBeTruthy();
  });
});

const chooseFile = async (name: string, text: string) => {
  const input = (await screen.findByLabelText(
    /Import a(nother)? (run or trace|file)…/,
  )) as HTMLInputElement;
  Object.defineProperty(input, "files", { value: [new File([text], name)], configurable: true });
  fireEvent.change(input);
};

// Three requests of a Mooncake-style trace: means (100 + 300 + 200) / 3 = 200 in, (10 + 30 + 20) / 3 = 20 out.
const trace = [
  '{"timestamp": 0, "input_length": 100, "output_length": 10, "hash_ids": [1]}',
  '{"timestamp": 50, "input_length": 300, "output_length": 30, "hash_ids": [2]}',
  '{"timestamp": 90, "input_length": 200, "output_length": 20, "hash_ids": [3]}',
].join("\n");

describe("empirical request sizes", () => {
  it("reads a trace and shows its name, request count and mean sizes", async () => {
    renderForm("en");
    fireEvent.click(screen.getByRole("radio", { name: "From a file" }));
    await chooseFile("conversation.jsonl", trace);
    const summary = await screen.findByTestId("sizes-summary");
    expect(summary.textContent).toContain("conversation.jsonl");
    expect(summary.textContent).toContain("3 requests · mean 200 in / 20 out tokens");
    expect(planner.plan().load?.empirical).toEqual({
      file: "conversation.jsonl",
      inputTokens: [100, 300, 200],
      outputTokens: [10, 30, 20],
    });
  });

  it("sets the workload to the imported means when asked", async () => {
    renderForm("en");
    fireEvent.click(screen.getByRole("radio", { name: "From a file" }));
    await chooseFile("conversation.jsonl", trace);
    fireEvent.click(await screen.findByRole("button", { name: "Set the workload to these means" }));
    expect(planner.plan().workload).toEqual({ inputTokens: 200, outputTokens: 20 });
  });

  it("names a broken line and field, and keeps the sizes it had", async () => {
    renderForm("en");
    fireEvent.click(screen.getByRole("radio", { name: "From a file" }));
    await chooseFile("conversation.jsonl", trace);
    await screen.findByTestId("sizes-summary");
    const broken = trace.replace('"input_length": 300', '"input_length": -5');
    await chooseFile("broken.jsonl", broken);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("broken.jsonl could not be used");
    expect(alert.textContent).toContain("Line 2 · input_length");
    expect(planner.plan().load?.empirical?.file).toBe("conversation.jsonl");
  });

  it("says the sizes are missing until a file is read, in Chinese", async () => {
    renderForm("zh");
    fireEvent.click(screen.getByRole("radio", { name: "来自文件" }));
    expect(
      await screen.findByText("请求长度选“来自文件”时必须填写：请导入压测结果或 trace"),
    ).toBeTruthy();
  });
});
