import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commandParts, maxMarkedPlaceholders } from "../../../src/ui/deploy/commandParts.ts";

describe("commandParts", () => {
  it("marks each <NAME> placeholder and keeps the text around it", () => {
    expect(commandParts("vllm serve <MODEL> \\\n  --port <PREFILL_PORT>")).toEqual([
      { text: "vllm serve ", placeholder: false },
      { text: "<MODEL>", placeholder: true },
      { text: " \\\n  --port ", placeholder: false },
      { text: "<PREFILL_PORT>", placeholder: true },
    ]);
  });

  it("marks placeholders that touch each other and numbered or per-instance hosts", () => {
    expect(
      commandParts("http://<ROUTER_HOST>:<ROUTER_PORT> <PREFILL_HEAD_i>").map((p) => p.text),
    ).toEqual(["http://", "<ROUTER_HOST>", ":", "<ROUTER_PORT>", " ", "<PREFILL_HEAD_i>"]);
  });

  it("leaves shell redirections and JSON alone", () => {
    expect(commandParts(`a < b > c '{"k":2}'`)).toEqual([
      { text: `a < b > c '{"k":2}'`, placeholder: false },
    ]);
  });

  it("marks the first 64 of 20,000 hosts and leaves the rest as one plain part", () => {
    const hosts = Array.from({ length: 20_000 }, (_, i) => `http://<HOST_${i}>`).join(" ");
    const parts = commandParts(hosts);
    expect(parts.filter((part) => part.placeholder)).toHaveLength(maxMarkedPlaceholders);
    expect(maxMarkedPlaceholders).toBe(64);
    expect(parts.at(-1)).toEqual({
      text: hosts.slice(hosts.indexOf("<HOST_63>") + "<HOST_63>".length),
      placeholder: false,
    });
    expect(parts.map((part) => part.text).join("")).toBe(hosts);
  });

  it("gives back the command when its parts are joined", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(fc.constantFrom("<A>", " ", "x"), { maxLength: 300 }).map((p) => p.join("")),
        ),
        (command) => {
          expect(
            commandParts(command)
              .map((part) => part.text)
              .join(""),
          ).toBe(command);
        },
      ),
    );
  });
});
