import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// test/validation belongs to no project of vite.config.ts yet; until it does, this runs it alone,
// in node, from the repository root: npx vitest run --config test/validation/vitest.config.ts
export default defineConfig({
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    environment: "node",
    include: ["test/validation/**/*.test.ts"],
  },
});
