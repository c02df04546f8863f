import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, type PlanInput, PlanSchema, solve } from "../../../src/model/index.ts";
import { en } from "../../../src/text/en.ts";
import { zh } from "../../../src/text/zh.ts";
import { inputLines } from "../../../src/ui/print/inputLines.ts";
import { concurrencyLines, resultLines } from "../../../src/ui/print/resultLines.ts";
import { printTexts } from "../../../src/ui/print/text.ts";

const plan = PlanSchema.parse({
  ...defaultPlan,
  hardware: { gpusPerNode: 4 },
  slo: { tpotMs: 30 },
  allocation: { mode: "fixed", prefillInstances: 3, decodeInstances: 2 },
} satisfies PlanInput);

describe("inputLines", () => {
  it("lists the inputs the plan sets with their units, and leaves out the ones it does not", () => {
    const lines = inputLines(plan, en, "Model");
    expect(lines).toContainEqual({ label: "GPUs per node", value: "4 GPU" });
    expect(lines).toContainEqual({ label: "TPOT SLO", value: "30 ms" });
    expect(lines.map((line) => line.label)).not.toContain("TTFT SLO");
    expect(lines.map((line) => line.label)).not.toContain("GPU-hour price");
  });

  it("prints choices as words in the reader's language", () => {
    expect(inputLines(plan, en, "Model")).toContainEqual({
      label: en.fields["allocation.mode"].label,
      value: "Fixed x and y",
    });
    expect(inputLines(plan, zh, "模型")).toContainEqual({
      label: zh.fields["allocation.mode"].label,
      value: zh.choices.mode.fixed,
    });
  });

  it("says one engine in the singular in English", () => {
    const lines = inputLines(plan, en, "Model");
    expect(lines).toContainEqual({
      label: en.fields["prefill.dataParallel"].label,
      value: "1 engine",
    });
  });

  it("names the model first when the plan has one", () => {
    const withModel = PlanSchema.parse({
      ...plan,
      latency: { ...plan.latency, model: "DeepSeek-V3" },
    });
    expect(inputLines(withModel, en, "Model")[0]).toEqual({ label: "Model", value: "DeepSeek-V3" });
  });
});

describe("resultLines and concurrencyLines", () => {
  const result = solve(plan, catalog);

  it("heads the results with the instances, nodes and GPUs", () => {
    // Fixed 3 P + 2 D of 2 and 4 nodes: 3 · 2 + 2 · 4 = 14 nodes of 4 GPUs = 56 GPUs.
    const lines = resultLines(result, en, printTexts.en);
    expect(lines[0]).toEqual({ label: "Instances", value: "3 P + 2 D" });
    expect(lines[1]).toEqual({ label: "Nodes · GPUs", value: "14 · 56" });
  });

  it("rounds for reading: seconds from 10 s, cost to the cent", () => {
    const priced = PlanSchema.parse({
      ...plan,
      hardware: { gpusPerNode: 4, gpuHourlyCostUsd: 2.5 },
    });
    const lines = resultLines(solve(priced, catalog), en, printTexts.en);
    const value = (label: string) => lines.find((line) => line.label === label)?.value;
    expect(value(en.results.ttft)).toBe("800 ms");
    // TPOT = ITL / α = 60 / 1.5 = 40 ms; E2EL = 800 + 40 · (1,000 − 1) = 40,760 ms = 40.8 s.
    expect(value(en.results.tpot)).toBe("40 ms");
    expect(value(en.results.e2el)).toBe("40.8 s");
    // 14 nodes · 4 GPUs · 2.5 USD/h = 140 USD/h.
    expect(value(en.results.perHour)).toBe("140.00 USD");
  });

  it("gives the three concurrency figures, decode slots being y · b_d", () => {
    const lines = concurrencyLines(result, en);
    expect(lines).toHaveLength(3);
    // 2 decode instances of batch 256.
    expect(lines[1]).toEqual({ label: en.results.concurrencyDecodeSlots, value: "512" });
  });
});
