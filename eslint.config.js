// ESLint runs only eslint-plugin-solid: its reactivity rules catch what Biome does not.
import solid from "eslint-plugin-solid/configs/typescript";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "dev-dist/", "node_modules/", "test-results/"] },
  {
    files: ["src/**/*.{ts,tsx}", "test/**/*.{ts,tsx}"],
    ...solid,
    languageOptions: { parser: tseslint.parser, parserOptions: { project: "./tsconfig.json" } },
  },
);
