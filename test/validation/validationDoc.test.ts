import { describe, expect, it } from "vitest";
import type { ValidationResidual } from "../../src/model/accuracy/residuals.ts";
import { generatedBlockNames, median, ratioTable, withGeneratedBlocks } from "./validationDoc.ts";

describe("withGeneratedBlocks", () => {
  it("fills an empty block without reaching into the next one", () => {
    const doc = [
      "intro",
      "<!-- generated: a -->",
      "<!-- end generated -->",
      "prose between",
      "<!-- generated: b -->",
      "old b",
      "<!-- end generated -->",
      "outro",
    ].join("\n");
    expect(withGeneratedBlocks(doc, { a: "new a", b: "new b" })).toBe(
      [
        "intro",
        "<!-- generated: a -->",
        "new a",
        "<!-- end generated -->",
        "prose between",
        "<!-- generated: b -->",
        "new b",
        "<!-- end generated -->",
        "outro",
      ].join("\n"),
    );
  });

  it("lists the blocks in order and refuses a block it has no text for", () => {
    const doc =
      "<!-- generated: x -->\n1\n<!-- end generated -->\n<!-- generated: y -->\n<!-- end generated -->";
    expect(generatedBlockNames(doc)).toEqual(["x", "y"]);
    expect(() => withGeneratedBlocks(doc, { x: "2" })).toThrow('no generated block "y"');
  });
});

describe("ratioTable", () => {
  const like = (phase: "prefill" | "decode", residual: number): ValidationResidual => ({
    phase,
    gpu: "h100",
    moe: true,
    weightFormat: "fp8",
    specDecode: false,
    sizePerReplica: 1,
    residual,
  });

  it("reads each deployment's ratio error and checks it against the band of the other cases", () => {
    const residuals = [
      like("prefill", -0.2),
      like("decode", 0.2),
      like("prefill", 0.1),
      like("decode", 0.1),
    ];
    const table = ratioTable(
      residuals,
      ["p1", "d1", "p2", "d2"],
      [
        ["p1", "d1"],
        ["p2", "d2"],
      ],
    );
    // Deployment 1: 1.2 / 0.8 − 1 = +50%; the others leave p = 0.1, d = 0.1: band |1.1 / 1.1 − 1| = 0.
    expect(table).toContain("| `p1` + `d1` | −20.0% | +20.0% | +50.0% | ±0.0% | no |");
    // Deployment 2: 1.1 / 1.1 − 1 = 0; the others give |1.2 / 0.8 − 1| = 0.5.
    expect(table).toContain("| `p2` + `d2` | +10.0% | +10.0% | +0.0% | ±50.0% | yes |");
    // The median of 0.5 and 0 is their mean, not the lower one: 25%.
    expect(table).toContain(
      "Median |x / y error| over the 2 deployments: 25.0%; inside the band the other cases give: 1 of 2.",
    );
  });
});

describe("median", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even one", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([0.5, 0])).toBe(0.25);
    expect(median([7])).toBe(7);
  });
});
