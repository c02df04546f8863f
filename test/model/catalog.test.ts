import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../src/data/gpus.ts";
import { modelPresets } from "../../src/data/models.ts";
import {
  gpuPreset,
  modelPreset,
  ownEntry,
  resolveGpu,
  resolveModel,
} from "../../src/model/catalog.ts";
import { PlanSchema } from "../../src/model/plan.ts";
import { prototypeKeys } from "../hostile.ts";
import { workedExampleInput } from "./workedExample.ts";

describe("lookups of presets and custom entries by id", () => {
  it("finds nothing under an id that every object has", () => {
    for (const id of prototypeKeys) {
      expect(ownEntry({ h100: 1 }, id)).toBeUndefined();
      expect(gpuPreset(id)).toBeUndefined();
      expect(modelPreset(id)).toBeUndefined();
    }
  });

  it("finds a preset under its own id", () => {
    expect(gpuPreset("h100")).toBe(gpuPresets.h100);
    expect(modelPreset("deepseek-v3")).toBe(modelPresets["deepseek-v3"]);
  });

  it("prefers the plan's own entry to a preset of the same id, and falls back to the preset", () => {
    const mine = { ...gpuPresets.h100, name: "My H100" };
    const plan = PlanSchema.parse({ ...workedExampleInput, customGpus: { h100: mine } });
    expect(resolveGpu(plan, "h100")?.name).toBe("My H100");
    expect(resolveGpu(plan, "h200")).toBe(gpuPresets.h200);
    expect(resolveGpu(plan, "toString")).toBeUndefined();
    expect(resolveModel(plan, "constructor")).toBeUndefined();
    expect(resolveModel(plan, undefined)).toBeUndefined();
  });
});
