import solid from "vite-plugin-solid";
import { defineConfig } from "vitest/config";

// GitHub Pages serves a project site under /<repo>/; BASE_PATH sets it at build time.
const base = process.env.BASE_PATH ?? "/";

export default defineConfig({
  base,
  plugins: [solid()],
  test: {
    // vite-plugin-solid defaults tests to jsdom; the core runs in node, UI tests opt into happy-dom.
    environment: "node",
    include: ["test/**/*.test.{ts,tsx}"],
    benchmark: { include: ["test/**/*.bench.ts"] },
  },
});
