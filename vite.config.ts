import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import solid from "vite-plugin-solid";
import { defineConfig, type ViteUserConfig } from "vitest/config";

// GitHub Pages serves a project site under /<repo>/; BASE_PATH sets it at build time.
const base = process.env.BASE_PATH ?? "/";

// The dev server injects each stylesheet as a <style> element, which index.html's policy refuses;
// only there may styles be inline. The build links every stylesheet as a file.
const devStyles: Plugin = {
  name: "csp-dev-styles",
  apply: "serve",
  transformIndexHtml: (html) =>
    html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
};

// Each layer's index.ts only re-exports. Said so, the bundler binds an import through it to the
// module that declares the name, and a view loaded later keeps the modules only it uses.
const pureLayerIndexes: Plugin = {
  name: "pure-layer-indexes",
  transform: (code, id) =>
    /[\\/]src[\\/](model|data|text|io)[\\/]index\.ts$/.test(id)
      ? { code, map: null, moduleSideEffects: false }
      : null,
};

// `vite build --mode cli` bundles the command line for plain Node (dist-cli/xpyd.mjs and the chunks
// it loads): it starts in a fraction of the time tsx takes to compile the sources on every run.
const cliBuild: ViteUserConfig = {
  publicDir: false,
  plugins: [pureLayerIndexes],
  build: {
    ssr: "src/cli/main.ts",
    outDir: "dist-cli",
    emptyOutDir: true,
    target: "node20",
    // Minified, what Node reads, decodes and compiles at every start is less than half the size.
    minify: true,
    rolldownOptions: {
      // Commands other than solve load their code from chunks when asked.
      output: {
        entryFileNames: "xpyd.mjs",
        chunkFileNames: "chunks/[name]-[hash].mjs",
        banner: (chunk) => (chunk.isEntry ? "#!/usr/bin/env node" : ""),
      },
    },
  },
  // zod, d3-array and pure-rand go into the bundle too: nothing to resolve in node_modules.
  ssr: { noExternal: true, target: "node" },
};

const appConfig: ViteUserConfig = {
  base,
  build: {
    // Rolldown reports slow plugins (vite-plugin-pwa's precache, Solid's transform) on every build
    // that takes a few seconds; the report is advice, not a fault, and reads like a warning.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // Everything the entry imports statically goes in one chunk: as some thirty small shared
      // chunks it gzipped 9.5 kB larger (each compressed alone, each with its own import and
      // export lists), and the page asked for every one of them before its load event anyway.
      output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } },
    },
  },
  plugins: [
    devStyles,
    pureLayerIndexes,
    solid(),
    VitePWA({
      // autoUpdate with the default injectRegister: the first visit is controlled, so offline works.
      registerType: "autoUpdate",
      manifest: {
        name: "xPyD Planner",
        short_name: "xPyD",
        description: "Capacity planner for disaggregated (prefill/decode) LLM serving",
        theme_color: "#0f766e",
        background_color: "#ffffff",
        display: "standalone",
        // Relative to the manifest, which sits at the base path, so any BASE_PATH works.
        start_url: "./",
        scope: "./",
        icons: [
          { src: "icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
          { src: "icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          {
            src: "icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // Share links live in the hash, so every navigation can be answered by the cached app.
        navigateFallback: "index.html",
      },
    }),
  ],
  test: {
    // vite-plugin-solid defaults tests to jsdom; the core runs in node, UI tests opt into happy-dom.
    environment: "node",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/{model,io,cli,ui,data,text,validation,layers}/**/*.test.{ts,tsx}"],
          globalSetup: ["test/cli/buildCli.ts"],
          // The page loads Chinese on demand; tests render both languages synchronously. Lazy
          // parts get longer to appear on a busy machine.
          setupFiles: ["test/ui/i18n/allLanguages.ts", "test/ui/asyncTimeout.ts"],
          benchmark: { include: ["test/{model,io,cli,ui,text}/**/*.bench.ts"] },
          // A property test runs hundreds of cases: about 2 s alone, past 5 s (vitest's default)
          // while the machine runs other suites too. A hang still fails, after 30 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.e2e.test.ts"],
          // Its own list, or the default glob would rerun the unit benchmarks here.
          benchmark: { include: ["test/e2e/**/*.bench.ts"] },
          // Builds the app once and serves it for every browser test file.
          globalSetup: ["test/e2e/globalSetup.ts"],
          // Two cores: one Chromium at a time, and only after the unit tests are done.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
};

export default defineConfig(({ mode }) => (mode === "cli" ? cliBuild : appConfig));
