// @vitest-environment happy-dom

import { describe, expect, it } from "vitest";
import { catalog, firstVisitPlan } from "../../../src/data/index.ts";
import { formatEstimate, PlanSchema, solve } from "../../../src/model/index.ts";
import { ConcurrencyCard } from "../../../src/ui/results/ConcurrencyCard.tsx";
import { metricRow, renderWithPlan } from "./resultsHarness.tsx";

// The first-visit plan with a P90 TTFT of 500 ms: the decode slots its capacity needs are more
// than the requests in flight at its sustainable load plus headroom.
const tightTtft = PlanSchema.parse({
  ...firstVisitPlan,
  slo: { ...firstVisitPlan.slo, ttftMs: 500 },
});

const hint = () => document.querySelector("[data-testid='recommended-concurrency']")?.textContent;

describe("the recommended router cap's reason", () => {
  it("names the decode slots capacity needs, as the whole number the cap is", () => {
    const { recommended } = solve(tightTtft, catalog).concurrency;
    expect(recommended.covers).toBe("decodeSlots");
    renderWithPlan(tightTtft, () => <ConcurrencyCard />);
    const slots = Math.ceil(recommended.params.decodeSlots);
    expect(recommended.maxConcurrency).toBe(slots);
    expect(hint()).toContain(`The ${slots} decode slots the plan's capacity (`);
    expect(hint()).toContain(
      `more than the ${Math.round(recommended.params.inFlight)} requests in the servers`,
    );
  });

  it("names the requests in flight where those decide it, in Chinese too", () => {
    const { recommended } = solve(firstVisitPlan, catalog).concurrency;
    expect(recommended.covers).toBe("inFlight");
    renderWithPlan(firstVisitPlan, () => <ConcurrencyCard />, "zh");
    expect(hint()).toContain(`服务端中的 ${Math.round(recommended.params.inFlight)} 个请求`);
    expect(hint()).not.toContain("Decode 槽位");
  });

  it("gives the article's and Little's law's counts the estimated rate's digits", () => {
    const { concurrency } = solve(firstVisitPlan, catalog);
    renderWithPlan(firstVisitPlan, () => <ConcurrencyCard />);
    expect(metricRow("concurrency.article").textContent).toContain(
      `${formatEstimate(concurrency.article)} req`,
    );
    expect(metricRow("concurrency.littlesLaw").textContent).toContain(
      `${formatEstimate(concurrency.littlesLaw)} req`,
    );
    expect(metricRow("concurrency.decodeSlots").textContent).toContain("896 req");
  });
});
