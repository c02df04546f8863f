import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { gpuPresets } from "../../src/data/gpus.ts";
import { modelPresets } from "../../src/data/models.ts";
import { emptyCatalog, ownEntry, resolveGpu, resolveModel } from "../../src/model/catalog.ts";
import { PlanSchema } from "../../src/model/plan.ts";
import { prototypeKeys } from "../hostile.ts";
import { workedExampleInput } from "./workedExample.ts";

const plan = PlanSchema.parse(workedExampleInput);

describe("lookups of presets and custom entries by id", () => {
  it("finds nothing under an id that every object has", () => {
    for (const id of prototypeKeys) {
      expect(ownEntry({ h100: 1 }, id)).toBeUndefined();
      expect(resolveGpu(plan, catalog, id)).toBeUndefined();
      expect(resolveModel(plan, catalog, id)).toBeUndefined();
    }
  });

  it("finds a preset under its own id in the catalog it is handed", () => {
    expect(resolveGpu(plan, catalog, "h100")).toBe(gpuPresets.h100);
    expect(resolveModel(plan, catalog, "deepseek-v3")).toBe(modelPresets["deepseek-v3"]);
  });

  it("knows no preset without a catalog: the model holds none of its own", () => {
    expect(resolveGpu(plan, emptyCatalog, "h100")).toBeUndefined();
    expect(resolveModel(plan, emptyCatalog, "deepseek-v3")).toBeUndefined();
  });

  it("prefers the plan's own entry to a preset of the same id, and falls back to the preset", () => {
    const mine = { ...gpuPresets.h100, name: "My H100" };
    const custom = PlanSchema.parse({ ...workedExampleInput, customGpus: { h100: mine } });
    expect(resolveGpu(custom, catalog, "h100")?.name).toBe("My H100");
    expect(resolveGpu(custom, emptyCatalog, "h100")?.name).toBe("My H100");
    expect(resolveGpu(custom, catalog, "h200")).toBe(gpuPresets.h200);
    expect(resolveGpu(custom, catalog, "toString")).toBeUndefined();
    expect(resolveModel(custom, catalog, "constructor")).toBeUndefined();
    expect(resolveModel(custom, catalog, undefined)).toBeUndefined();
  });
});
