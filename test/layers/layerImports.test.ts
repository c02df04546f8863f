// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rule in eslint.config.js, run by `npm run lint`, on imports planted in real files.

// The project's own config, without the type-aware parse: the rule reads only import paths, and a
// whole TypeScript program per planted file is slow enough on a busy machine to time out.
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { project: false } } },
});

/** The layer rule's messages for `text` linted as if it were the file at `filePath`. */
const layerProblems = async (filePath: string, text: string): Promise<string[]> => {
  const [report] = await eslint.lintText(text, { filePath });
  const messages = report?.messages ?? [];
  // A file that did not parse reports no rule at all: that must fail here, not pass as "allowed".
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages
    .filter((message) => message.ruleId === "xpyd/layer-imports")
    .map((message) => message.message);
};

describe("the layer rule", { timeout: 60_000 }, () => {
  it("is on, as an error, for every file of src/", async () => {
    for (const file of ["src/model/solve.ts", "src/ui/App.tsx", "src/cli/main.ts"]) {
      const config = await new ESLint().calculateConfigForFile(file);
      expect(config.rules?.["xpyd/layer-imports"]).toEqual([2]);
    }
  });

  it.each([
    [
      "src/model/solve.ts",
      'import { catalog } from "../data/catalog.ts";',
      "src/model may not import from src/data",
    ],
    [
      "src/model/curves/index.ts",
      'export * from "../../io/planFile.ts";',
      "src/model may not import from src/io",
    ],
    [
      "src/model/solve.ts",
      'import { createSignal } from "solid-js";',
      'src/model may not import the package "solid-js"',
    ],
    [
      "src/model/solve.ts",
      'import { readFileSync } from "node:fs";',
      'src/model may not import the package "node:fs"',
    ],
    [
      "src/model/solve.ts",
      'const app = import("../ui/App.tsx");',
      "src/model may not import from src/ui",
    ],
    [
      "src/data/catalog.ts",
      'import { parsePlanFile } from "../io/planFile.ts";',
      "src/data may not import from src/io",
    ],
    [
      "src/io/planFile.ts",
      'import { App } from "../ui/App.tsx";',
      "src/io may not import from src/ui",
    ],
    [
      "src/io/planFile.ts",
      'import { run } from "../cli/run.ts";',
      "src/io may not import from src/cli",
    ],
    [
      "src/ui/App.tsx",
      'import { run } from "../cli/run.ts";',
      "src/ui may not import from src/cli",
    ],
    [
      "src/ui/App.tsx",
      'import { readFileSync } from "node:fs";',
      'src/ui may not import the package "node:fs"',
    ],
    [
      "src/text/fill.ts",
      'import { catalog } from "../data/index.ts";',
      "src/text may not import from src/data",
    ],
    [
      "src/ui/App.tsx",
      'import { solve } from "../model/solve.ts";',
      "src/ui imports src/model through src/model/index.ts, not model/solve.ts",
    ],
    [
      "src/cli/run.ts",
      'export { en } from "../text/en.ts";',
      "src/cli imports src/text through src/text/index.ts, not text/en.ts",
    ],
    [
      "src/io/planFile.ts",
      'import type { Plan } from "../model/plan.ts";',
      "src/io imports src/model through src/model/index.ts, not model/plan.ts",
    ],
  ])("refuses in %s: %s", async (filePath, text, message) => {
    expect((await layerProblems(filePath, text)).join("\n")).toContain(message);
  });

  it.each([
    ["src/data/catalog.ts", 'import type { Catalog } from "../model/index.ts";'],
    ["src/io/solvesCleanly.ts", 'import { catalog } from "../data/index.ts";'],
    [
      "src/ui/results/Explain.tsx",
      'const load = () => import("../../text/derivations/derivation.ts");',
    ],
    [
      "src/ui/App.tsx",
      'import { solve } from "../model/index.ts";\nimport { createSignal } from "solid-js";',
    ],
    [
      "src/cli/main.ts",
      'import { argv } from "node:process";\nimport { parsePlanFile } from "../io/index.ts";',
    ],
    ["src/model/solve.ts", 'import { z } from "zod";\nimport { plan } from "./plan.ts";'],
  ])("allows in %s: %s", async (filePath, text) => {
    expect(await layerProblems(filePath, text)).toEqual([]);
  });
});
