// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { Tab, TabList, TabPanel, Tabs } from "../../../src/ui/shell/Tabs.tsx";

afterEach(cleanup);

const renderTabs = (start = "plan") => {
  const [value, setValue] = createSignal(start);
  render(() => (
    <Tabs value={value()} onChange={setValue}>
      <TabList>
        <Tab value="plan">Plan</Tab>
        <Tab value="curves">Curves</Tab>
        <Tab value="glossary">Glossary</Tab>
      </TabList>
      <TabPanel value="plan">
        <input aria-label="Rate" />
      </TabPanel>
      <TabPanel value="curves">Charts</TabPanel>
      <TabPanel value="glossary">Terms</TabPanel>
    </Tabs>
  ));
  return { value };
};

const tab = (name: string) => screen.getByRole("tab", { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

describe("Tabs", () => {
  it("marks the open tab selected, links it to its panel and mounts only that panel", () => {
    renderTabs("curves");
    expect(screen.getByRole("tablist")).toBeTruthy();
    expect(tab("Curves").getAttribute("aria-selected")).toBe("true");
    expect(tab("Plan").getAttribute("aria-selected")).toBe("false");
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Charts");
    expect(tab("Curves").getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(tab("Curves").id);
    expect(tab("Plan").hasAttribute("aria-controls")).toBe(false);
    expect(screen.queryByText("Terms")).toBeNull();
  });

  it("gives the row one tab stop, on the open tab", () => {
    renderTabs("curves");
    expect([tab("Plan").tabIndex, tab("Curves").tabIndex, tab("Glossary").tabIndex]).toEqual([
      -1, 0, -1,
    ]);
  });

  it("opens a tab when clicked", () => {
    const { value } = renderTabs();
    fireEvent.click(tab("Glossary"));
    expect(value()).toBe("glossary");
    expect(screen.getByRole("tabpanel").textContent).toBe("Terms");
    expect(tab("Glossary").hasAttribute("data-selected")).toBe(true);
  });

  it("moves and opens with the arrows, wrapping at the ends, and with Home and End", () => {
    const { value } = renderTabs();
    tab("Plan").focus();
    press("ArrowRight");
    expect(value()).toBe("curves");
    expect(document.activeElement).toBe(tab("Curves"));
    press("End");
    expect(value()).toBe("glossary");
    press("ArrowRight");
    expect(value()).toBe("plan");
    press("ArrowLeft");
    expect(value()).toBe("glossary");
    press("Home");
    expect(value()).toBe("plan");
    expect(document.activeElement).toBe(tab("Plan"));
  });

  it("leaves other keys alone", () => {
    const { value } = renderTabs();
    tab("Plan").focus();
    press("ArrowDown");
    press("a");
    expect(value()).toBe("plan");
  });

  it("makes a panel a tab stop only while nothing inside it is focusable", async () => {
    const { value } = renderTabs();
    await Promise.resolve();
    expect(screen.getByRole("tabpanel").hasAttribute("tabindex")).toBe(false);
    fireEvent.click(tab("Curves"));
    expect(value()).toBe("curves");
    expect(screen.getByRole("tabpanel").getAttribute("tabindex")).toBe("0");
  });
});
