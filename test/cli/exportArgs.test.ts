import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../../src/cli/cliArgs.ts";
import { ExportSchema, exportCommandOf, isManifestFormat } from "../../src/cli/exportArgs.ts";

const flags = (extra: Record<string, unknown>) =>
  ExportSchema.parse({ kind: "export", operands: ["plan.json"], explain: true, ...extra });

describe("exportCommandOf", () => {
  it("defaults to Markdown in English, and a manifest to vLLM", () => {
    expect(exportCommandOf(flags({}), "plan.json")).toEqual({
      ok: true,
      command: {
        kind: "export",
        file: "plan.json",
        format: "markdown",
        lang: "en",
        engine: "vllm",
      },
    });
    expect(exportCommandOf(flags({ format: "lws", engine: "sglang" }), "plan.json")).toMatchObject({
      ok: true,
      command: { format: "lws", engine: "sglang" },
    });
  });

  it("carries the planner's address as the link base", () => {
    const parsed = exportCommandOf(flags({ link: "https://example.org/planner/" }), "plan.json");
    expect(parsed).toMatchObject({ command: { linkBase: "https://example.org/planner/" } });
  });

  it("refuses --engine for a format that starts no engine, or one the format does not offer", () => {
    expect(exportCommandOf(flags({ format: "csv", engine: "vllm" }), "plan.json")).toEqual({
      ok: false,
      errors: ["--engine applies only to --format dynamo, llm-d, lws (got --format csv)"],
      showUsage: false,
    });
    expect(exportCommandOf(flags({ format: "lws", engine: "trtllm" }), "plan.json")).toMatchObject({
      ok: false,
      errors: ['--engine for --format lws must be one of vllm, sglang (got "trtllm")'],
    });
  });

  it("tells the manifest formats from the others", () => {
    expect(["dynamo", "llm-d", "lws"].every((f) => isManifestFormat(f as "lws"))).toBe(true);
    expect(isManifestFormat("markdown")).toBe(false);
  });

  it("is what parseCliArgs returns for export", () => {
    expect(parseCliArgs(["export", "plan.json", "--format", "dynamo"])).toEqual(
      exportCommandOf(flags({ format: "dynamo" }), "plan.json"),
    );
  });
});
