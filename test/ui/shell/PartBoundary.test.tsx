// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { PartBoundary } from "../../../src/ui/shell/PartBoundary.tsx";
import { errorExcerpt } from "../../../src/ui/shell/RecoveryPanel.tsx";
import { createPlanner, PlannerProvider } from "../../../src/ui/state/planner.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderFaulty = (language: string, fail: () => boolean) => {
  localStorage.setItem("xpyd.language", language);
  const planner = createPlanner(draftFromPlan(defaultPlan));
  const Faulty = () => {
    if (fail()) throw new TypeError("Cannot read properties of undefined (reading 'x')");
    return <p>Rendered</p>;
  };
  render(() => (
    <I18nProvider>
      <PlannerProvider planner={planner}>
        <PartBoundary>
          <Faulty />
        </PartBoundary>
        <p>Outside</p>
      </PlannerProvider>
    </I18nProvider>
  ));
};

describe("a part of the page that throws while rendering", () => {
  it("is replaced by a message, the last valid plan and a reset, while the rest stays", async () => {
    renderFaulty("en", () => true);
    await screen.findByText("Something went wrong while showing this part of the planner.");
    expect(screen.getByText("Outside")).toBeTruthy();
    const json = screen.getByLabelText("The last valid plan as JSON") as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual(defaultPlan);
    expect(screen.getByRole("button", { name: "Download plan (JSON)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reset stored data and reload" })).toBeTruthy();
    expect(
      screen.getByText("Detail: Cannot read properties of undefined (reading 'x')"),
    ).toBeTruthy();
  });

  it("speaks Chinese when the planner does", async () => {
    renderFaulty("zh", () => true);
    await screen.findByText("显示规划器的这一部分时出错了。");
    expect(screen.getByRole("button", { name: "重置存储的数据并重新加载" })).toBeTruthy();
  });

  it("draws the part again on Try again once the fault is gone", async () => {
    let failing = true;
    renderFaulty("en", () => failing);
    failing = false;
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(screen.getByText("Rendered")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the excerpt of a fault", () => {
  it("keeps the first line, cut to 160 characters, and nothing of what is not an error", () => {
    expect(errorExcerpt(new Error("first\nsecond"))).toBe("first");
    expect(errorExcerpt("x".repeat(500))).toBe(`${"x".repeat(160)}…`);
    expect(errorExcerpt({ message: "not an Error" })).toBe("");
    expect(errorExcerpt(undefined)).toBe("");
  });
});
