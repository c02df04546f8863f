// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { type DroppedEntry, droppedFiles } from "../../../src/ui/measure/droppedFolder.ts";

const fileEntry = (name: string, text: string): DroppedEntry => ({
  isFile: true,
  isDirectory: false,
  name,
  file: (success) => success(new File([text], name)),
});

/** A folder whose reader answers its children in batches of two, then none. */
const folderEntry = (name: string, children: DroppedEntry[]): DroppedEntry => ({
  isFile: false,
  isDirectory: true,
  name,
  createReader: () => {
    let at = 0;
    return {
      readEntries: (success) => {
        const batch = children.slice(at, at + 2);
        at += batch.length;
        success(batch);
      },
    };
  },
});

describe("droppedFiles", () => {
  it("reads a dropped sweep folder's run files, named by their path, and plain files as they are", async () => {
    const sweep = folderEntry("sweep", [
      folderEntry("BENCH-c=8", [
        fileEntry("run=0.json", "eight"),
        fileEntry("summary.json", "[]"),
        fileEntry("warmup.json", "{}"),
      ]),
      folderEntry("BENCH-c=2", [
        fileEntry("run=0.json", "two"),
        fileEntry("run=1.json", "two again"),
      ]),
      fileEntry("summary.csv", ""),
    ]);
    const files = await droppedFiles([sweep, fileEntry("other.json", "x")]);
    expect(files.map((file) => file.name)).toEqual([
      "sweep/BENCH-c=2/run=0.json",
      "sweep/BENCH-c=2/run=1.json",
      "sweep/BENCH-c=8/run=0.json",
      "other.json",
    ]);
    expect(await files[2]?.text()).toBe("eight");
  });

  it("gives nothing for a file the browser cannot open, and no file for an empty folder", async () => {
    const broken: DroppedEntry = {
      isFile: true,
      isDirectory: false,
      name: "gone.json",
      file: (_success, failure) => failure?.(new Error("gone")),
    };
    expect(await droppedFiles([broken, folderEntry("empty", [])])).toEqual([]);
  });
});
