// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { ChoiceField } from "../../../src/ui/form/ChoiceField.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";

afterEach(cleanup);

const options = ["poisson", "gamma", "uniform"] as const;
const words: Record<(typeof options)[number], string> = {
  poisson: "Poisson",
  gamma: "Gamma",
  uniform: "Uniform",
};

const renderChoice = (start: string, accept = true) => {
  const [value, setValue] = createSignal(start);
  const picked: string[] = [];
  render(() => (
    <I18nProvider>
      <ChoiceField
        label="Arrivals"
        help="How requests arrive"
        value={value()}
        options={options}
        optionLabel={(option) => words[option]}
        onChange={(next) => {
          picked.push(next);
          if (accept) setValue(next);
        }}
      />
    </I18nProvider>
  ));
  return { value, picked };
};

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;

describe("ChoiceField", () => {
  it("is a radio group named by its label, one radio an option", () => {
    renderChoice("gamma");
    const group = screen.getByRole("radiogroup", { name: "Arrivals" });
    expect(group.querySelectorAll("input[type=radio]")).toHaveLength(3);
    expect(radio("Gamma").checked).toBe(true);
    expect(radio("Poisson").checked).toBe(false);
    expect(radio("Gamma").closest("[data-checked]")?.textContent).toBe("Gamma");
  });

  it("shares one name across its radios, so the browser moves between them with the arrows", () => {
    renderChoice("poisson");
    const names = new Set(options.map((option) => radio(words[option]).name));
    expect(names.size).toBe(1);
    expect([...names][0]).not.toBe("");
  });

  it("reports the option picked and follows the value given back", () => {
    const { value, picked } = renderChoice("poisson");
    fireEvent.click(radio("Uniform"));
    expect(picked).toEqual(["uniform"]);
    expect(value()).toBe("uniform");
    expect(radio("Uniform").checked).toBe(true);
    expect(radio("Poisson").checked).toBe(false);
  });

  it("keeps the caller's option when the caller does not take the change", () => {
    const { picked } = renderChoice("poisson", false);
    fireEvent.click(radio("Gamma"));
    expect(picked).toEqual(["gamma"]);
    expect(radio("Gamma").checked).toBe(false);
  });

  it("may show none of the options as chosen", () => {
    renderChoice("none of these");
    for (const option of options) expect(radio(words[option]).checked).toBe(false);
  });

  it("keeps the help tip out of the group's name", () => {
    renderChoice("poisson");
    expect(screen.getByRole("button", { name: "Arrivals: How requests arrive" })).toBeTruthy();
  });
});
