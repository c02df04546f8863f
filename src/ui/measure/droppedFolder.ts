import { folderResults } from "../../io/index.ts";

// A dropped folder (a `vllm bench sweep` experiment) gives its result files, each named by its
// path inside the folder so runs with one file name (run=0.json) stay apart. The browser's entry
// API walks it; depth and entry count are bounded as the command line bounds them.

const maxDepth = 8;
const maxEntries = 100_000;

/** The parts of the File and Directory Entries API this walk uses. */
export interface DroppedEntry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  file?: (success: (file: File) => void, failure?: (error: unknown) => void) => void;
  createReader?: () => {
    readEntries: (
      success: (entries: DroppedEntry[]) => void,
      failure?: (error: unknown) => void,
    ) => void;
  };
}

const fileOf = (entry: DroppedEntry): Promise<File | null> =>
  new Promise((resolve) => {
    if (entry.file === undefined) resolve(null);
    else entry.file(resolve, () => resolve(null));
  });

/** Every entry of a folder: readEntries answers in batches until it answers none. */
const childrenOf = async (entry: DroppedEntry): Promise<DroppedEntry[]> => {
  const reader = entry.createReader?.();
  if (reader === undefined) return [];
  const all: DroppedEntry[] = [];
  for (;;) {
    const batch = await new Promise<DroppedEntry[]>((resolve) =>
      reader.readEntries(resolve, () => resolve([])),
    );
    if (batch.length === 0 || all.length + batch.length > maxEntries) return all;
    all.push(...batch);
  }
};

/**
 * The files to read from dropped entries: a plain file as it is, a folder's result files (of a
 * sweep, its run=N.json only) renamed to their path; never throws.
 */
export const droppedFiles = async (entries: readonly DroppedEntry[]): Promise<File[]> => {
  const files: File[] = [];
  for (const entry of entries) {
    if (entry.isFile) {
      const file = await fileOf(entry);
      if (file !== null) files.push(file);
      continue;
    }
    if (!entry.isDirectory) continue;
    const found = new Map<string, DroppedEntry>();
    let seen = 0;
    const walk = async (folder: DroppedEntry, path: string, depth: number): Promise<void> => {
      for (const child of await childrenOf(folder)) {
        seen += 1;
        if (seen > maxEntries) return;
        const childPath = path === "" ? child.name : `${path}/${child.name}`;
        if (child.isFile) found.set(childPath, child);
        else if (child.isDirectory && depth < maxDepth) await walk(child, childPath, depth + 1);
      }
    };
    await walk(entry, "", 0);
    for (const path of folderResults([...found.keys()]).paths) {
      const child = found.get(path);
      const file = child === undefined ? null : await fileOf(child);
      // A File's bytes are not copied by renaming it: the new one refers to the same data.
      if (file !== null) files.push(new File([file], `${entry.name}/${path}`, { type: file.type }));
    }
  }
  return files;
};
