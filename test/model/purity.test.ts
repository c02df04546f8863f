import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const modelDir = join(import.meta.dirname, "../../src/model");
const importPattern =
  /(?:import|export)[^"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

describe("src/model", () => {
  const files = readdirSync(modelDir).filter((name) => name.endsWith(".ts"));

  it("has source files to check", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)("%s imports only zod and its own modules", (name) => {
    const source = readFileSync(join(modelDir, name), "utf8");
    const specifiers = [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2]);
    expect(specifiers.filter((spec) => spec !== "zod" && !spec?.startsWith("./"))).toEqual([]);
  });

  it.each(files)("%s touches no DOM or Node globals", (name) => {
    const source = readFileSync(join(modelDir, name), "utf8");
    expect(source).not.toMatch(/\b(document|window|localStorage|process|require)\s*[.(]/);
  });
});
