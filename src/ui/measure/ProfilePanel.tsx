import { createSignal, For, Show } from "solid-js";
import { draftFromPlan } from "../../io/draft.ts";
import type { RunSummary } from "../../io/measure/measureStore.ts";
import { formatNumber } from "../../model/index.ts";
import type { CalibrationStatistic } from "../../model/measure/calibrate.ts";
import {
  type ProfilePhase,
  planWithProfile,
  profilePoints,
} from "../../model/measure/profileFromRuns.ts";
import { fill } from "../i18n/format.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Calibration.module.css";
import shared from "./Measure.module.css";
import { runName } from "./runLabel.ts";
import { useMeasureText } from "./text.ts";
import { UseChoice } from "./UseChoice.tsx";

const phases: readonly ProfilePhase[] = ["decode", "prefill"];

/** Runs at several concurrencies as a measured latency profile: one point per batch size. */
export const ProfilePanel = (props: {
  runs: readonly RunSummary[];
  statistic: CalibrationStatistic | null;
}) => {
  const text = useMeasureText();
  const planner = usePlanner();
  const [chosen, setChosen] = createSignal<Record<ProfilePhase, boolean>>({
    decode: true,
    prefill: false,
  });
  const [applied, setApplied] = createSignal(false);
  const profileRuns = () =>
    props.runs.map((run) => ({ analysis: run.analysis, fileName: runName(run, props.runs) }));
  const pointsOf = (phase: ProfilePhase) =>
    props.statistic === null ? [] : profilePoints(profileRuns(), phase, props.statistic);
  const usable = (phase: ProfilePhase) => pointsOf(phase).length >= 2;
  const selected = () => phases.filter((phase) => chosen()[phase] && usable(phase));
  const apply = () => {
    const statistic = props.statistic;
    if (statistic === null) return;
    let plan = planner.plan();
    for (const phase of selected()) {
      plan = planWithProfile(plan, profileRuns(), phase, statistic)?.plan ?? plan;
    }
    planner.load(draftFromPlan(plan));
    setApplied(true);
  };
  return (
    <Show when={phases.some(usable)}>
      <section class={shared.panel} aria-labelledby="measure-profile-heading">
        <h3 id="measure-profile-heading" class={shared.subheading}>
          {text().profile.heading}
        </h3>
        <p class={shared.intro}>{text().profile.intro}</p>
        <For each={phases}>
          {(phase) => (
            <div>
              <UseChoice
                label={text().profile[phase]}
                checked={chosen()[phase]}
                unavailable={usable(phase) ? null : text().profile.needTwo}
                onChange={(checked) => {
                  setChosen((now) => ({ ...now, [phase]: checked }));
                  setApplied(false);
                }}
              />
              <Show when={usable(phase) && chosen()[phase]}>
                <ul class={`${shared.list} ${styles.points}`} data-testid={`profile-${phase}`}>
                  <For each={pointsOf(phase)}>
                    {(point) => (
                      <li>
                        {fill(text().profile.point, {
                          batch: formatNumber(point.batch),
                          time: formatNumber(point.timeMs),
                        })}
                      </li>
                    )}
                  </For>
                </ul>
              </Show>
            </div>
          )}
        </For>
        <div class={styles.actions}>
          <button
            type="button"
            class={shared.primary}
            disabled={selected().length === 0}
            onClick={apply}
          >
            {text().profile.apply}
          </button>
        </div>
        <p class={shared.status} role="status">
          {applied() ? text().profile.applied : ""}
        </p>
      </section>
    </Show>
  );
};
