import { createRoot } from "solid-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, solve } from "../../../src/model/index.ts";
import {
  createSimulationClient,
  type SimulationClient,
} from "../../../src/ui/simulate/createSimulationClient.ts";

// No Worker in node: the client runs the same slices in the page, which is what these pin.
let dispose = () => {};
const client = (): SimulationClient =>
  createRoot((disposeRoot) => {
    dispose = disposeRoot;
    return createSimulationClient();
  });

afterEach(() => dispose());

const halfCapacity = solve(defaultPlan, catalog).throughput.requestsPerSecond / 2;
const small = { ratePerSecond: halfCapacity, requests: 200, warmupRequests: 20, replications: 2 };

describe("createSimulationClient", () => {
  it("runs to a report, with progress ending at 1", async () => {
    const run = client().run(defaultPlan, small);
    expect(run.state()).toBe("running");
    await vi.waitFor(() => expect(run.state()).toBe("done"), { timeout: 20_000 });
    expect(run.progress()).toBe(1);
    // 200 measured requests in each of 2 replications.
    expect(run.report()?.requests).toBe(400);
    expect(run.report()?.replications).toBe(2);
    expect(run.elapsedMs()).toBeGreaterThan(0);
  });

  it("stops a cancelled run: it never reports", async () => {
    const run = client().run(defaultPlan, { ...small, requests: 100_000 });
    run.cancel();
    expect(run.state()).toBe("cancelled");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(run.report()).toBeNull();
    expect(run.state()).toBe("cancelled");
  });

  it("cancels the run going when another starts, and runs the new one", async () => {
    const simulations = client();
    const first = simulations.run(defaultPlan, { ...small, requests: 100_000 });
    const second = simulations.run(defaultPlan, small);
    expect(first.state()).toBe("cancelled");
    await vi.waitFor(() => expect(second.state()).toBe("done"), { timeout: 20_000 });
    expect(first.report()).toBeNull();
  });

  it("runs again after a cancel", async () => {
    const simulations = client();
    simulations.run(defaultPlan, { ...small, requests: 100_000 }).cancel();
    const next = simulations.run(defaultPlan, small);
    await vi.waitFor(() => expect(next.state()).toBe("done"), { timeout: 20_000 });
    expect(next.report()?.requests).toBe(400);
  });
});
