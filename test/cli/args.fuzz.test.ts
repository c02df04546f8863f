// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../../src/cli/cliArgs.ts";
import { type CliIo, run } from "../../src/cli/run.ts";
import { defaultPlan } from "../../src/model/index.ts";
import { fuzzRuns, fuzzTimeoutMs, hostileText, prototypeKey } from "../hostile.ts";

// Random command lines: the parser never throws, and every refusal is a short line per problem.
// The whole command line runs in this process on commands that finish in milliseconds; the real
// CLI is run on hostile input only a few times (hostileInput.test.ts), since each run is slow.

const commands = ["solve", "curves", "optimize", "simulate", "analyze", "export", "example"];
const flags = [
  "--format",
  "-f",
  "--no-explain",
  "--percentiles",
  "--goodput",
  "--link",
  "--engine",
  "--lang",
  "--requests",
  "--seed",
  "--rate",
  "--qpm",
  "--arrival",
  "--replications",
  "--sizes",
  "--help",
  "-h",
  "--",
  "-",
];
const values = [
  "json",
  "table",
  "csv",
  "vllm",
  "sglang",
  "trtllm",
  "dynamo",
  "llm-d",
  "lws",
  "zh",
  "en",
  "-1",
  "1e12",
  "NaN",
  "gamma:2",
  "50,101",
  "ttft:1",
];

const word = fc.oneof(
  fc.constantFrom(...commands, ...flags, ...values),
  prototypeKey,
  fc.string(),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.string({ maxLength: 3 }).map((text) => `--${text}`),
  fc.constantFrom(...flags).chain((flag) => fc.string().map((text) => `${flag}=${text}`)),
  hostileText("solve").filter((text) => text.length < 5000),
);
const argv = fc.array(word, { maxLength: 8 });

// An echoed value is cut to 40 characters, so a line stays near 200 even naming a flag and a list.
const maxLineChars = 300;

const expectShortLines = (lines: readonly string[]): void => {
  for (const line of lines) {
    expect(line).not.toContain("\n");
    expect(line.length).toBeLessThanOrEqual(maxLineChars);
  }
};

describe("the argument parser on random command lines", () => {
  it(
    "never throws, and says each problem in one short line",
    () => {
      fc.assert(
        fc.property(argv, (args) => {
          const parsed = parseCliArgs(args);
          if (parsed.ok) return;
          expect(parsed.errors.length).toBeGreaterThan(0);
          expect(parsed.errors.length).toBeLessThanOrEqual(6);
          expectShortLines(parsed.errors);
        }),
        { numRuns: fuzzRuns(300) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "never changes the command line it was given",
    () => {
      fc.assert(
        fc.property(argv, (args) => {
          const before = [...args];
          parseCliArgs(args);
          expect(args).toEqual(before);
        }),
        { numRuns: fuzzRuns(100) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});

// Commands that finish at once on the default plan; simulate and optimize are left to other tests.
const quickArgv = fc
  .tuple(fc.constantFrom("solve", "export", "example", "analyze", "--help", "frobnicate"), argv)
  .map(([command, rest]) => [command, ...rest.filter((item) => !commands.includes(item))]);

describe("the command line on random arguments", () => {
  it(
    "exits 0, 1 or 2 and writes every problem as one line",
    async () => {
      await fc.assert(
        fc.asyncProperty(quickArgv, async (args) => {
          let stderr = "";
          const io: CliIo = {
            stdout: () => undefined,
            stderr: (text) => {
              stderr += text;
            },
            loadPlan: async () => ({ ok: true, plan: defaultPlan, notes: [] }),
            readText: async () => ({ ok: false, message: "cannot be read: no such file" }),
          };
          const status = await run(args, io);
          expect([0, 1, 2]).toContain(status);
          const lines = stderr.split("\n").filter((line) => line !== "");
          const problems = lines.filter((line) => line.startsWith("error: "));
          expectShortLines(problems);
          if (status !== 0) expect(problems.length).toBeGreaterThan(0);
        }),
        { numRuns: fuzzRuns(100) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});
