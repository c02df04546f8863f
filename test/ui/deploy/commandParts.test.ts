import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commandParts } from "../../../src/ui/deploy/commandParts.ts";

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

  it("gives back the command when its parts are joined", () => {
    fc.assert(
      fc.property(fc.string(), (command) => {
        expect(
          commandParts(command)
            .map((part) => part.text)
            .join(""),
        ).toBe(command);
      }),
    );
  });
});
