import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePlan, encodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan } from "../../src/model/index.ts";
import { planArbitrary } from "../model/planArbitrary.ts";

describe("the plan link codec", () => {
  it("writes a versioned payload and reads the same plan back", async () => {
    const link = await encodePlan(defaultPlan);
    expect(link).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(await decodePlan(`#${link}`)).toEqual({ kind: "plan", plan: defaultPlan });
  });

  it("keeps the default plan's link short", async () => {
    expect((await encodePlan(defaultPlan)).length).toBeLessThan(600);
  });

  it("round-trips every valid plan exactly", async () => {
    await fc.assert(
      fc.asyncProperty(planArbitrary, async (plan) => {
        expect(await decodePlan(await encodePlan(plan))).toEqual({ kind: "plan", plan });
      }),
      { numRuns: 100 },
    );
  });

  it("holds no plan in an empty hash", async () => {
    expect(await decodePlan("")).toEqual({ kind: "none" });
    expect(await decodePlan("#")).toEqual({ kind: "none" });
  });

  it("says a link from a newer planner is from the future", async () => {
    const link = await encodePlan(defaultPlan);
    expect(await decodePlan(link.replace(/^v1/, "v2"))).toEqual({
      kind: "error",
      error: { reason: "futureVersion", version: 2 },
    });
  });

  it("says a hash that is no plan link is not one", async () => {
    expect(await decodePlan("#section-2")).toEqual({
      kind: "error",
      error: { reason: "notPlanLink" },
    });
    expect(await decodePlan("#v0.abc")).toEqual({
      kind: "error",
      error: { reason: "notPlanLink" },
    });
  });

  it("calls a truncated or garbled payload damaged", async () => {
    const link = await encodePlan(defaultPlan);
    const damaged = { kind: "error", error: { reason: "damaged" } };
    expect(await decodePlan(link.slice(0, link.length - 20))).toEqual(damaged);
    expect(await decodePlan(`${link.slice(0, 12)}!!${link.slice(14)}`)).toEqual(damaged);
    expect(await decodePlan("v1.")).toEqual(damaged);
    expect(await decodePlan("v1.AAAAAAAA")).toEqual(damaged);
  });

  it("names the field of a plan that was tampered with", async () => {
    const link = await encodePlan({
      ...defaultPlan,
      prefill: { ...defaultPlan.prefill, batchSize: 0 },
    });
    const decoded = await decodePlan(link);
    expect(
      decoded.kind === "error" &&
        decoded.error.reason === "invalidPlan" &&
        decoded.error.problems[0]?.field,
    ).toBe("prefill.batchSize");
  });

  it("never throws on any hash", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `v1.${s}`),
        ),
        async (hash) => {
          const decoded = await decodePlan(hash);
          expect(["none", "plan", "error"]).toContain(decoded.kind);
        },
      ),
      { numRuns: 300 },
    );
  });
});
