// @vitest-environment node

import { afterAll, describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { defaultPlan, type PlanInput } from "../../src/model/index.ts";
import { cliTimeoutMs, runCli, scratchDir } from "./runCli.ts";

const scratch = scratchDir();
afterAll(scratch.remove);

const documents = (text: string): unknown[] =>
  parseAllDocuments(text).map((document) => document.toJS());

// The worked example with 2 DP engines a prefill instance and 8 a decode instance, one engine or
// more a node, so every format can place it.
const wideEp: PlanInput = {
  ...defaultPlan,
  prefill: { ...defaultPlan.prefill, dataParallel: 2 },
  decode: { ...defaultPlan.decode, dataParallel: 8 },
};

describe("cli export of Kubernetes manifests", { timeout: cliTimeoutMs }, () => {
  const plan = scratch.plan("default.json", defaultPlan);
  const wide = scratch.plan("wide.json", wideEp);

  it("prints a DynamoGraphDeployment for vLLM by default: 12 prefill and 19 decode workers", () => {
    const run = runCli(["export", plan, "--format", "dynamo"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(run.stdout.startsWith("# NVIDIA Dynamo DynamoGraphDeployment (vllm)")).toBe(true);
    expect(run.stdout).toContain("#   <NAMESPACE>: ");
    const [deployment] = documents(run.stdout);
    expect(deployment).toMatchObject({
      kind: "DynamoGraphDeployment",
      spec: {
        backendFramework: "vllm",
        services: {
          prefill: { replicas: 12, multinode: { nodeCount: 2 } },
          decode: { replicas: 19, multinode: { nodeCount: 4 } },
        },
      },
    });
  });

  it("starts the engine --engine names", () => {
    const run = runCli(["export", plan, "--format", "dynamo", "--engine", "trtllm"]);
    expect(run.status).toBe(0);
    expect(documents(run.stdout)[0]).toMatchObject({ spec: { backendFramework: "trtllm" } });
  });

  it("prints two LeaderWorkerSets, groups of 2 and 4 pods", () => {
    const run = runCli(["export", plan, "-f", "lws", "--engine", "sglang"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(documents(run.stdout)).toMatchObject([
      { kind: "LeaderWorkerSet", spec: { replicas: 12, leaderWorkerTemplate: { size: 2 } } },
      { kind: "LeaderWorkerSet", spec: { replicas: 19, leaderWorkerTemplate: { size: 4 } } },
    ]);
  });

  it("prints llm-d values for a plan whose engines it can place", () => {
    const run = runCli(["export", wide, "--format", "llm-d"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(documents(run.stdout)[0]).toMatchObject({
      multinode: true,
      prefill: { replicas: 12, parallelism: { tensor: 8, data: 2, dataLocal: 1, workers: 2 } },
      decode: { replicas: 19, parallelism: { tensor: 4, data: 8, dataLocal: 2, workers: 4 } },
    });
  });

  it("refuses, with exit status 1 and the reason, a plan a format cannot place", () => {
    const run = runCli(["export", plan, "--format", "llm-d"]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")[0]).toBe(
      "error: no llm-d manifests for this plan: A prefill instance spans 2 nodes with a data-parallel size of 1; the llm-d chart puts whole engines on each node (dataLocal × tensor GPUs a pod), so the data-parallel size must be a multiple of the nodes.",
    );
  });

  it("refuses a plan whose weights leave no room for a KV cache", () => {
    const tooSmall = scratch.plan("too-small.json", {
      ...defaultPlan,
      hardware: { gpusPerNode: 1 },
      prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
      decode: { ...defaultPlan.decode, nodesPerInstance: 1 },
      latency: {
        model: "llama-3.1-405b",
        prefill: { source: "constant" },
        decode: { source: "constant", gpu: "h100" },
      },
    });
    const run = runCli(["export", tooSmall, "--format", "dynamo"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("error: no dynamo manifests for this plan: The model's weights (");
    expect(run.stderr).toContain("The decode instance's KV cache holds 0 sequences");
  });

  it("refuses --engine with another format, and an engine the format does not start", () => {
    expect(runCli(["export", plan, "--format", "vllm", "--engine", "sglang"])).toMatchObject({
      status: 2,
      stderr: "error: --engine applies only to --format dynamo, llm-d, lws (got --format vllm)\n",
    });
    expect(runCli(["export", plan, "--format", "lws", "--engine", "trtllm"])).toMatchObject({
      status: 2,
      stderr: 'error: --engine for --format lws must be one of vllm, sglang (got "trtllm")\n',
    });
    expect(runCli(["export", plan, "--format", "dynamo", "--engine", "tgi"]).stderr).toBe(
      'error: --engine must be one of vllm, sglang, trtllm (got "tgi")\n',
    );
    expect(runCli(["solve", plan, "--engine", "vllm"]).stderr).toBe(
      "error: --engine applies only to export\n",
    );
  });
});
