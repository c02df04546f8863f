// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/index.ts";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { LatencySection } from "../../../src/ui/form/latency/LatencySection.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The GPU menu of the decode roofline, in `language`: each preset's id and the name it shows. */
const gpuMenu = (language: "en" | "zh", roofline: string, gpu: string) => {
  localStorage.setItem("xpyd.language", language);
  render(() => (
    <I18nProvider>
      <PlannerProvider planner={createPlanner(draftFromPlan(defaultPlan))}>
        <form>
          <LatencySection />
        </form>
      </PlannerProvider>
    </I18nProvider>
  ));
  const decode = within(screen.getByRole("group", { name: /^Decode/ }));
  fireEvent.click(decode.getByRole("radio", { name: roofline }));
  const menu = decode.getByRole("combobox", { name: new RegExp(`^${gpu}`) });
  return new Map(
    [...menu.querySelectorAll("option")].map((option) => [option.value, option.textContent]),
  );
};

describe("the roofline's GPU menu", () => {
  it("says a preset's qualifier in Chinese and keeps its product name", () => {
    const names = gpuMenu("zh", "Roofline 估算", "GPU");
    expect(names.get("gb200")).toBe("NVIDIA GB200（按单块 GPU 计，NVL72）");
    expect(names.get("ascend910b")).toBe("Huawei Ascend 910B（数据可信度低）");
    expect(names.get("ascend910c")).toBe("Huawei Ascend 910C，单个 die（Atlas 800 A3）");
    expect(names.get("h100")).toBe(gpuPresets.h100.name);
  });

  it("shows the catalogue's names in English", () => {
    const names = gpuMenu("en", "Roofline estimate", "GPU");
    for (const [id, spec] of Object.entries(gpuPresets)) expect(names.get(id)).toBe(spec.name);
  });
});
