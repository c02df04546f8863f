// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@solidjs/testing-library";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { LatencySection } from "../../../src/ui/form/latency/LatencySection.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, type Planner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

let planner: Planner;

beforeEach(() => {
  localStorage.setItem("xpyd.language", "en");
  // Made inside the render root, so its memos are disposed with it.
  render(() => {
    planner = createPlanner(draftFromPlan(defaultPlan));
    return (
      <I18nProvider>
        <PlannerProvider planner={planner}>
          <form>
            <LatencySection />
          </form>
        </PlannerProvider>
      </I18nProvider>
    );
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const phase = (name: RegExp) => within(screen.getByRole("group", { name }));

describe("the latency model section", () => {
  it("starts a prefill profile from the entered t1, so the result does not move", () => {
    const prefill = phase(/^Prefill/);
    fireEvent.click(prefill.getByRole("radio", { name: "Measured profile" }));
    expect(planner.plan().latency.prefill).toEqual({
      source: "profile",
      profile: [{ batch: 8, timeMs: 800 }],
    });
    expect(planner.result().latency.prefillBatchTimeMs).toBe(800);
  });

  it("replaces the rows with pasted points, sorted by batch", () => {
    const prefill = phase(/^Prefill/);
    fireEvent.click(prefill.getByRole("radio", { name: "Measured profile" }));
    fireEvent.input(prefill.getByRole("textbox", { name: "Paste points" }), {
      target: { value: "16\t1300\n4\t450" },
    });
    fireEvent.click(prefill.getByRole("button", { name: "Replace the rows" }));
    expect(planner.plan().latency.prefill.profile).toEqual([
      { batch: 4, timeMs: 450 },
      { batch: 16, timeMs: 1300 },
    ]);
    expect(prefill.getByRole("status").textContent).toBe("2 points read; rows replaced.");
  });

  it("marks a new empty row invalid and keeps the last valid plan", () => {
    const prefill = phase(/^Prefill/);
    fireEvent.click(prefill.getByRole("radio", { name: "Measured profile" }));
    fireEvent.click(prefill.getByRole("button", { name: "+ Add row" }));
    expect(planner.stale()).toBe(true);
    expect(planner.problemFor("latency.prefill.profile.1.batch")?.rule).toBe("empty");
    fireEvent.click(prefill.getByRole("button", { name: "Delete row 2" }));
    expect(planner.stale()).toBe(false);
  });

  it("starts a decode roofline from DeepSeek-V3 on H800 and lists the user's entries", () => {
    const decode = phase(/^Decode/);
    fireEvent.click(decode.getByRole("radio", { name: "Roofline estimate" }));
    expect(planner.plan().latency.decode).toMatchObject({ source: "roofline", gpu: "h800" });
    expect(planner.plan().latency.model).toBe("deepseek-v3");
    expect(planner.result().latencyModel.decode.source).toBe("roofline");
    expect(screen.getByRole("button", { name: "+ Add a custom GPU" })).toBeTruthy();
  });

  it("saves a custom GPU in bytes per second, and forgets its uses when it is deleted", () => {
    fireEvent.click(phase(/^Decode/).getByRole("radio", { name: "Roofline estimate" }));
    fireEvent.click(screen.getByRole("button", { name: "+ Add a custom GPU" }));
    const form = phase(/^New GPU/);
    const bandwidth = form.getByRole("spinbutton", { name: /Memory bandwidth/ });
    fireEvent.input(bandwidth, { target: { value: "2" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    expect(planner.plan().customGpus["h100-custom"]?.hbmBytesPerSecond).toBe(2e12);

    planner.setStructured("latency", {
      ...planner.plan().latency,
      decode: { source: "roofline", gpu: "h100-custom" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Delete NVIDIA H100 SXM5 80GB" }));
    expect(planner.plan().customGpus).toEqual({});
    expect(planner.problemFor("latency.decode.gpu")?.rule).toBe("requiredForSource");
  });

  it("refuses to save a custom GPU whose id is a preset's, saying why beside the field", () => {
    fireEvent.click(phase(/^Decode/).getByRole("radio", { name: "Roofline estimate" }));
    fireEvent.click(screen.getByRole("button", { name: "+ Add a custom GPU" }));
    const form = phase(/^New GPU/);
    fireEvent.input(form.getByRole("textbox", { name: "Id" }), { target: { value: "h800" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    expect(form.getByText("is a preset's id: choose another")).toBeTruthy();
    expect(form.getByRole("alert").textContent).toBe("Fix the fields marked above to save.");
    expect(planner.plan().customGpus).toEqual({});
  });
});

describe("efficiency factors for one phase", () => {
  it("sets a factor on decode alone, counts it on its choice and shows the shared field empty", () => {
    fireEvent.click(phase(/^Decode/).getByRole("radio", { name: "Roofline estimate" }));
    fireEvent.click(screen.getByRole("button", { name: /^Efficiency factors/ }));
    fireEvent.click(screen.getByRole("radio", { name: "Decode only" }));
    const memory = () => screen.getByRole("spinbutton", { name: /^Memory efficiency/ });
    fireEvent.input(memory(), { target: { value: "0.6" } });
    expect(planner.plan().latency.decode.efficiency).toEqual({ memoryEfficiency: 0.6 });
    expect(planner.plan().latency.efficiency).toBeUndefined();
    expect(screen.getByRole("radio", { name: "Decode only (1)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Both phases" }));
    expect((memory() as HTMLInputElement).value).toBe("");
    // For one phase, an empty field shows what it takes: the value set for both phases.
    fireEvent.input(memory(), { target: { value: "0.7" } });
    fireEvent.click(screen.getByRole("radio", { name: "Prefill only" }));
    expect((memory() as HTMLInputElement).placeholder).toBe("0.7");
    expect(planner.plan().latency.efficiency).toEqual({ memoryEfficiency: 0.7 });
  });
});
