import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface BundleFile {
  file: string;
  gzipBytes: number;
}

/** Files named by <script src> in the built index.html (the entry and the SW registration). */
const htmlScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) =>
    (match[1] ?? "").replace(/^\//, ""),
  );

/** Entry chunks and everything they import statically: what a first load must download. */
const staticClosure = (manifest: Record<string, ManifestChunk>) => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
};

/** Gzipped size of each JS file a first load of dist/index.html fetches, largest first. */
export const measureBundle = async (distDir: string): Promise<BundleFile[]> => {
  const html = await readFile(join(distDir, "index.html"), "utf8");
  const manifestText = await readFile(join(distDir, ".vite/manifest.json"), "utf8");
  const files = new Set([...htmlScripts(html), ...staticClosure(JSON.parse(manifestText))]);
  const measured = await Promise.all(
    [...files]
      .filter((file) => file.endsWith(".js"))
      .map(async (file) => ({
        file,
        gzipBytes: gzipSync(await readFile(join(distDir, file))).length,
      })),
  );
  return measured.sort((a, b) => b.gzipBytes - a.gzipBytes);
};
