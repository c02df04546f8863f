import { expect, inject, it } from "vitest";
import { measureBundle } from "./measureBundle.ts";

// The queueing estimate behind the sustainable load runs on every keystroke, so it ships with the
// first load (about 17 kB with the new plan fields); the simulator, its panel and the readers load later.
// The guards against hostile input (link checksum and bounded inflate, error boundaries, the safe
// describer of bad values) open every page, about 4 kB more.
const budgetKB = 176;

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
