// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { MeasureView } from "../../../src/ui/measure/MeasureView.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";
import { scrollBoxes } from "../scrollBoxes.ts";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Two requests, 200 and 400 ms to the first token, three 30 ms gaps each: mean TTFT 300 ms.
const result = JSON.stringify({
  backend: "vllm",
  model_id: "m",
  max_concurrency: 2,
  duration: 1,
  completed: 2,
  total_input_tokens: 20,
  total_output_tokens: 8,
  input_lens: [10, 10],
  output_lens: [4, 4],
  ttfts: [0.2, 0.4],
  itls: [
    [0.03, 0.03, 0.03],
    [0.03, 0.03, 0.03],
  ],
  errors: ["", ""],
});

describe("MeasureView", () => {
  it("reads pasted text in the page, shows its metrics and loads the calibrated plan with undo", async () => {
    localStorage.setItem("xpyd.language", "en");
    const planner = createPlanner(draftFromPlan(defaultPlan));
    render(() => (
      <I18nProvider>
        <PlannerProvider planner={planner}>
          <MeasureView />
        </PlannerProvider>
      </I18nProvider>
    ));
    fireEvent.click(screen.getByRole("button", { name: "Read pasted text" }));
    expect(screen.getByText("Paste some text first.")).toBeTruthy();

    const box = screen.getByLabelText("Or paste a result or /metrics text");
    fireEvent.input(box, { target: { value: result } });
    fireEvent.click(screen.getByRole("button", { name: "Read pasted text" }));
    await screen.findByRole("heading", { name: "pasted 1" });
    const meanTtft = await waitFor(() => {
      const row = document.querySelector('tr[data-key="mean_ttft_ms"] td');
      if (!row) throw new Error("no row yet");
      return row;
    });
    expect(meanTtft.textContent).toMatch(/^300\.00\s*calc/);
    // The runs scroll sideways on a phone, in a box the keyboard reaches, named by its caption.
    expect(scrollBoxes()).toContainEqual({
      holds: "table",
      focusable: true,
      name: "Metrics of each run, as vllm bench serve prints them, plus what it does not print",
    });
    expect(scrollBoxes().every((box) => box.focusable && box.name !== "")).toBe(true);
    expect(screen.getByTestId("calibration-workload").textContent).toBe(
      "This run averaged 10 input and 4 output tokens a request; the plan has 4,000 and 1,000: its latencies may not carry over.",
    );

    const percentiles = screen.getByLabelText("Percentiles to report");
    fireEvent.input(percentiles, { target: { value: "50, abc" } });
    expect(
      screen.getByText(/“abc” is not a number\. Showing the last valid choice: 99\./),
    ).toBeTruthy();

    // Two requests a second, 0.3 s in prefill: batches of one, not the plan's 8, and an entered t1
    // cannot say how prefill time grows with batch. TTFT is refused with the reason; ITL is taken.
    const changes = await screen.findByTestId("calibration-changes");
    expect(changes.textContent).not.toContain("300.00 ms");
    expect(changes.textContent).toContain("→ 30.00 ms");
    expect(
      screen.getByText(
        /TTFT is not taken: this run's prefill ran batches of about 1, the plan's batch is 8/,
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Prefill instances that served the run")).toBeTruthy();
    const use = screen.getByRole("button", { name: "Use these measurements" }) as HTMLButtonElement;
    expect(screen.queryByText(/The plan already uses these measurements/)).toBeNull();
    fireEvent.click(use);
    expect(planner.plan().prefill.batchTimeMs).toBe(defaultPlan.prefill.batchTimeMs);
    expect(planner.plan().decode.itlMs).toBe(30);
    expect(planner.plan().measured?.["decode.itlMs"]).toEqual({
      file: "pasted 1",
      statistic: "mean",
      inputTokens: 10,
      outputTokens: 4,
    });
    expect(planner.replaced()).not.toBeNull();
    // Applied: nothing is left to change, so the button rests until the plan moves again.
    expect(screen.getByText(/The plan already uses these measurements/)).toBeTruthy();
    expect(screen.queryByTestId("calibration-changes")).toBeNull();
    expect(use.disabled).toBe(true);
    planner.undoLoad();
    expect(planner.plan().decode.itlMs).toBe(defaultPlan.decode.itlMs);
    // Undo brings the changes and the button back; the status no longer claims them.
    expect((await screen.findByTestId("calibration-changes")).textContent).toContain("→ 30.00 ms");
    expect(use.disabled).toBe(false);
    expect(screen.queryByText(/The plan already uses these measurements/)).toBeNull();
  });

  it("reads t1 for a batch-1 plan and says how: the batch, the wait, the KV transfer", async () => {
    localStorage.setItem("xpyd.language", "zh");
    const batchOne = {
      ...defaultPlan,
      prefill: { ...defaultPlan.prefill, batchSize: 1 },
      engine: { ...defaultPlan.engine, prefill: {} },
    };
    const planner = createPlanner(draftFromPlan(batchOne));
    render(() => (
      <I18nProvider>
        <PlannerProvider planner={planner}>
          <MeasureView />
        </PlannerProvider>
      </I18nProvider>
    ));
    const box = screen.getByLabelText("或粘贴结果或 /metrics 文本");
    fireEvent.input(box, { target: { value: result } });
    fireEvent.click(screen.getByRole("button", { name: "读取粘贴的文本" }));
    const reading = await screen.findByTestId("calibration-prefill");
    // 2 requests a second over one instance, 0.3 s in prefill: 0.6 requests there, batch 1.
    expect(reading.textContent).toMatch(
      /^每个 Prefill 实例在 2\.00 请求\/秒下的 TTFT 为 300\.00 毫秒/,
    );
    expect(reading.textContent).toContain("同时约有 0.60 个请求处于 prefill，即批大小为 1");
    expect(reading.textContent).toContain("这正是方案的批大小 1");
  });
});
