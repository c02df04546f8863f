import { describe, expect, it } from "vitest";
import { generatedBlockNames, withGeneratedBlocks } from "./validationDoc.ts";

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
