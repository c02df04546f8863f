import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../../src/cli/cliArgs.ts";
import { maxSimulatedRequests } from "../../src/cli/simulateArgs.ts";

describe("parseCliArgs simulate", () => {
  it("reads every flag into the command, --qpm as requests per second", () => {
    const args = parseCliArgs([
      "simulate",
      "plan.json",
      "--qpm",
      "600",
      "--arrival",
      "gamma:1.5",
      "--requests",
      "1e3",
      "--replications",
      "4",
      "--seed",
      "9",
      "--sizes",
      "run.json",
      "-f",
      "json",
    ]);
    expect(args).toEqual({
      ok: true,
      command: {
        kind: "simulate",
        file: "plan.json",
        format: "json",
        requests: 1000,
        seed: 9,
        rate: { perSecond: 10, flag: "qpm" },
        arrival: { process: "gamma", cv: 1.5 },
        replications: 4,
        sizesFile: "run.json",
      },
    });
  });

  it("leaves every option to the plan and the simulator when none is given", () => {
    expect(parseCliArgs(["simulate", "plan.json"])).toEqual({
      ok: true,
      command: { kind: "simulate", file: "plan.json", format: "table" },
    });
  });

  it("reads a negative value as the flag's value, not as another flag", () => {
    const args = parseCliArgs(["simulate", "p.json", "--seed", "-3"]);
    expect(args.ok ? [] : args.errors).toEqual([
      '--seed must be a whole number from 0 to 2,147,483,647, got "-3"',
    ]);
  });

  it("asks for --flag=VALUE when a value that is not a number starts with a dash", () => {
    const args = parseCliArgs(["simulate", "p.json", "--sizes", "-trace.jsonl"]);
    expect(args.ok ? [] : args.errors).toEqual([
      '--sizes needs a value (write --sizes=VALUE for one that starts with "-")',
    ]);
  });

  it("answers any value of any flag with the command or lines naming the flag", () => {
    const flags = ["--requests", "--seed", "--rate", "--qpm", "--arrival", "--replications"];
    const value = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.integer({ min: -10, max: 3 * maxSimulatedRequests }).map(String),
      fc.constantFrom(
        "-x",
        "--",
        "-",
        "gamma:",
        "gamma:2",
        "gamma:-1",
        "poisson",
        "1e400",
        "NaN",
        "Infinity",
        "-Infinity",
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...flags), value, (flag, text) => {
        const args = parseCliArgs(["simulate", "p.json", flag, text]);
        if (args.ok) {
          const command = args.command;
          expect(command.kind).toBe("simulate");
          if (command.kind !== "simulate") return;
          const numbers = [
            command.requests,
            command.seed,
            command.rate?.perSecond,
            command.replications,
          ];
          for (const n of numbers)
            if (n !== undefined) expect(Number.isFinite(n) && n >= 0).toBe(true);
          expect(command.requests ?? 1).toBeLessThanOrEqual(maxSimulatedRequests);
        } else {
          for (const error of args.errors) expect(error.split("\n")).toHaveLength(1);
          expect(
            args.errors.some((error) => error.includes(flag) || error.includes("needs a value")),
          ).toBe(true);
        }
      }),
    );
  });
});
