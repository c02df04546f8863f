import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, type Plan, solve } from "../../../src/model/index.ts";
import { layoutOptions, withLayout } from "../../../src/model/optimize/layouts.ts";
import { searchSettings } from "../../../src/model/optimize/optimize.ts";

// gpt-oss-120b ships its routed experts in MXFP4 and the rest in BF16: about 65 GB of weights, so
// one 80 GB H100 holds them. The optimizer once priced every weight at BF16 (217.5 GiB) and left
// the one- and two-GPU engines out while solve fitted them.
const gptOssOnH100 = (gpusPerNode: number, expertWeights: "mxfp4" | "bf16" = "mxfp4"): Plan => ({
  ...defaultPlan,
  hardware: { ...defaultPlan.hardware, gpusPerNode },
  latency: {
    model: "gpt-oss-120b",
    precision: { weights: "bf16", expertWeights, kvCache: "bf16", activations: "bf16" },
    prefill: { source: "roofline", gpu: "h100" },
    decode: { source: "roofline", gpu: "h100" },
  },
});

const key = (layout: { nodesPerInstance: number; dataParallel: number }) =>
  `${layout.nodesPerInstance}×${layout.dataParallel}`;

/** Whether solve fits the weights with the decode instance laid out this way. */
const solveFits = (plan: Plan, layout: Parameters<typeof withLayout>[2]): boolean =>
  !solve(withLayout(plan, "decode", layout), catalog).violations.some(
    (violation) => violation.code === "weightsDoNotFit",
  );

/** Checks, layout by layout, that the search tries exactly the layouts solve fits; returns their count. */
const expectSameFits = (plan: Plan): number => {
  const { prefill, decode } = searchSettings(plan, catalog);
  const triedPrefill = new Set(prefill.map((setting) => key(setting.layout)));
  const triedDecode = new Set(decode.map((setting) => key(setting.layout)));
  let fitting = 0;
  for (const layout of layoutOptions(plan, "decode", 4)) {
    const fits = solveFits(plan, layout);
    expect(triedPrefill.has(key(layout)), `prefill ${key(layout)}`).toBe(fits);
    expect(triedDecode.has(key(layout)), `decode ${key(layout)}`).toBe(fits);
    if (fits) fitting += 1;
  }
  return fitting;
};

describe("the optimizer and solve agree on where a model's weights fit", () => {
  it("leaves out the engines that cannot hold gpt-oss-120b all in BF16, and only those", () => {
    // One GPU a node: instances of 1, 2 and 4 GPUs, and about 218 GB of weights to hold.
    const plan = gptOssOnH100(1, "bf16");
    const fitting = expectSameFits(plan);
    expect(fitting).toBeGreaterThan(0);
    expect(fitting).toBeLessThan(layoutOptions(plan, "decode", 4).length);
    expect(solveFits(plan, { nodesPerInstance: 1, dataParallel: 1, own: false })).toBe(false);
  });

  it.each([8, 2, 1])("gpt-oss-120b in BF16 with MXFP4 experts on %i-GPU H100 nodes", (gpus) => {
    const plan = gptOssOnH100(gpus);
    expectSameFits(plan);
    const { prefill } = searchSettings(plan, catalog);
    const triedPrefill = new Set(prefill.map((setting) => key(setting.layout)));
    // One GPU per engine: a single node split into one engine per GPU.
    const oneGpuEngines = { nodesPerInstance: 1, dataParallel: gpus, own: false };
    expect(solveFits(plan, oneGpuEngines)).toBe(true);
    expect(triedPrefill.has(key(oneGpuEngines))).toBe(true);
  });
});
