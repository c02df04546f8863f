import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/index.ts";
import {
  derivationTexts,
  en,
  optimizeNoteWords,
  reportZh,
  solveZh,
  zh,
} from "../../../src/text/index.ts";
import { chartName } from "../../../src/ui/charts/chartText.ts";
import { presetGpuName } from "../../../src/ui/form/latency/gpuNameText.ts";

// What a Chinese reader sees is Chinese, but for the names of things (products, engines, tools,
// flags, files, metrics such as TTFT) and the units kept by convention (ms, tokens/s, req/s). An
// everyday English word left in it ("nodes", "per", "vs", "ago") is a translation that was missed.

const everyday = new Set(
  [
    "node nodes instance instances ago per vs versus low high confidence one two",
    "and or the of with at to from by for in on is are not no all each every more less than",
    "when only",
  ]
    .join(" ")
    .split(" "),
);

/** Every string under `value`. */
const leaves = (value: unknown): string[] => {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(leaves);
};

/**
 * The everyday English words in `text`, leaving out what is meant to stay English: placeholders,
 * an English term glossed in brackets, a quoted name, and identifiers, flags and file names.
 */
const everydayWords = (text: string): string[] =>
  (
    text
      .replace(/\{\w+\}/g, " ")
      .replace(/[（(][\x20-\x7e]*[）)]/g, " ")
      .replace(/[“"][^”"]*[”"]/g, " ")
      .replace(/\S*[_./]\S*|--\S+/g, " ")
      .match(/[A-Za-z][A-Za-z'-]*/g) ?? []
  ).filter((word) => everyday.has(word.toLowerCase()));

// Every module of text beside the views, as test/text/placeholders.test.ts finds them.
const textModules = import.meta.glob<Record<string, unknown>>(
  "../../../src/{text,ui}/**/{text,*Text,*Texts}.ts",
  { eager: true },
);

const chineseTexts: [string, unknown][] = [
  ["src/text zh", zh],
  ["derivations", derivationTexts.zh],
  ["report", reportZh],
  ["solve", solveZh],
  ["optimizer notes", optimizeNoteWords.zh],
  ...Object.entries(textModules).flatMap(([file, module]) =>
    Object.entries(module).flatMap(([name, value]) =>
      value !== null && typeof value === "object" && "en" in value && "zh" in value
        ? [[`${file.replace("../../../", "")} ${name}`, value.zh] as [string, unknown]]
        : [],
    ),
  ),
];

describe("the Chinese text", () => {
  it("finds the views' own texts", () => {
    expect(chineseTexts.length).toBeGreaterThan(20);
  });

  it.each(chineseTexts)("leaves no everyday English word in %s", (_name, texts) => {
    const found = leaves(texts).flatMap((text) =>
      everydayWords(text).map((word) => `${word}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("notices an English word, but not a glossed term, a quoted name or a flag", () => {
    expect(everydayWords("每 node 的 QPM")).toEqual(["node"]);
    expect(everydayWords("3 nodes ago")).toEqual(["nodes", "ago"]);
    expect(everydayWords("首字出字时延（Time to First Token）")).toEqual([]);
    expect(everydayWords("vLLM 的 “peak output token throughput”")).toEqual([]);
    expect(everydayWords("用 --save-detailed 运行，per_request_metrics.json")).toEqual([]);
    // The English dictionary is full of them: the check reads words, not only Chinese.
    expect(leaves(en).flatMap(everydayWords).length).toBeGreaterThan(100);
  });

  it("names a chart's axes in Chinese: 与, not vs", () => {
    const parts = { title: "Decode：吞吐与 TPOT", yTitle: "每卡 tokens/s", xTitle: "TPOT（毫秒）" };
    expect(chartName("zh", parts)).toBe("Decode：吞吐与 TPOT：每卡 tokens/s 与 TPOT（毫秒）");
    expect(chartName("zh", { ...parts, summary: "实心方块为实测点。" })).toBe(
      "Decode：吞吐与 TPOT：每卡 tokens/s 与 TPOT（毫秒）。实心方块为实测点。",
    );
    expect(chartName("en", { title: "Decode", yTitle: "tokens/s", xTitle: "TPOT (ms)" })).toBe(
      "Decode: tokens/s vs TPOT (ms)",
    );
  });

  it("names every preset GPU with its product name and no English qualifier", () => {
    for (const [id, spec] of Object.entries(gpuPresets)) {
      const name = presetGpuName(id, spec.name, "zh");
      // The words beside the product ("per GPU", "low confidence", "one die") are said in Chinese.
      const words = name.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
      expect(
        words.filter((word) => everyday.has(word.toLowerCase())),
        name,
      ).toEqual([]);
      // The product name itself, up to its qualifier, stays as the catalogue has it.
      expect(name.startsWith(spec.name.split(/[(,]/)[0]?.trim() ?? "")).toBe(true);
      // English readers keep the catalogue's names.
      expect(presetGpuName(id, spec.name, "en")).toBe(spec.name);
    }
    expect(presetGpuName("gb200", gpuPresets.gb200.name, "zh")).toBe(
      "NVIDIA GB200（按单块 GPU 计，NVL72）",
    );
    // A name no table lists (a custom GPU's id, or one that shadows an object's own keys) is kept.
    expect(presetGpuName("constructor", "My GPU", "zh")).toBe("My GPU");
  });
});
