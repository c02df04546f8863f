import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, preview } from "vite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the built app served by vite preview, with a trailing slash. */
    baseUrl: string;
    /** Folder holding that build, with .vite/manifest.json. */
    distDir: string;
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const configFile = join(root, "vite.config.ts");

// Vitest sets NODE_ENV=test, which would make Vite emit a development bundle.
const productionBuild = async (outDir: string) => {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root,
      configFile,
      base: "/",
      mode: "production",
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
};

export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), "xpyd-e2e-"));
  await productionBuild(outDir);
  const server = await preview({
    root,
    configFile,
    base: "/",
    logLevel: "warn",
    build: { outDir },
    // Port 0: the OS picks a free port, so parallel runs on one machine never collide.
    preview: { host: "127.0.0.1", port: 0, strictPort: false, open: false },
  });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) throw new Error("vite preview reported no local URL");
  project.provide("baseUrl", baseUrl);
  project.provide("distDir", outDir);
  return async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
