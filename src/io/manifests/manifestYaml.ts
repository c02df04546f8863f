import { Document } from "yaml";
import type { Manifests } from "./manifestTypes.ts";

// Manifests as YAML: a header naming the release the documents follow, the pages they were
// checked against and every placeholder with its reason, then the documents, one `---` apart.
// The page and the command line load this module (and the yaml library) by name when they write
// manifests; io's index does not re-export it, so no other bundle carries the library.

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
  ].join("\n");

/** The manifests as one YAML stream, the header as comments above the first document. */
export const manifestYaml = (manifests: Manifests): string =>
  manifests.documents
    .map((content, index) => {
      // Each document spelled out in full: no anchors or aliases for repeated parts.
      const document = new Document(content, { aliasDuplicateObjects: false });
      if (index === 0) document.commentBefore = header(manifests);
      // Long shell lines stay on one line, so a reader copies them whole.
      return document.toString({ lineWidth: 0 });
    })
    .join("---\n");
