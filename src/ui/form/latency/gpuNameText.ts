import { gpuPresets } from "../../../data/index.ts";
import type { Language } from "../../../text/index.ts";

// The preset GPUs whose catalogue name says more than the product: what the preset counts ("per
// GPU" of a rack), how far to trust it, which part of a package it is. Those words in the reader's
// language; every other preset is its product name alone, the same in both. zh mirrors en.

const en = {
  gb200: gpuPresets.gb200.name,
  gb300: gpuPresets.gb300.name,
  ascend910b: gpuPresets.ascend910b.name,
  ascend910c: gpuPresets.ascend910c.name,
};

const zh: typeof en = {
  gb200: "NVIDIA GB200（按单块 GPU 计，NVL72）",
  gb300: "NVIDIA GB300（按单块 GPU 计，NVL72）",
  ascend910b: "Huawei Ascend 910B（数据可信度低）",
  ascend910c: "Huawei Ascend 910C，单个 die（Atlas 800 A3）",
};

export const gpuNameTexts = { en, zh } as const;

const named: Record<Language, Record<string, string>> = gpuNameTexts;

/** A preset GPU's name in the reader's language: its catalogue name where no words need saying. */
export const presetGpuName = (id: string, catalogueName: string, language: Language): string =>
  Object.hasOwn(named[language], id) ? (named[language][id] ?? catalogueName) : catalogueName;
