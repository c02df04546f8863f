import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { instanceLayout } from "../../src/io/launch/instanceLayout.ts";
import { type Plan, PlanSchema, solve } from "../../src/model/index.ts";
import { workedExampleInput } from "./workedExample.ts";

// Instances smaller than a node: the worked example's decode on a quarter of a node (2 of 8 GPUs).
const withDecodeNodes = (nodesPerInstance: number): Plan =>
  PlanSchema.parse({
    ...workedExampleInput,
    decode: { ...workedExampleInput.decode, nodesPerInstance },
  });

describe("instances on part of a node", () => {
  it("counts a quarter-node decode instance as a quarter of a node: QPM per node is per 8 GPUs", () => {
    const quarter = solve(withDecodeNodes(0.25), catalog);
    // r_d is the same per instance; the instance has a quarter of the GPUs, so at the same
    // allocation its nodes are a quarter and its QPM per node four times as high on the decode side.
    expect(quarter.allocation.decodeNodes).toBeCloseTo(
      quarter.allocation.decodeInstances * 0.25,
      12,
    );
    expect(quarter.allocation.totalGpus).toBeCloseTo(quarter.allocation.totalNodes * 8, 9);
    expect(quarter.throughput.qpmPerNode).toBeCloseTo(
      quarter.throughput.qpm / quarter.allocation.totalNodes,
      9,
    );
  });

  it("launches a quarter-node instance on one node with its 2 GPUs, and a node and a half on two", () => {
    const quarter = withDecodeNodes(0.25);
    const layout = instanceLayout(quarter, solve(quarter, catalog), "decode");
    expect(layout.gpus).toBe(2);
    expect(layout.nodes).toBe(1);
    const oneAndHalf = withDecodeNodes(1.5);
    const spanning = instanceLayout(oneAndHalf, solve(oneAndHalf, catalog), "decode");
    expect(spanning.gpus).toBe(12);
    expect(spanning.nodes).toBe(2);
  });
});
