// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { Glossary } from "../../../src/ui/glossary/Glossary.tsx";
import { glossaryEn } from "../../../src/ui/glossary/glossaryEn.ts";
import { glossaryZh } from "../../../src/ui/glossary/glossaryZh.ts";
import { I18nProvider, useI18n } from "../../../src/ui/i18n/i18n.tsx";

const renderIn = (language: "en" | "zh") => {
  let switchTo: (next: "en" | "zh") => void = () => {};
  const Capture = () => {
    const { setLanguage } = useI18n();
    setLanguage(language);
    switchTo = setLanguage;
    return null;
  };
  const result = render(() => (
    <I18nProvider>
      <Capture />
      <Glossary />
    </I18nProvider>
  ));
  return { ...result, switchTo: (next: "en" | "zh") => switchTo(next) };
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("Glossary", () => {
  it("renders every English term with an anchor, formula and pitfall", () => {
    const { container } = renderIn("en");
    expect(screen.getByRole("heading", { level: 2, name: "Glossary" })).toBeTruthy();
    const terms = container.querySelectorAll("dl dt");
    expect(terms).toHaveLength(glossaryEn.length);
    expect(container.querySelector("dt#glossary-ttft")?.textContent).toContain("TTFT");
    expect(container.querySelectorAll("dd pre code")).toHaveLength(
      glossaryEn.filter((e) => e.formula !== undefined).length,
    );
    expect(container.textContent).toContain("Pitfall:");
  });

  it("ties the filter label to its input and narrows the list", () => {
    const { container } = renderIn("en");
    const input = screen.getByLabelText("Filter terms") as HTMLInputElement;
    fireEvent.input(input, { target: { value: "max_num" } });
    const ids = [...container.querySelectorAll("dl dt")].map((dt) => dt.id);
    expect(ids).toContain("glossary-maxNumSeqs");
    expect(ids).toContain("glossary-maxNumBatchedTokens");
    expect(ids).not.toContain("glossary-ttft");
    fireEvent.input(input, { target: { value: "no such term" } });
    expect(container.querySelector("dl")).toBeNull();
    expect(container.textContent).toContain("No term matches “no such term”.");
  });

  it("follows the language", () => {
    const { container, switchTo } = renderIn("zh");
    expect(screen.getByRole("heading", { level: 2, name: "术语表" })).toBeTruthy();
    expect(screen.getByLabelText("筛选术语")).toBeTruthy();
    expect(container.querySelectorAll("dl dt")).toHaveLength(glossaryZh.length);
    expect(container.textContent).toContain("首字出字时延");
    switchTo("en");
    expect(screen.getByRole("heading", { level: 2, name: "Glossary" })).toBeTruthy();
    expect(container.textContent).not.toContain("首字出字时延");
  });
});
