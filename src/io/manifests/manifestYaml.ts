import type { Manifests } from "./manifestTypes.ts";

// Manifests as YAML: a header naming the release the documents follow, the pages they were
// checked against, every placeholder with its reason and every note (what no flag of the engine
// can load as the plan prices it), then the documents, one `---` apart.
// The `yaml` package is loaded only when manifests are written (the page on a download, the
// command line on `export`, each importing it and passing it in), so io names no package and the
// first load does not grow.

/** What this writer uses of the `yaml` package (eemeli/yaml 2.x `Document`). */
export interface YamlWriterModule {
  Document: new (
    value: unknown,
    options: { aliasDuplicateObjects: boolean },
  ) => {
    commentBefore?: string | null;
    toString: (options: { lineWidth: number }) => string;
  };
}

const titles = {
  dynamo: "NVIDIA Dynamo DynamoGraphDeployment",
  "llm-d": "llm-d modelservice Helm values",
  lws: "LeaderWorkerSet",
} as const;

const header = (manifests: Manifests): string =>
  [
    ` ${titles[manifests.format]} (${manifests.engine}) for this plan, as ${manifests.version} reads it:`,
    ...manifests.docs.map((url) => `   ${url}`),
    ...(manifests.placeholders.length > 0
      ? [
          " Placeholders to fill in:",
          ...manifests.placeholders.map((entry) => `   ${entry.name}: ${entry.why}`),
        ]
      : []),
    ...(manifests.notes.length > 0
      ? [" Notes:", ...manifests.notes.map((note) => `   ${note.text}`)]
      : []),
  ].join("\n");

/** The manifests as one YAML stream, the header as comments above the first document. */
export const manifestYaml = (manifests: Manifests, yaml: YamlWriterModule): string =>
  manifests.documents
    .map((content, index) => {
      // Each document spelled out in full: no anchors or aliases for repeated parts.
      const document = new yaml.Document(content, { aliasDuplicateObjects: false });
      if (index === 0) document.commentBefore = header(manifests);
      // Long shell lines stay on one line, so a reader copies them whole.
      return document.toString({ lineWidth: 0 });
    })
    .join("---\n");
