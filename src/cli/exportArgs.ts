import { z } from "zod";
import {
  formatEngines,
  type ManifestEngine,
  type ManifestFormat,
  manifestEngines,
  manifestFormats,
} from "../io/index.ts";
import { type Language, languages } from "../text/index.ts";
import { quoteArg } from "./quoteArg.ts";

// The options of `export`: the format, the planner's address for a share link, the report's
// language and the engine a manifest starts. Each bad one is a line naming the flag.

export const exportFormats = [
  "markdown",
  "csv",
  "json",
  "vllm",
  "sglang",
  "bench",
  "llm-d-report",
  ...manifestFormats,
] as const;
export type ExportFormat = (typeof exportFormats)[number];

export interface ExportCommand {
  kind: "export";
  file: string;
  format: ExportFormat;
  linkBase?: string;
  lang: Language;
  /** The engine a manifest format starts (vLLM unless told). */
  engine: ManifestEngine;
}

// The language of the report's words; numbers, symbols and field names read the same in both.
export const LangSchema = z
  .enum(languages, {
    error: (issue) =>
      `--lang must be one of ${languages.join(", ")} (got ${quoteArg(issue.input)})`,
  })
  .default("en");

export const ExportSchema = z.strictObject({
  kind: z.literal("export"),
  operands: z
    .array(z.string())
    .min(1, { error: "export needs a plan file: export <plan.json> --format <format>" })
    .max(1, { error: (issue) => `export takes one plan file (got ${quoteArg(issue.input)})` }),
  format: z
    .enum(exportFormats, {
      error: (issue) =>
        `--format for export must be one of ${exportFormats.join(", ")} (got ${quoteArg(issue.input)})`,
    })
    .default("markdown"),
  explain: z.literal(true, { error: "--no-explain applies only to solve" }),
  // The planner's address, so the Markdown summary can carry the plan's share link.
  link: z
    .url({
      protocol: /^https?$/,
      error: (issue) =>
        `--link must be the planner's http(s) address (got ${quoteArg(issue.input)})`,
    })
    .optional(),
  lang: LangSchema,
  engine: z
    .enum(manifestEngines, {
      error: (issue) =>
        `--engine must be one of ${manifestEngines.join(", ")} (got ${quoteArg(issue.input)})`,
    })
    .optional(),
});

/** Whether an export format writes Kubernetes manifests (and so takes --engine). */
export const isManifestFormat = (format: ExportFormat): format is ManifestFormat =>
  (manifestFormats as readonly string[]).includes(format);

/** Why --engine does not go with the export format, or null when it does (or is not given). */
const exportEngineError = (
  format: ExportFormat,
  engine: ManifestEngine | undefined,
): string | null => {
  if (engine === undefined) return null;
  if (!isManifestFormat(format))
    return `--engine applies only to --format ${manifestFormats.join(", ")} (got --format ${format})`;
  const offered = formatEngines[format];
  return offered.includes(engine)
    ? null
    : `--engine for --format ${format} must be one of ${offered.join(", ")} (got ${quoteArg(engine)})`;
};

/** The export command the parsed flags name, or why --engine does not go with its format. */
export const exportCommandOf = (
  args: z.infer<typeof ExportSchema>,
  file: string,
): { ok: true; command: ExportCommand } | { ok: false; errors: string[]; showUsage: false } => {
  const engineError = exportEngineError(args.format, args.engine);
  if (engineError !== null) return { ok: false, errors: [engineError], showUsage: false };
  return {
    ok: true,
    command: {
      kind: "export",
      file,
      format: args.format,
      lang: args.lang,
      engine: args.engine ?? "vllm",
      ...(args.link === undefined ? {} : { linkBase: args.link }),
    },
  };
};
