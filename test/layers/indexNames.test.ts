import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Each layer's index.ts is its one public face. A name two of its modules declare would reach
// other layers as whichever one the index happens to re-export: a rate written with two decimals
// where three were meant. Every name an index re-exports is declared by exactly one module.

const srcDir = join(import.meta.dirname, "../../src");

const modulesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesOf(path);
    return /\.tsx?$/.test(entry.name) && entry.name !== "index.ts" ? [path] : [];
  });

const declared = /export (?:const|function|type|interface|class|enum) (\w+)/g;
const reexported = /export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"[^"]+"/g;

const clashes = (layer: string): string[] => {
  const dir = join(srcDir, layer);
  const declaredBy = new Map<string, string[]>();
  for (const file of modulesOf(dir)) {
    for (const [, name] of readFileSync(file, "utf8").matchAll(declared)) {
      if (name) declaredBy.set(name, [...(declaredBy.get(name) ?? []), relative(dir, file)]);
    }
  }
  const index = readFileSync(join(dir, "index.ts"), "utf8");
  const names = [...index.matchAll(reexported)].flatMap(([, list]) =>
    (list ?? "")
      .split(",")
      .map(
        (item) =>
          item
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)
            .at(-1) ?? "",
      )
      .filter((name) => name !== ""),
  );
  expect(names.length).toBeGreaterThan(0);
  return names.flatMap((name) => {
    const files = declaredBy.get(name) ?? [];
    return files.length > 1 ? [`${layer}: ${name} in ${files.join(", ")}`] : [];
  });
};

describe("layer indexes", () => {
  it.each(["model", "data", "text", "io"])(
    "re-export from %s only names one module declares",
    (layer) => {
      expect(clashes(layer)).toEqual([]);
    },
  );
});
