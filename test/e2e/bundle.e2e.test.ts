import { expect, inject, it } from "vitest";
import { measureBundle } from "./measureBundle.ts";

const budgetKB = 150;

it(`ships at most ${budgetKB} kB of gzipped JavaScript on first load`, async () => {
  const files = await measureBundle(inject("distDir"));
  const totalKB = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) / 1000;
  const lines = files.map(
    ({ file, gzipBytes }) => `  ${(gzipBytes / 1000).toFixed(1)} kB  ${file}`,
  );
  console.log([`first-load JS: ${totalKB.toFixed(1)} kB gzipped`, ...lines].join("\n"));
  expect(files.length).toBeGreaterThan(0);
  expect(totalKB).toBeLessThanOrEqual(budgetKB);
});
