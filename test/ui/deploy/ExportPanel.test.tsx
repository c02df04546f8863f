// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatExport } from "../../../src/cli/formatExport.ts";
import { catalog } from "../../../src/data/catalog.ts";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { benchCommands } from "../../../src/io/launch/benchCommand.ts";
import { simulatedPredictions } from "../../../src/io/launch/benchPredictions.ts";
import { defaultPlan, solve, sustainableEstimate } from "../../../src/model/index.ts";
import { createVerification } from "../../../src/ui/deploy/createVerification.ts";
import { ExportPanel } from "../../../src/ui/deploy/ExportPanel.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, PlannerProvider, usePlanner } from "../../../src/ui/state/planner.tsx";

const downloads = vi.hoisted(() => [] as { name: string; text: string; type: string }[]);
vi.mock("../../../src/ui/shell/downloadText.ts", () => ({
  downloadText: (name: string, text: string, type: string) => {
    downloads.push({ name, text, type });
  },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  downloads.length = 0;
});

// Created once in the component, as DeployView does: a call inside the JSX prop would be a getter
// that makes a new one on every read.
const Panel = () => {
  const verification = createVerification(usePlanner());
  return <ExportPanel verification={verification} />;
};

// The benchmark simulations run in the page here (no workers under happy-dom).
const simulated = { timeout: 60_000 };

describe("ExportPanel", () => {
  it(
    "downloads the same llm-d report as the command line, once the sustainable benchmark is simulated",
    simulated,
    async () => {
      localStorage.setItem("xpyd.language", "en");
      const planner = createPlanner(draftFromPlan(defaultPlan));
      render(() => (
        <I18nProvider>
          <PlannerProvider planner={planner}>
            <Panel />
          </PlannerProvider>
        </I18nProvider>
      ));
      const pending = screen.getByRole("button", { name: /^Simulating the benchmark/ });
      expect(pending.getAttribute("aria-disabled")).toBe("true");
      // Clicked while it waits, it downloads nothing.
      fireEvent.click(pending);
      const ready = await screen.findByRole(
        "button",
        { name: "Download predictions as llm-d Benchmark Report" },
        simulated,
      );
      expect(ready.getAttribute("aria-disabled")).toBe("false");
      expect(downloads).toHaveLength(0);
      fireEvent.click(ready);
      await vi.waitFor(() => expect(downloads).toHaveLength(1));
      const [file] = downloads;
      expect(file?.type).toBe("application/json");
      expect(file?.text).toBe(formatExport(defaultPlan, "llm-d-report"));
      // The percentiles are the simulated benchmark's, not the estimate's.
      const result = solve(defaultPlan, catalog);
      const [sustainable] = simulatedPredictions(
        defaultPlan,
        benchCommands(defaultPlan, result).commands,
      );
      const report = JSON.parse(file?.text ?? "{}") as {
        results: {
          request_performance: {
            aggregate: { latency: { time_to_first_token: Record<string, number> } };
          };
        };
      };
      const ttft = report.results.request_performance.aggregate.latency.time_to_first_token;
      expect(ttft.p99).toBe(sustainable?.report?.ttftMs?.p99);
      expect(ttft.p99).not.toBe(sustainableEstimate(defaultPlan, catalog, result)?.ttftMs.p99);
      // After an edit the older plan's simulation is not offered: the button waits again.
      planner.setValue("workload.outputTokens", 500);
      expect(
        screen
          .getByRole("button", { name: /^Simulating the benchmark/ })
          .getAttribute("aria-disabled"),
      ).toBe("true");
    },
  );
});
