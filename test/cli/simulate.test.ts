// @vitest-environment node
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { cliTimeoutMs, runCli, scratchDir, workedExample } from "./runCli.ts";

const scratch = scratchDir();
afterAll(scratch.remove);

const trace = fileURLToPath(
  new URL("../fixtures/load/mooncake-conversation-trace-head.jsonl", import.meta.url),
);
// Few requests keep each run about a second; the seed makes every run the same.
const quick = ["--requests", "2000", "--seed", "7"];

let examplePlan: string | undefined;
const defaultPlanFile = (): string => {
  if (examplePlan !== undefined) return examplePlan;
  const example = runCli(["example"]);
  expect(example.status).toBe(0);
  examplePlan = scratch.file("example.json", example.stdout);
  return examplePlan;
};

interface Summary {
  mean: number;
  p50: number;
  p90: number;
  p99: number;
}
interface SimulateJson {
  requests: number;
  ratePerSecond: number;
  qpm: number;
  rateSource: string;
  sustainableRequestsPerSecond: number;
  arrival: { process: string; cv?: number };
  stable: boolean;
  queueGrowthPerSecond: number;
  ttftMs: Summary | null;
  tpotMs: Summary | null;
  itlMs: Summary | null;
  e2elMs: Summary | null;
  waits: Record<string, Summary | null>;
  utilization: { prefill: number; decode: number };
  sloAttainment: number | null;
  goodputPerSecond: number | null;
  rejected: number;
  sizes?: Record<string, unknown>;
}

const simulateJson = (args: readonly string[]): SimulateJson => {
  const run = runCli(["simulate", ...args, "--format", "json"]);
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as SimulateJson;
};

// Some tests run the command twice to compare: twice the time of one run.
describe("cli simulate", { timeout: 2 * cliTimeoutMs }, () => {
  const plan = defaultPlanFile();

  it("simulates the default plan at its sustainable load and prints every key", () => {
    const result = simulateJson([plan, ...quick]);
    expect(result.rateSource).toBe("sustainable");
    expect(result.sustainableRequestsPerSecond).toBeGreaterThan(0);
    expect(result.ratePerSecond).toBe(result.sustainableRequestsPerSecond);
    expect(result.qpm).toBeCloseTo(result.ratePerSecond * 60, 9);
    expect(result.requests).toBe(2000);
    expect(result.arrival).toEqual({ process: "poisson" });
    expect(result.stable).toBe(true);
    for (const summary of [result.ttftMs, result.tpotMs, result.itlMs, result.e2elMs]) {
      expect(summary).not.toBeNull();
      const { mean, p50, p90, p99 } = summary as Summary;
      expect(p50 <= p90 && p90 <= p99 && mean > 0).toBe(true);
    }
    expect(Object.keys(result.waits).sort()).toEqual([
      "decodeQueueMs",
      "kvTransferMs",
      "prefillQueueMs",
      "routerMs",
    ]);
    // The default plan sets TTFT, TPOT and E2EL targets, so attainment and goodput are reported.
    expect(result.sloAttainment).toBeGreaterThan(0);
    expect(result.sloAttainment).toBeLessThanOrEqual(1);
    expect(result.goodputPerSecond).toBeLessThanOrEqual(result.ratePerSecond * 1.2);
    expect(result.utilization.prefill).toBeGreaterThan(0);
    expect(result.utilization.prefill).toBeLessThanOrEqual(1);
  });

  it("runs at --rate, and at --qpm over 60", () => {
    const byRate = simulateJson([plan, ...quick, "--rate", "50"]);
    const byQpm = simulateJson([plan, ...quick, "--qpm", "3000"]);
    expect([byRate.ratePerSecond, byRate.rateSource]).toEqual([50, "rate"]);
    expect([byQpm.ratePerSecond, byQpm.rateSource]).toEqual([50, "qpm"]);
    // One load, one seed: the same simulation.
    expect(byQpm.ttftMs).toEqual(byRate.ttftMs);
  });

  it("runs gamma arrivals with --arrival gamma:2, which wait longer than evenly spaced ones", () => {
    // One rate for both, below the plan's capacity of 120 requests/s.
    const bursty = simulateJson([plan, ...quick, "--rate", "100", "--arrival", "gamma:2"]);
    const even = simulateJson([plan, ...quick, "--rate", "100", "--arrival", "constant"]);
    expect(bursty.arrival).toEqual({ process: "gamma", cv: 2 });
    expect(even.arrival).toEqual({ process: "constant" });
    expect(bursty.waits.prefillQueueMs?.mean).toBeGreaterThan(even.waits.prefillQueueMs?.mean ?? 0);
  });

  it("takes request sizes from a Mooncake trace and says what it read", () => {
    const result = simulateJson([plan, ...quick, "--rate", "2", "--sizes", trace]);
    expect(result.sizes).toMatchObject({
      file: trace,
      requests: 50,
      keptRequests: 50,
      // 601,420 input and 18,175 output tokens over the fixture's 50 lines.
      meanInputTokens: 12_028.4,
      meanOutputTokens: 363.5,
    });
    // 49 gaps over 15 s.
    const arrival = result.sizes?.arrival as { ratePerSecond: number } | undefined;
    expect(arrival?.ratePerSecond).toBeCloseTo(49 / 15, 9);
    // Two of the 50 prompts (87,169 and 45,922 tokens) exceed the default plan's 32,768-token
    // prefill budget without chunked prefill: they can never run. Drawn with replacement, about
    // 2 / 50 = 4% of the requests are rejected.
    const rejectedShare = result.rejected / (result.requests + result.rejected);
    expect(rejectedShare).toBeGreaterThan(0.02);
    expect(rejectedShare).toBeLessThan(0.06);
  });

  it("prints a table with units, the SLOs and where the sizes came from", () => {
    const run = runCli(["simulate", plan, ...quick, "--rate", "2", "--sizes", trace]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^Simulated [\d,]+ requests at 2 req\/s \(120 QPM\), as --rate asks/,
    );
    expect(run.stdout).toMatch(/Latency \(ms\)\s+mean\s+p50\s+p90\s+p99/);
    expect(run.stdout).toMatch(/\n {2}TTFT\s+[\d,.]+\s+[\d,.]+/);
    expect(run.stdout).toMatch(/\n {2}TTFT mean\s+[\d,.]+ ms\s+target 1,000 ms\s+(met|missed)/);
    expect(run.stdout).toContain("of requests met every SLO");
    expect(run.stdout).toMatch(/\nrejected: [\d,]+ requests could never be served/);
    expect(run.stdout).toContain(`Request sizes from ${trace}: 50 requests`);
    expect(run.stdout).toMatch(/replay its pace with --rate 3\.27 --arrival gamma:2\.97/);
  });

  it("says when the run is shorter than a near-capacity queue's relaxation, and names the warm-up", () => {
    // The example sustains 117.6 req/s at 98% of its prefill capacity: a queue there relaxes over
    // about 0.98 / (1 − √0.98)² ≈ 9,700 arrivals, more than the 2,000 measured; at 60 req/s, 50%,
    // about 2 arrivals.
    const near = runCli(["simulate", plan, ...quick]);
    expect(near.status).toBe(0);
    expect(near.stdout).toMatch(
      /\nqueues: at 98\.\d+% of the busier stage's capacity a queue takes about 9,\d{3} requests to forget its empty start .* more than the 2,000 each run measures/,
    );
    expect(near.stdout).toMatch(/ · after [\d,]+ warm-up requests\n/);
    // 2,000 requests may warm up for 200 + 4 · 2,200 = 9,000: too few for 4,800 in service to fill.
    expect(near.stdout).toContain(
      " · after 9,000 warm-up requests\nwarm-up: the requests in service were still changing when the warm-up reached its limit",
    );
    const light = runCli(["simulate", plan, ...quick, "--rate", "60"]);
    expect(light.stdout).not.toContain("queues:");
    // Past the estimate's capacity (124 of 120 req/s) there is no steady state to wait for.
    const past = runCli(["simulate", plan, ...quick, "--rate", "124"]);
    expect(past.stdout).not.toContain("queues:");
    expect(past.stdout).not.toContain("Infinity");
    const json = simulateJson([plan, ...quick]);
    expect(
      (json as unknown as { queueRelaxationRequests: number }).queueRelaxationRequests,
    ).toBeGreaterThan(9000);
  });

  it("says the queue grows when the load is beyond the deployment", () => {
    const run = runCli(["simulate", plan, ...quick, "--rate", "100000"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/unstable: the queue grows by [\d,.]+ requests\/s/);
    const json = simulateJson([plan, ...quick, "--rate", "100000"]);
    expect(json.stable).toBe(false);
    expect(json.queueGrowthPerSecond).toBeGreaterThan(0);
    expect([json.ttftMs, json.tpotMs, json.itlMs, json.e2elMs]).toEqual([null, null, null, null]);
  });

  it("says a run stopped when more requests would be in flight at once than it follows", () => {
    // Four prefill instances of 524,288 slots at 1,000 s a prompt: at 2,000 req/s nothing queues,
    // yet 2,000,000 requests would be in flight before the first prompt is done.
    const slow = scratch.plan("slow.json", {
      ...workedExample,
      prefill: { nodesPerInstance: 1, batchSize: 524_288, batchTimeMs: 1_000_000 },
      engine: undefined,
      allocation: { mode: "fixed", prefillInstances: 4, decodeInstances: 1 },
    });
    const run = runCli(["simulate", slow, "--requests", "200", "--rate", "2000"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      "stopped: more than 1,048,576 requests were in flight at once, more than a simulation follows",
    );
    expect(run.stdout).not.toContain("unstable: the queue grows");
  });
});

describe("cli simulate errors", { timeout: 2 * cliTimeoutMs }, () => {
  const plan = scratch.plan("worked.json", workedExample);
  const badArgs = (args: readonly string[], errors: readonly string[]) => {
    const run = runCli(["simulate", plan, ...args]);
    expect(run).toMatchObject({ status: 2, stdout: "" });
    expect(run.stderr).toBe(errors.map((error) => `error: ${error}\n`).join(""));
  };

  it.each([
    [
      ["--rate", "-1"],
      '--rate must be a number of requests per second above 0 and at most 10,000,000, got "-1"',
    ],
    [
      ["--arrival", "foo"],
      '--arrival must be poisson, constant or gamma:CV (e.g. gamma:2), got "foo"',
    ],
    [
      ["--arrival", "gamma:0"],
      '--arrival gamma:CV needs a coefficient of variation from 0.05 to 20, got "0"',
    ],
    [
      ["--requests", "1e12"],
      '--requests must be a whole number from 1 to 2,000,000 (every simulated request is kept in memory; --replications narrows the intervals instead), got "1e12"',
    ],
    [["--rate", "5", "--qpm", "300"], "--rate and --qpm both set the load: give one of them"],
    [
      ["--requests", "100000", "--replications", "50"],
      "--requests × --replications must be at most 2,000,000, got 5,000,000",
    ],
  ])("refuses %j with one line naming the flag, and exits 2", (args, error) => {
    badArgs(args, [error]);
  });

  it("lists every bad flag at once", () => {
    badArgs(
      ["--seed", "x", "--format", "csv"],
      [
        '--format for simulate must be one of table, json (got "csv")',
        '--seed must be a whole number from 0 to 2,147,483,647, got "x"',
      ],
    );
  });

  it("asks for --rate when the plan sustains no load within its SLOs", () => {
    // The trace's prompts average 12,028 tokens: the default plan's mean TTFT passes 1,000 ms
    // at any load, so the sustainable load is 0.
    const run = runCli(["simulate", defaultPlanFile(), "--sizes", trace]);
    expect(run).toMatchObject({ status: 2, stdout: "" });
    expect(run.stderr).toBe(
      "error: the plan sustains no load within its SLOs (limited by ttft): give --rate R or --qpm Q to simulate one anyway\n",
    );
  });

  it("refuses simulate's flags on other commands", () => {
    const run = runCli(["solve", plan, "--rate", "5"]);
    expect(run).toMatchObject({ status: 2, stdout: "" });
    expect(run.stderr).toBe("error: --rate applies only to simulate\n");
  });

  it("reports a bad plan by field and exits 1", () => {
    const bad = scratch.plan("bad.json", {
      ...workedExample,
      prefill: { ...workedExample.prefill, batchSize: 0 },
    });
    const run = runCli(["simulate", bad]);
    expect(run).toMatchObject({ status: 1, stdout: "" });
    expect(run.stderr).toBe(`error: ${bad}: prefill.batchSize: must be at least 1, got 0\n`);
  });

  it("reports a bad sizes file by line and field and exits 1", () => {
    const sizes = scratch.file(
      "trace.jsonl",
      '{"timestamp": 0, "input_length": 10, "output_length": 5}\n{"timestamp": 1, "input_length": -3, "output_length": 5}\n',
    );
    const run = runCli(["simulate", plan, "--sizes", sizes]);
    expect(run).toMatchObject({ status: 1, stdout: "" });
    expect(run.stderr).toBe(`error: ${sizes}:2: input_length must be at least 1, got -3\n`);
    const missing = runCli(["simulate", plan, "--sizes", `${sizes}.gone`]);
    expect(missing).toMatchObject({ status: 1, stdout: "" });
    expect(missing.stderr).toBe(`error: ${sizes}.gone: cannot be read: no such file\n`);
  });
});
