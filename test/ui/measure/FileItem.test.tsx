// @vitest-environment happy-dom
import { cleanup, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { keptFull, tooLargeFile } from "../../../src/io/measure/fileText.ts";
import { measureProblem } from "../../../src/io/measure/measureProblem.ts";
import type { FileReport } from "../../../src/io/measure/readMeasurements.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { FileItem } from "../../../src/ui/measure/FileItem.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const show = (file: FileReport, language: "en" | "zh" = "en") => {
  localStorage.setItem("xpyd.language", language);
  render(() => (
    <I18nProvider>
      <ul>
        <FileItem file={file} onRemove={() => undefined} />
      </ul>
    </I18nProvider>
  ));
};

const problemLines = () =>
  [...document.querySelectorAll("li li")].map((item) => item.textContent ?? "");

const unread = (problem: FileReport["problems"][number]): FileReport => ({
  name: "big.json",
  format: null,
  runCount: 0,
  problems: [problem],
});

describe("FileItem", () => {
  it("calls a file it did not add for want of room not read, and says why", () => {
    show(unread(keptFull(500_000_000)));
    expect(screen.getByText("not read")).toBeTruthy();
    expect(problemLines()).toEqual([
      "Whole file: Not added: the files kept here would pass 500 MB. Remove a file, then add this one again.",
    ]);
  });

  it("says it in Chinese too", () => {
    show(unread(tooLargeFile(1_200_000_000, 100_000_000)), "zh");
    expect(screen.getByText("未读取")).toBeTruthy();
    expect(problemLines()).toEqual([
      "整个文件: 文件大小为 1,200 MB，上限为 100 MB。请先截取一部分。",
    ]);
  });

  it("names a read file it could not place as a format not recognised", () => {
    show(unread(measureProblem(1, "unknownFormat", "is not a result")));
    expect(screen.getByText("format not recognised · 0 runs · 1 problem")).toBeTruthy();
  });
});
