import { describe, expect, it } from "vitest";
import { loadedFromLink, planLinkOf } from "../../src/cli/planLink.ts";
import { defaultPlan } from "../../src/model/index.ts";

describe("planLinkOf", () => {
  it("takes the hash of the planner's address, the hash alone, or its bare text", () => {
    expect(planLinkOf("https://example.org/xpyd/#v2.AbC-_")).toEqual({
      hash: "#v2.AbC-_",
      bare: false,
    });
    expect(planLinkOf("#v1.AbC")).toEqual({ hash: "#v1.AbC", bare: false });
    expect(planLinkOf("v2.AbC")).toEqual({ hash: "v2.AbC", bare: true });
  });

  it("reads a pasted link with the line break it was copied with", () => {
    expect(planLinkOf("  #v2.AbC\n")).toEqual({ hash: "#v2.AbC", bare: false });
  });

  it("takes an address without a plan as a link that holds none", () => {
    expect(planLinkOf("http://example.org/xpyd/")).toEqual({ hash: "", bare: false });
  });

  it("leaves plan files, stdin and JSON text alone", () => {
    expect(planLinkOf("plan.json")).toBeNull();
    expect(planLinkOf("-")).toBeNull();
    expect(planLinkOf('{"version": 1}')).toBeNull();
    expect(planLinkOf("./v1.json/x")).toBeNull();
  });
});

describe("loadedFromLink", () => {
  it("passes a checked plan on without notes", () => {
    expect(loadedFromLink({ kind: "plan", plan: defaultPlan })).toEqual({
      ok: true,
      plan: defaultPlan,
      notes: [],
    });
  });

  it("notes that a version 1 link could not be checked", () => {
    expect(loadedFromLink({ kind: "plan", plan: defaultPlan, note: "unchecked" })).toEqual({
      ok: true,
      plan: defaultPlan,
      notes: [
        "note: link: a version 1 link carries no checksum, so a changed character could not be detected",
      ],
    });
  });

  it("says in one line why a link holds no plan", () => {
    expect(loadedFromLink({ kind: "error", error: { reason: "damaged" } })).toEqual({
      ok: false,
      errors: [
        "error: link: is damaged: it was cut off or altered on the way (copy the whole link again)",
      ],
    });
    expect(
      loadedFromLink({ kind: "error", error: { reason: "futureVersion", version: 7 } }),
    ).toEqual({
      ok: false,
      errors: [
        "error: link: was made by a newer planner (link version 7); this one reads versions 1 to 2",
      ],
    });
    expect(
      loadedFromLink({
        kind: "error",
        error: { reason: "tooLarge", part: "plan", limitBytes: 2_097_152 },
      }),
    ).toEqual({
      ok: false,
      errors: ["error: link: unpacks to more than 2,097,152 bytes, more than any plan needs"],
    });
    expect(loadedFromLink({ kind: "none" })).toEqual({
      ok: false,
      errors: [
        'error: link: holds no plan (expected the planner\'s address ending in "#v2." and the plan)',
      ],
    });
  });

  it("names each field of an invalid plan on its own line", () => {
    const problem = (field: string) => ({
      field,
      message: "must be at least 1, got 0",
      rule: "atLeast" as const,
      params: {},
    });
    expect(
      loadedFromLink({
        kind: "error",
        error: {
          reason: "invalidPlan",
          problems: [problem("prefill.batchSize"), problem("decode.batchSize")],
        },
      }),
    ).toEqual({
      ok: false,
      errors: [
        "error: link: prefill.batchSize: must be at least 1, got 0",
        "error: link: decode.batchSize: must be at least 1, got 0",
      ],
    });
  });
});
