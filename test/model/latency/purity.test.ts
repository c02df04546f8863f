import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const latencyDir = join(import.meta.dirname, "../../../src/model/latency");
const importPattern =
  /(?:import|export)[^"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

describe("src/model/latency", () => {
  const files = readdirSync(latencyDir).filter((name) => name.endsWith(".ts"));

  it.each(files)("%s imports only zod and relative modules", (name) => {
    const source = readFileSync(join(latencyDir, name), "utf8");
    const specifiers = [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2]);
    expect(specifiers.filter((spec) => spec !== "zod" && !spec?.startsWith("."))).toEqual([]);
  });

  it.each(files)("%s reaches no further up than src/model", (name) => {
    const source = readFileSync(join(latencyDir, name), "utf8");
    const specifiers = [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2]);
    expect(specifiers.filter((spec) => spec?.startsWith("../../"))).toEqual([]);
  });

  it.each(files)("%s touches no DOM or Node globals", (name) => {
    const source = readFileSync(join(latencyDir, name), "utf8");
    expect(source).not.toMatch(/\b(document|window|localStorage|process|require)\s*[.(]/);
  });
});
