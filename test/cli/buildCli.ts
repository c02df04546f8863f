import { fileURLToPath } from "node:url";
import { build } from "vite";

// The command-line tests run the bundle that ships, under plain Node: built once per test run.

const root = fileURLToPath(new URL("../..", import.meta.url));

export default async function setup() {
  await build({ root, configFile: `${root}vite.config.ts`, mode: "cli", logLevel: "warn" });
}
