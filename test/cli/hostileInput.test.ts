// @vitest-environment node
import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { encodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan } from "../../src/model/index.ts";
import { cliBundle, cliTimeoutMs, repoRoot, runCli, scratchDir } from "./runCli.ts";

// The real command line on input that once grew without bound or printed a stack trace.

const scratch = scratchDir();
afterAll(scratch.remove);

const expectOneErrorLine = (stderr: string): void => {
  const lines = stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^error: /);
  expect(stderr).not.toMatch(/\n\s+at /);
};

describe("cli on hostile input", { timeout: cliTimeoutMs }, () => {
  it("stops reading an endless stdin at the plan file limit and says so", () => {
    const run = spawnSync(
      "sh",
      ["-c", `"${process.execPath}" "${cliBundle}" solve - < /dev/zero`],
      {
        cwd: repoRoot,
        encoding: "utf8",
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "error: stdin: plan: is larger than 2 MB, the limit for a plan file (a few kB)\n",
    );
  });

  it("solves a share link given where the plan file goes", async () => {
    const run = runCli(["solve", `https://example.org/xpyd/#${await encodePlan(defaultPlan)}`]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(run.stdout).toMatch(/Prefill instances x\s+12 \(24 nodes\)/);
  });

  it("reads 150,000 one-line results without a stack trace", () => {
    const line = JSON.stringify({
      model_id: "m",
      completed: 1,
      duration: 1,
      total_input_tokens: 1,
    });
    const file = scratch.file("many.jsonl", `${line}\n`.repeat(150_000));
    const run = runCli(["analyze", file]);
    expect([0, 1]).toContain(run.status);
    if (run.stderr !== "") expectOneErrorLine(run.stderr);
  });

  // Linux takes at most 128 KiB in one argument (MAX_ARG_STRLEN): https://man7.org/linux/man-pages/man2/execve.2.html
  it("refuses a 100,000-character argument in one short line", () => {
    const run = runCli(["x".repeat(100_000)]);
    expect(run.status).toBe(2);
    expectOneErrorLine(run.stderr);
    expect(run.stderr.length).toBeLessThan(200);
  });
});
