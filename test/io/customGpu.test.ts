import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../src/data/gpus.ts";
import { checkGpuDraft, gpuDraftFromSpec } from "../../src/io/customGpu.ts";
import { freeId } from "../../src/io/entryUnits.ts";

const rules = { presetIds: Object.keys(gpuPresets), customIds: ["mine"], editing: null };

describe("a custom GPU typed in datasheet units", () => {
  it("shows a preset in TFLOPS, GiB, TB/s and GB/s", () => {
    const draft = gpuDraftFromSpec("h100-copy", gpuPresets.h100);
    expect(draft.numbers).toEqual({
      bf16FlopsPerSecond: 989.4,
      fp8FlopsPerSecond: 1978.9,
      fp4FlopsPerSecond: Number.NaN,
      hbmBytes: 80,
      hbmBytesPerSecond: 3.35,
      scaleUpBytesPerSecondPerDirection: 450,
      scaleOutBytesPerSecondPerGpu: 50,
      gpusPerScaleUpDomain: 8,
      computeEfficiency: Number.NaN,
    });
  });

  it("leaves an empty optional factor out, so the default applies", () => {
    const checked = checkGpuDraft(gpuDraftFromSpec("x", gpuPresets.h100), rules);
    expect(checked.ok && "computeEfficiency" in checked.spec).toBe(false);
  });

  it("turns a copied preset back into the same spec", () => {
    for (const [id, spec] of Object.entries(gpuPresets)) {
      const checked = checkGpuDraft(gpuDraftFromSpec(`${id}-copy`, spec), rules);
      expect(checked.ok).toBe(true);
      if (!checked.ok) continue;
      for (const [key, value] of Object.entries(spec)) {
        const got = (checked.spec as Record<string, unknown>)[key];
        if (typeof value === "number") expect(got).toBeCloseTo(value, -1);
        else expect(got).toEqual(value);
      }
    }
  });

  it("stores a changed bandwidth in bytes per second", () => {
    const draft = gpuDraftFromSpec("slow-h100", gpuPresets.h100);
    draft.numbers.hbmBytesPerSecond = 2;
    const checked = checkGpuDraft(draft, rules);
    expect(checked.ok && checked.spec.hbmBytesPerSecond).toBe(2e12);
  });

  it("reads an empty optional rate as none (null), an empty required one as a problem", () => {
    const draft = gpuDraftFromSpec("x", gpuPresets.h100);
    draft.numbers.fp8FlopsPerSecond = Number.NaN;
    draft.numbers.hbmBytes = Number.NaN;
    const checked = checkGpuDraft(draft, rules);
    expect(!checked.ok && checked.problems).toEqual([
      { field: "hbmBytes", rule: "empty", params: {} },
    ]);
  });

  it("says a limit in the field's own unit", () => {
    const draft = gpuDraftFromSpec("x", gpuPresets.h100);
    draft.numbers.hbmBytesPerSecond = 500;
    const checked = checkGpuDraft(draft, rules);
    expect(!checked.ok && checked.problems).toEqual([
      { field: "hbmBytesPerSecond", rule: "atMost", params: { limit: 100, got: 500 } },
    ]);
  });

  it("needs an id that is not a preset's or another entry's, and a name", () => {
    const draft = gpuDraftFromSpec("h100", gpuPresets.h100);
    draft.name = " ";
    const problems = (id: string, editing: string | null = null) => {
      const checked = checkGpuDraft({ ...draft, id }, { ...rules, editing });
      return checked.ok
        ? []
        : checked.problems.map((problem) => `${problem.field}:${problem.rule}`);
    };
    expect(problems("h100")).toEqual(["id:idPreset", "name:required"]);
    expect(problems("mine")).toEqual(["id:idTaken", "name:required"]);
    expect(problems("mine", "mine")).toEqual(["name:required"]);
    expect(problems("")).toEqual(["id:required", "name:required"]);
  });

  it("trims the id it saves under", () => {
    const checked = checkGpuDraft(gpuDraftFromSpec("  lab-gpu ", gpuPresets.h20), rules);
    expect(checked.ok && checked.id).toBe("lab-gpu");
  });
});

describe("a free id", () => {
  it("adds the first unused number", () => {
    expect(freeId("h100-custom", [])).toBe("h100-custom");
    expect(freeId("h100-custom", ["h100-custom", "h100-custom-2"])).toBe("h100-custom-3");
  });
});
