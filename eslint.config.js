// ESLint runs eslint-plugin-solid, whose reactivity rules catch what Biome does not, and the
// layer rule below, which keeps imports flowing one way (README, "Layout").
import { dirname, join, relative, resolve } from "node:path";
import solid from "eslint-plugin-solid/configs/typescript";
import tseslint from "typescript-eslint";

const srcDir = resolve(import.meta.dirname, "src");

/**
 * What each folder of src/ may import: the other folders, and the packages (a name, or a prefix
 * ending in "/" or ":"). The model stays pure; nothing imports ui or cli.
 */
export const layers = {
  model: { folders: [], packages: ["zod", "d3-array", "pure-rand/"] },
  data: { folders: ["model"], packages: [] },
  text: { folders: ["model"], packages: [] },
  io: { folders: ["model", "data", "text"], packages: ["zod"] },
  ui: { folders: ["model", "data", "text", "io"], packages: ["*"] },
  cli: { folders: ["model", "data", "text", "io"], packages: ["*", "node:"] },
};

const layerOf = (file) => {
  const [top, ...rest] = relative(srcDir, file).split(/[\\/]/);
  return rest.length > 0 && Object.hasOwn(layers, top) ? top : null;
};

const packageAllows = (name, source) => {
  if (name === "*") return !source.startsWith("node:");
  if (name.endsWith("/") || name.endsWith(":")) return source.startsWith(name);
  return source === name || source.startsWith(`${name}/`);
};

const packageAllowed = (allowed, source) => allowed.some((name) => packageAllows(name, source));

const layerImports = {
  meta: {
    type: "problem",
    docs: { description: "Imports cross the layers of src/ only in the allowed direction." },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (from === null) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const rule = layers[from];
      if (source.startsWith(".")) {
        const target = resolve(dirname(context.filename), source);
        const to = layerOf(target);
        if (to === null || to === from) return;
        if (rule.folders.includes(to)) {
          // Another layer is reached through its index.ts; a dynamic import() may name the module
          // it loads, so that a lazily loaded part stays out of the first download.
          if (node.type === "ImportExpression" || target === join(srcDir, to, "index.ts")) return;
          context.report({
            node: node.source,
            message: `src/${from} imports src/${to} through src/${to}/index.ts, not ${relative(srcDir, target)}`,
          });
          return;
        }
        const allowed = rule.folders.length > 0 ? rule.folders.join(", ") : "no other folder";
        context.report({
          node: node.source,
          message: `src/${from} may not import from src/${to} (it may import ${allowed})`,
        });
      } else if (!packageAllowed(rule.packages, source)) {
        context.report({
          node: node.source,
          message: `src/${from} may not import the package "${source}"`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

export default tseslint.config(
  { ignores: ["dist/", "dev-dist/", "node_modules/", "test-results/"] },
  {
    files: ["src/**/*.{ts,tsx}", "test/**/*.{ts,tsx}"],
    ...solid,
    languageOptions: { parser: tseslint.parser, parserOptions: { project: "./tsconfig.json" } },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { xpyd: { rules: { "layer-imports": layerImports } } },
    rules: { "xpyd/layer-imports": "error" },
  },
);
