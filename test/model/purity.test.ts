import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const srcDir = join(import.meta.dirname, "../../src");
const modelDir = join(srcDir, "model");
const dataDir = join(srcDir, "data");
const importPattern =
  /(?:import|export)[^"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );

// The core reads its own modules and nothing else but zod, d3-array and pure-rand (pure statistics
// and seeded generators, no DOM); the presets in src/data read the core alone. The lint rule in
// eslint.config.js says the same for every folder; this checks the two from the files themselves.
const pureLibraries = new Set(["zod", "d3-array", "pure-rand"]);
const importsWithin =
  (dirs: readonly string[], libraries: ReadonlySet<string>) =>
  (file: string, specifier: string): boolean => {
    const library = specifier.startsWith("pure-rand/") ? "pure-rand" : specifier;
    if (libraries.has(library)) return true;
    if (!specifier.startsWith(".")) return false;
    const target = resolve(dirname(file), specifier);
    return dirs.some((dir) => target.startsWith(`${dir}/`));
  };
const modelAllowed = importsWithin([modelDir], pureLibraries);
const dataAllowed = importsWithin([modelDir, dataDir], new Set());

describe("src/model", () => {
  const files = filesUnder(modelDir);
  const name = (file: string) => relative(modelDir, file);

  it("has source files to check, in subfolders too", () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.some((file) => name(file).includes("/"))).toBe(true);
  });

  it.each(files.map(name))("%s imports only zod, d3-array, pure-rand and the core", (file) => {
    const path = join(modelDir, file);
    const specifiers = [...readFileSync(path, "utf8").matchAll(importPattern)].map(
      (match) => match[1] ?? match[2] ?? "",
    );
    expect(specifiers.filter((spec) => !modelAllowed(path, spec))).toEqual([]);
  });

  it.each(files.map(name))("%s touches no DOM or Node globals", (file) => {
    const source = readFileSync(join(modelDir, file), "utf8");
    expect(source).not.toMatch(/\b(document|window|localStorage|process|require)\s*[.(]/);
  });
});

describe("src/data", () => {
  it.each(filesUnder(dataDir).map((file) => relative(dataDir, file)))(
    "%s imports only the core",
    (file) => {
      const path = join(dataDir, file);
      const specifiers = [...readFileSync(path, "utf8").matchAll(importPattern)].map(
        (match) => match[1] ?? match[2] ?? "",
      );
      expect(specifiers.filter((spec) => !dataAllowed(path, spec))).toEqual([]);
    },
  );
});
