// @vitest-environment node
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cliTimeoutMs, runCli, scratchDir, workedExample } from "./runCli.ts";

const scratch = scratchDir();
afterAll(scratch.remove);

const lines = (text: string): string[] => text.trimEnd().split("\n").sort();

describe("cli bad plan files exit 1", { timeout: cliTimeoutMs }, () => {
  it("reports a missing file", () => {
    const missing = join(scratch.dir, "missing.json");
    const run = runCli(["solve", missing]);
    expect(run).toMatchObject({ status: 1, stdout: "" });
    expect(run.stderr).toBe(`error: ${missing}: plan: cannot be read: no such file\n`);
  });

  it("reports invalid JSON with its position", () => {
    const path = scratch.file("broken.json", '{"version": 1, }');
    const run = runCli(["solve", path]);
    expect(run).toMatchObject({ status: 1, stdout: "" });
    expect(run.stderr).toBe(
      `error: ${path}: plan: is not valid JSON: Unexpected token "}" at position 15 (line 1, column 16)\n`,
    );
  });

  it("reports each field out of range or unknown on its own line", () => {
    const prefill = { ...workedExample.prefill, batchSize: 0 };
    const path = scratch.plan("fields.json", { ...workedExample, prefill, colour: 1 });
    const run = runCli(["solve", path]);
    expect(run).toMatchObject({ status: 1, stdout: "" });
    expect(lines(run.stderr)).toEqual([
      `error: ${path}: colour: is not a plan field (check its spelling and nesting)`,
      `error: ${path}: prefill.batchSize: must be at least 1, got 0`,
    ]);
  });
});

describe("cli bad arguments exit 2", { timeout: cliTimeoutMs }, () => {
  it("rejects an unknown command", () => {
    const run = runCli(["frobnicate"]);
    expect(run).toMatchObject({ status: 2, stdout: "" });
    expect(run.stderr).toBe(
      'error: unknown command "frobnicate" (commands: solve, curves, optimize, simulate, analyze, export, example; see --help)\n',
    );
  });

  it("reports a bad --format and a missing file together", () => {
    const run = runCli(["solve", "--format", "xml"]);
    expect(run).toMatchObject({ status: 2, stdout: "" });
    expect(lines(run.stderr)).toEqual([
      'error: --format must be one of json, table, markdown (got "xml")',
      "error: solve needs a plan file: solve <plan.json>",
    ]);
  });

  it("rejects an unknown flag without a stack trace", () => {
    const run = runCli(["solve", "plan.json", "--verbose"]);
    expect(run).toMatchObject({ status: 2, stdout: "" });
    expect(run.stderr).toBe("error: unknown flag --verbose (see --help)\n");
  });

  it("prints usage on stdout for --help and on stderr without a command", () => {
    const help = runCli(["--help"]);
    expect(help).toMatchObject({ status: 0, stderr: "" });
    expect(help.stdout).toContain("Usage:\n  npm run --silent cli -- solve <plan.json>");

    const bare = runCli([]);
    expect(bare).toMatchObject({ status: 2, stdout: "" });
    expect(bare.stderr).toMatch(/^error: no command given .*\n\n.*Usage:/s);
  });
});
