import { createMemo } from "solid-js";
import { gpuPresets, modelPresets } from "../../../data/index.ts";
import { type LatencyDraft, readEntries, readLatencyDraft } from "../../../io/index.ts";
import type { GpuSpec, ModelSpec } from "../../../model/index.ts";
import { fill } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { presetGpuName } from "./gpuNameText.ts";

export interface EntryOption {
  id: string;
  label: string;
}

// Where a new roofline starts: DeepSeek-V3 on H800, the deployment the default plan describes.
export const rooflineDefaults = { gpu: "h800", model: "deepseek-v3" } as const;

/** The plan's latency settings and custom entries as the form edits them. */
export const useLatency = () => {
  const planner = usePlanner();
  const { t, language } = useI18n();
  const latency = createMemo(() => readLatencyDraft(planner.draft.structured.latency));
  const customGpus = createMemo(() => readEntries<GpuSpec>(planner.draft.structured.customGpus));
  const customModels = createMemo(() =>
    readEntries<ModelSpec>(planner.draft.structured.customModels),
  );
  const options = (
    presets: Record<string, { name: string }>,
    custom: Record<string, { name: string }>,
    presetName: (id: string, name: string) => string = (_id, name) => name,
  ) => [
    ...Object.entries(presets).map(([id, spec]) => ({ id, label: presetName(id, spec.name) })),
    ...Object.entries(custom).map(([id, spec]) => ({
      id,
      label: fill(t().latency.custom, { name: spec.name }),
    })),
  ];
  return {
    latency,
    setLatency: (next: LatencyDraft) => planner.setStructured("latency", next),
    customGpus,
    customModels,
    gpuOptions: (): EntryOption[] =>
      options(gpuPresets, customGpus(), (id, name) => presetGpuName(id, name, language())),
    modelOptions: (): EntryOption[] => options(modelPresets, customModels()),
  };
};
