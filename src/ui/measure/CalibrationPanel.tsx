import { createMemo, createSignal, For, type JSX, Show } from "solid-js";
import { catalog } from "../../data/index.ts";
import type { RunSummary } from "../../io/index.ts";
import { draftFromPlan } from "../../io/index.ts";
import type { LatencyMetric } from "../../model/index.ts";
import {
  type CalibrationStatistic,
  calibratePlan,
  metricValue,
  modelMismatch,
  statisticKeyFor,
  workloadMismatch,
} from "../../model/index.ts";
import { fill, metricLabel } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Calibration.module.css";
import { changeText, gapText } from "./changeText.ts";
import shared from "./Measure.module.css";
import { countText } from "./measureNumber.ts";
import type { CalibrationUse } from "./measureWorkspace.ts";
import { prefillReadingText } from "./prefillReadingText.ts";
import { runLoad, runName, runTitle } from "./runLabel.ts";
import { useMeasureText } from "./text.ts";
import { UseChoice } from "./UseChoice.tsx";

/** One run's TTFT, ITL and α into the plan, previewed as changes and loaded with undo. */
export const CalibrationPanel = (props: {
  runs: readonly RunSummary[];
  statistic: CalibrationStatistic | null;
  /** The run picked, kept while the tab is closed; null for the first. */
  chosenId: string | null;
  onChoose: (id: string) => void;
  /** Which values to take, kept while the tab is closed. */
  use: CalibrationUse;
  onUse: (use: CalibrationUse) => void;
  /** The statistic picker, shared with the profile panel. */
  children: JSX.Element;
}) => {
  const text = useMeasureText();
  const { t } = useI18n();
  const planner = usePlanner();
  const use = () => props.use;
  const run = () => props.runs.find((r) => r.id === props.chosenId) ?? props.runs[0];
  const missingMetric = (metric: LatencyMetric): string | null => {
    const current = run();
    if (!current || props.statistic === null) return null;
    const key = statisticKeyFor(metric, props.statistic);
    if (metricValue(current.analysis, key) !== undefined) return null;
    return fill(text().calibrate.missingMetric, { key: metricLabel(key, text()) });
  };
  const noAcceptance = () =>
    run()?.analysis.acceptance === null ? text().calibrate.noAcceptance : null;
  const usable = () => ({
    ttft: use().ttft && missingMetric("ttft") === null,
    itl: use().itl && missingMetric("itl") === null,
    acceptance: use().acceptance && noAcceptance() === null,
  });
  // Instances behind the run: typed text, kept while valid; 1 (one server) until changed.
  const [instancesText, setInstancesText] = createSignal("1");
  const instances = () => {
    const value = Number(instancesText());
    return Number.isInteger(value) && value >= 1 ? value : null;
  };
  const [lastInstances, setLastInstances] = createSignal(1);
  const calibration = createMemo(() => {
    const current = run();
    if (!current || props.statistic === null) return null;
    return calibratePlan(planner.plan(), catalog, current.analysis, {
      statistic: props.statistic,
      use: usable(),
      fileName: runName(current, props.runs),
      load: {
        requestRate: current.meta.requestRate,
        maxConcurrency: current.meta.maxConcurrency,
        burstiness: current.meta.burstiness,
      },
      prefillInstances: instances() ?? lastInstances(),
    });
  });
  const reading = () => {
    const current = run();
    const prefill = calibration()?.prefill;
    if (!current || !prefill || props.statistic === null) return null;
    const ttftMs = metricValue(current.analysis, statisticKeyFor("ttft", props.statistic));
    return ttftMs === undefined ? null : prefillReadingText(prefill, ttftMs, text());
  };
  const changeCount = () => calibration()?.changes.length ?? 0;
  // Read from the plan itself, so Undo brings the changes and the button back.
  const applied = () => {
    const current = calibration();
    const ticked = Object.values(usable()).some(Boolean);
    // A value refused (the plan's rules, or an ITL decode's source would not use) is not in use.
    const rejected =
      current?.gaps.some((gap) => gap.code === "planRejected" || gap.code === "itlNotEntered") ??
      true;
    return current !== null && ticked && !rejected && current.changes.length === 0;
  };
  const mismatch = () => {
    const current = run();
    if (!current) return null;
    const found = workloadMismatch(planner.plan(), current.analysis);
    return found === null
      ? null
      : fill(text().calibrate.workload, {
          input: countText(found.inputTokens),
          output: countText(found.outputTokens),
          planInput: countText(found.planInputTokens),
          planOutput: countText(found.planOutputTokens),
        });
  };
  const otherModel = () => {
    const found = modelMismatch(planner.plan(), catalog, run()?.meta.model);
    return found === null ? null : fill(text().calibrate.otherModel, found);
  };
  // What may keep the run's latencies from carrying over: another model, other request lengths.
  const warnings = () =>
    (
      [
        ["model", otherModel()],
        ["workload", mismatch()],
      ] as const
    ).flatMap(([kind, text]) => (text === null ? [] : [{ kind, text }]));
  const toggle = (key: "ttft" | "itl" | "acceptance", checked: boolean) => {
    props.onUse({ ...props.use, [key]: checked });
  };
  return (
    <section class={shared.panel} aria-labelledby="measure-calibrate-heading">
      <h3 id="measure-calibrate-heading" class={shared.subheading}>
        {text().calibrate.heading}
      </h3>
      <p class={shared.intro}>{text().calibrate.intro}</p>
      <div class={styles.grid}>
        <div>
          <div class={`${shared.field} ${styles.runField}`}>
            <label class={shared.label} for="measure-calibrate-run">
              {text().calibrate.run}
            </label>
            <select
              id="measure-calibrate-run"
              class={shared.input}
              value={run()?.id ?? ""}
              onChange={(event) => props.onChoose(event.currentTarget.value)}
            >
              <For each={props.runs}>
                {(option) => (
                  <option value={option.id} selected={option.id === run()?.id}>
                    {[runTitle(option, props.runs), runLoad(option, text())]
                      .filter((part) => part !== "")
                      .join(" · ")}
                  </option>
                )}
              </For>
            </select>
          </div>
          {props.children}
        </div>
        <fieldset class={styles.fieldset}>
          <legend class={styles.legend}>{text().calibrate.use}</legend>
          <UseChoice
            label={text().calibrate.ttft}
            checked={use().ttft}
            unavailable={missingMetric("ttft")}
            onChange={(checked) => toggle("ttft", checked)}
          />
          <Show when={use().ttft && missingMetric("ttft") === null}>
            <div class={`${shared.field} ${styles.instances}`}>
              <label class={shared.label} for="measure-calibrate-instances">
                {text().calibrate.instances}
              </label>
              <input
                id="measure-calibrate-instances"
                class={`${shared.input} ${styles.custom}`}
                inputmode="numeric"
                value={instancesText()}
                aria-invalid={instances() === null}
                aria-describedby="measure-calibrate-instances-help"
                onInput={(event) => {
                  setInstancesText(event.currentTarget.value);
                  const valid = instances();
                  if (valid !== null) setLastInstances(valid);
                }}
              />
              <span
                id="measure-calibrate-instances-help"
                class={instances() === null ? shared.error : shared.help}
              >
                {instances() === null
                  ? text().calibrate.instancesError
                  : text().calibrate.instancesHelp}
              </span>
            </div>
          </Show>
          <UseChoice
            label={text().calibrate.itl}
            checked={use().itl}
            unavailable={missingMetric("itl")}
            onChange={(checked) => toggle("itl", checked)}
          />
          <UseChoice
            label={text().calibrate.acceptance}
            checked={use().acceptance}
            unavailable={noAcceptance()}
            onChange={(checked) => toggle("acceptance", checked)}
          />
        </fieldset>
      </div>
      <For each={warnings()}>
        {(warning) => (
          <p class={styles.warning} data-testid={`calibration-${warning.kind}`}>
            {warning.text}
          </p>
        )}
      </For>
      <div class={styles.preview}>
        <h4 class={shared.subheading}>{text().calibrate.preview}</h4>
        <Show
          when={changeCount() > 0}
          fallback={
            <Show when={!applied()}>
              <p class={shared.intro}>{text().calibrate.noChanges}</p>
            </Show>
          }
        >
          <ul class={shared.list} data-testid="calibration-changes">
            <For each={calibration()?.changes}>
              {(change) => (
                <li title={changeText(change, text(), t(), String)}>
                  {changeText(change, text(), t())}
                </li>
              )}
            </For>
          </ul>
        </Show>
        <Show when={reading()}>
          {(line) => (
            <p class={shared.help} data-testid="calibration-prefill">
              {line()}
            </p>
          )}
        </Show>
        <Show when={noAcceptance() !== null && changeCount() > 0}>
          <p class={shared.help}>{text().calibrate.gaps.noAcceptance}</p>
        </Show>
        <For each={calibration()?.gaps}>
          {(gap) => (
            <Show when={gapText(gap, text(), t())}>
              {(line) => <p class={shared.error}>{line()}</p>}
            </Show>
          )}
        </For>
      </div>
      <div class={styles.actions}>
        <button
          type="button"
          class={shared.primary}
          disabled={changeCount() === 0}
          onClick={() => {
            const next = calibration();
            if (next) planner.load(draftFromPlan(next.plan));
          }}
        >
          {text().calibrate.apply}
        </button>
      </div>
      <p class={shared.status} role="status">
        {applied() ? text().calibrate.applied : ""}
      </p>
    </section>
  );
};
