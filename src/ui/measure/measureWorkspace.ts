import { type Accessor, createMemo, createRoot, createSignal } from "solid-js";
import type { CalibrationStatistic, Plan } from "../../model/index.ts";
import { type StatisticChoice, statisticOf } from "./calibrationStatistic.ts";
import { type AnalysisOptionsState, createAnalysisOptions } from "./createAnalysisOptions.ts";
import { createMeasureClient, type MeasureClient } from "./createMeasureClient.ts";

export interface CalibrationUse {
  ttft: boolean;
  itl: boolean;
  acceptance: boolean;
}

export interface ProfilePhases {
  decode: boolean;
  prefill: boolean;
}

/** The tab's lasting state: the kept files, the options and the calibration choices. */
export interface MeasureWorkspace {
  client: MeasureClient;
  options: AnalysisOptionsState;
  choice: Accessor<StatisticChoice>;
  setChoice: (choice: StatisticChoice) => void;
  customText: Accessor<string>;
  setCustomText: (text: string) => void;
  /** The run the calibration takes its values from; null for the first. */
  runId: Accessor<string | null>;
  setRunId: (id: string) => void;
  /** Null while "other percentile" holds no valid number. */
  statistic: Accessor<CalibrationStatistic | null>;
  /** Which values calibration takes, and which phases a profile is built for. */
  use: Accessor<CalibrationUse>;
  setUse: (use: CalibrationUse) => void;
  profilePhases: Accessor<ProfilePhases>;
  setProfilePhases: (phases: ProfilePhases) => void;
}

const createMeasureWorkspace = (planSlo: Accessor<Plan["slo"]>): MeasureWorkspace => {
  const [choice, setChoice] = createSignal<StatisticChoice>("mean");
  const [customText, setCustomText] = createSignal("95");
  const [runId, setRunId] = createSignal<string | null>(null);
  const statistic = createMemo(() => statisticOf(choice(), customText()));
  const [use, setUse] = createSignal<CalibrationUse>({ ttft: true, itl: true, acceptance: true });
  const [profilePhases, setProfilePhases] = createSignal<ProfilePhases>({
    decode: true,
    prefill: false,
  });
  const options = createAnalysisOptions(planSlo, () => statistic());
  const client = createMeasureClient(options.options);
  return {
    client,
    options,
    choice,
    setChoice,
    customText,
    setCustomText,
    runId,
    setRunId,
    statistic,
    use,
    setUse,
    profilePhases,
    setProfilePhases,
  };
};

let shared: MeasureWorkspace | undefined;

/** One workspace for the page's life, so going to the Plan tab and back keeps the files. */
export const sharedMeasureWorkspace = (planSlo: Accessor<Plan["slo"]>): MeasureWorkspace => {
  shared ??= createRoot(() => createMeasureWorkspace(planSlo));
  return shared;
};
