import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

const blocking = new Set(["serious", "critical"]);

/** Serious and critical axe violations on the page, one readable line each. */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => blocking.has(violation.impact ?? ""))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(" ")).join(", ");
      return `${violation.id} (${violation.impact}): ${violation.help} at ${targets}`;
    });
};
