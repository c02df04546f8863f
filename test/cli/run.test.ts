// @vitest-environment node
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { encodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan } from "../../src/model/index.ts";
import type { GoldenEntry } from "../io/urlCodecGolden.ts";
import { scratchDir } from "./runCli.ts";
import { runInProcess } from "./runInProcess.ts";

// The command line run in this process, with the real file and link readers: fast enough to try
// every command that takes a plan.

const scratch = scratchDir();
afterAll(scratch.remove);

const golden: GoldenEntry[] = JSON.parse(
  readFileSync(new URL("../fixtures/golden/links.json", import.meta.url), "utf8"),
);
const v1Default = golden.find((entry) => entry.id === "default")?.v1 ?? "";

const runIn = runInProcess;

// The default plan is the worked example: 12 prefill instances of 2 nodes.
const defaultAllocation = /Prefill instances x\s+12 \(24 nodes\)/;

describe("a share link in place of a plan file", () => {
  it("solves the planner's address with the plan in its hash, the hash, and its text", async () => {
    const link = await encodePlan(defaultPlan);
    for (const operand of [`https://example.org/xpyd/#${link}`, `#${link}`, link]) {
      const solved = await runIn(["solve", operand]);
      expect(solved).toMatchObject({ status: 0, stderr: "" });
      expect(solved.stdout).toMatch(defaultAllocation);
    }
  });

  it("solves a version 1 link already shared, with a one-line note that it was not checked", async () => {
    const solved = await runIn(["solve", `https://example.org/xpyd/#${v1Default}`]);
    expect(solved.status).toBe(0);
    expect(solved.stdout).toMatch(defaultAllocation);
    expect(solved.stderr).toBe(
      "note: link: a version 1 link carries no checksum, so a changed character could not be detected\n",
    );
  });

  it("takes a link for every command that takes a plan", async () => {
    const link = `#${await encodePlan(defaultPlan)}`;
    const curves = await runIn(["curves", link]);
    expect(curves.status).toBe(0);
    expect(curves.stdout.length).toBeGreaterThan(0);
    const exported = await runIn(["export", link, "--format", "json"]);
    expect(exported.status).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual(defaultPlan);
    const simulated = await runIn(["simulate", link, "--requests", "500", "--format", "json"]);
    expect(simulated.status).toBe(0);
    expect(JSON.parse(simulated.stdout).requests).toBe(500);
  }, 60_000);

  it("reads a file or a pipe that holds a copied link", async () => {
    const file = scratch.file(
      "link.txt",
      `https://example.org/xpyd/#${await encodePlan(defaultPlan)}\n`,
    );
    const solved = await runIn(["solve", file]);
    expect(solved).toMatchObject({ status: 0, stderr: "" });
    expect(solved.stdout).toMatch(defaultAllocation);
  });

  it("refuses a cut-off link in one line and exits 1", async () => {
    const link = await encodePlan(defaultPlan);
    expect(await runIn(["solve", `#${link.slice(0, 100)}`])).toEqual({
      status: 1,
      stdout: "",
      stderr:
        "error: link: is damaged: it was cut off or altered on the way (copy the whole link again)\n",
    });
  });

  it("says a missing file named like a link is neither", async () => {
    expect(await runIn(["solve", "v1.json"])).toEqual({
      status: 1,
      stdout: "",
      stderr: "error: v1.json: plan: cannot be read: no such file, nor is it a whole share link\n",
    });
  });

  it("reads a file named like a link as the file", async () => {
    const file = scratch.plan("v1.json", defaultPlan);
    const solved = await runIn(["solve", file]);
    expect(solved).toMatchObject({ status: 0, stderr: "" });
  });
});

describe("failures nobody foresaw", () => {
  it("are one line on stderr with exit 1, never a stack trace", async () => {
    const failed = await runIn(["solve", "plan.json"], {
      loadPlan: () => Promise.reject(new RangeError("Maximum call stack size exceeded")),
    });
    expect(failed).toEqual({
      status: 1,
      stdout: "",
      stderr: "error: could not finish: RangeError: Maximum call stack size exceeded\n",
    });
  });

  it("keep a message of many lines to its first 120 characters on one line", async () => {
    const failed = await runIn(["analyze", "result.json"], {
      readText: () =>
        Promise.reject(new Error(`${"x".repeat(200)}\n    at somewhere (file.ts:1:1)`)),
    });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toBe(`error: could not finish: Error: ${"x".repeat(120)}\n`);
  });

  it("refuse a plan of 5,000 nested lists in a file without a stack trace", async () => {
    const file = scratch.file("deep.json", `${"[".repeat(5000)}${"]".repeat(5000)}`);
    const failed = await runIn(["solve", file]);
    expect(failed.status).toBe(1);
    expect(failed.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(failed.stderr).toMatch(/^error: .*deep\.json: plan: /);
  });

  it("analyze reads at most 500 MB of files and names each file it left out", async () => {
    // One 99 MB blank text for every file: each is read, then reported as empty.
    const blank = " ".repeat(99_000_000);
    const files = ["a", "b", "c", "d", "e", "f", "g"].map((name) => `${name}.json`);
    const failed = await runIn(["analyze", ...files], {
      readText: () => Promise.resolve({ ok: true, text: blank }),
    });
    expect(failed.status).toBe(1);
    const errors = failed.stderr.trimEnd().split("\n");
    expect(errors.filter((line) => line.includes("is empty"))).toHaveLength(5);
    expect(errors.filter((line) => line.includes("would pass 500 MB"))).toEqual([
      "error: f.json: was not read: with the files before it, this would pass 500 MB, the most one analyze reads (analyze fewer files at once)",
      "error: g.json: was not read: with the files before it, this would pass 500 MB, the most one analyze reads (analyze fewer files at once)",
    ]);
  });
});
