// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan, type PlanInput, PlanSchema } from "../../../src/model/index.ts";
import { LatencySection } from "../../../src/ui/form/latency/LatencySection.tsx";
import { DecodeSection } from "../../../src/ui/form/sections/DecodeSection.tsx";
import { PrefillSection } from "../../../src/ui/form/sections/PrefillSection.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { createPlanner, type Planner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

const calibrated = PlanSchema.parse({
  ...defaultPlan,
  latency: {
    decode: {
      source: "profile",
      profile: [
        { batch: 8, timeMs: 20 },
        { batch: 64, timeMs: 35 },
      ],
    },
  },
  measured: {
    "decode.itlMs": { file: "decode-bench.json", statistic: "p50" },
    "latency.decode.profile": { file: "sweep.jsonl", statistic: "median", runs: 3 },
  },
} satisfies PlanInput);

let planner: Planner;

const renderForm = (language: "en" | "zh") => {
  localStorage.setItem("xpyd.language", language);
  render(() => {
    planner = createPlanner(draftFromPlan(calibrated));
    return (
      <I18nProvider>
        <PlannerProvider planner={planner}>
          <form>
            <PrefillSection />
            <DecodeSection />
            <LatencySection />
          </form>
        </PlannerProvider>
      </I18nProvider>
    );
  });
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const badges = () => [...document.querySelectorAll("[data-measured]")];

describe("the measured badge", () => {
  it("names the file and statistic beside a measured field, as its description", () => {
    renderForm("en");
    const itl = document.querySelector("[data-path='decode.itlMs']") as HTMLElement;
    const badge = within(itl).getByText("decode-bench.json").closest("[data-measured]");
    expect(badge?.textContent).toBe("measured · decode-bench.json · p50");
    expect(badge?.getAttribute("title")).toBe("measured · decode-bench.json · p50");
    const input = within(itl).getByRole("spinbutton");
    const describedBy = (input.getAttribute("aria-describedby") ?? "").split(" ");
    const descriptions = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContain("measured · decode-bench.json · p50");
  });

  it("shows nothing new on a value that was entered", () => {
    renderForm("en");
    const t1 = document.querySelector("[data-path='prefill.batchTimeMs']") as HTMLElement;
    expect(t1.querySelector("[data-measured]")).toBeNull();
  });

  it("tags an imported profile with its file, statistic and run count", () => {
    renderForm("en");
    const table = screen.getByRole("table", { name: /Measured points/ });
    expect(table.getAttribute("aria-describedby")).not.toBeNull();
    const badge = document.getElementById(table.getAttribute("aria-describedby") ?? "");
    expect(badge?.textContent).toBe("measured · sweep.jsonl · median");
    expect(badge?.querySelector("[title]")?.getAttribute("title")).toBe(
      "measured · sweep.jsonl · median (from 3 runs)",
    );
  });

  it("speaks Chinese in Chinese", () => {
    renderForm("zh");
    expect(badges().map((badge) => badge.textContent)).toEqual([
      "实测 · decode-bench.json · p50",
      "实测 · sweep.jsonl · 中位数",
    ]);
  });

  it("goes away when the value is typed over, and when the profile's rows change", () => {
    renderForm("en");
    expect(badges()).toHaveLength(2);
    planner.setValue("decode.itlMs", 42);
    expect(badges().map((badge) => badge.textContent)).toEqual(["measured · sweep.jsonl · median"]);
    const latency = planner.plan().latency;
    planner.setStructured("latency", {
      ...latency,
      decode: { ...latency.decode, profile: [{ batch: 8, timeMs: 21 }] },
    });
    expect(badges()).toHaveLength(0);
  });
});
