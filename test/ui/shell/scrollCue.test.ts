import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// A box that scrolls sideways (a wide table or command on a phone) shows a shade at the edge that
// has more to show: one rule in theme.css, .scroll-cue, that every such box takes.

const uiDir = join(import.meta.dirname, "../../../src/ui");
const theme = readFileSync(join(uiDir, "theme.css"), "utf8");

const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith(".module.css") ? [path] : [];
  });

/** The declarations of the rule whose selector is exactly `selector`. */
const ruleOf = (css: string, selector: string): string => {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, `${selector} in theme.css`).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf("\n}", start));
};

describe("the sideways scroll cue", () => {
  it("shades only an edge with more to show: covers ride the content, shades stay at the edges", () => {
    const rule = ruleOf(theme, ".scroll-cue");
    expect(rule).toContain("overflow-x: auto;");
    // Four layers: two covers attached to the content (local), then two shades to the box (scroll).
    const layers = [...rule.matchAll(/no-repeat\s+(local|scroll)/g)].map((match) => match[1]);
    expect(layers).toEqual(["local", "local", "scroll", "scroll"]);
    // Drawn in the theme's colours, so dark mode gets its own cover and shade.
    expect(rule).toContain("var(--scroll-shadow)");
    expect(rule).toContain("var(--scroll-cue-cover, var(--surface))");
    expect(theme).toMatch(/--scroll-shadow: light-dark\(/);
  });

  it("is the only way a view's box scrolls sideways", () => {
    const own = stylesheets(uiDir).flatMap((path) =>
      /overflow-x:\s*(auto|scroll)/.test(readFileSync(path, "utf8")) ? [relative(uiDir, path)] : [],
    );
    expect(own, 'give the box class="scroll-cue" instead').toEqual([]);
  });

  it("keeps the see-through tints the colours they stand for, in both themes", () => {
    // Over --surface, a tint at alpha a gives surface · (1 − a) + tint · a, rounded as the page is.
    const channels = (text: string) => (text.match(/#(\w\w)(\w\w)(\w\w)/) ?? []).slice(1);
    const hex = (name: string) => {
      const found = theme.match(new RegExp(`--${name}: light-dark\\((#\\w{6}), (#\\w{6})\\)`));
      return [found?.[1] ?? "", found?.[2] ?? ""].map((one) =>
        channels(one).map((part) => Number.parseInt(part, 16)),
      );
    };
    const tint = (name: string) => {
      const found = theme.match(
        new RegExp(`--${name}: light-dark\\(rgb\\(([^)]*)\\), rgb\\(([^)]*)\\)\\)`),
      );
      return [found?.[1] ?? "", found?.[2] ?? ""].map((one) => {
        const [colour = "", alpha = "0"] = one.split("/");
        return { rgb: colour.trim().split(/\s+/).map(Number), alpha: Number(alpha) };
      });
    };
    const surface = hex("surface");
    for (const [tinted, solid] of [
      ["surface-2-tint", "surface-2"],
      ["warn-soft-tint", "warn-soft"],
    ] as const) {
      const target = hex(solid);
      tint(tinted).forEach(({ rgb, alpha }, theme) => {
        const over = rgb.map((channel, i) =>
          Math.round((surface[theme]?.[i] ?? 0) * (1 - alpha) + channel * alpha),
        );
        expect(over, `${tinted} over --surface, ${theme === 0 ? "light" : "dark"}`).toEqual(
          target[theme],
        );
      });
    }
  });
});
