import { readdir, stat } from "node:fs/promises";
import { folderResults } from "../io/index.ts";

// `analyze <folder>`: the result files under a folder (a `vllm bench sweep` experiment, or any
// folder of results), walked without following links, to a bounded depth and entry count.

const maxDepth = 8;
const maxEntries = 100_000;

export type FolderListing =
  | { kind: "file" }
  | { kind: "folder"; paths: string[]; sweep: boolean; leftOut: number };

const relativeFiles = async (root: string): Promise<string[]> => {
  const files: string[] = [];
  let seen = 0;
  const walk = async (relative: string, depth: number): Promise<void> => {
    const entries = await readdir(relative === "" ? root : `${root}/${relative}`, {
      withFileTypes: true,
    });
    for (const entry of entries) {
      seen += 1;
      if (seen > maxEntries) return;
      const path = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isFile()) files.push(path);
      else if (entry.isDirectory() && depth < maxDepth) await walk(path, depth + 1);
    }
  };
  await walk("", 0);
  return files;
};

/** Whether a path is a folder, and if so its result files, relative to it; never throws. */
export const listResultFolder = async (path: string): Promise<FolderListing> => {
  try {
    if (path === "-" || !(await stat(path)).isDirectory()) return { kind: "file" };
    const { paths, sweep, leftOut } = folderResults(await relativeFiles(path));
    return { kind: "folder", paths, sweep, leftOut };
  } catch {
    // A path that cannot be listed is left to the file reader, which words the reason.
    return { kind: "file" };
  }
};
