import { For, Show } from "solid-js";
import { catalog } from "../../data/index.ts";
import type { RunSummary } from "../../io/index.ts";
import { draftFromPlan } from "../../io/index.ts";
import type { CalibrationStatistic } from "../../model/index.ts";
import {
  comparableRuns,
  formatNumber,
  type Plan,
  type ProfilePhase,
  type ProfileRun,
  planWithProfile,
  prefillContextOf,
  profilePoints,
  type SourcedProfilePoint,
} from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Calibration.module.css";
import shared from "./Measure.module.css";
import { twoDecimals } from "./measureNumber.ts";
import type { ProfilePhases } from "./measureWorkspace.ts";
import { RooflineFit } from "./RooflineFit.tsx";
import { runIdentity, runName } from "./runLabel.ts";
import { type MeasureText, useMeasureText } from "./text.ts";
import { UseChoice } from "./UseChoice.tsx";

const phases: readonly ProfilePhase[] = ["decode", "prefill"];

const profileRun = (run: RunSummary, runs: readonly RunSummary[]): ProfileRun => ({
  analysis: run.analysis,
  fileName: runName(run, runs),
  line: run.line,
  format: run.format,
  ...(run.meta.model === undefined ? {} : { model: run.meta.model }),
  load: {
    requestRate: run.meta.requestRate,
    maxConcurrency: run.meta.maxConcurrency,
    burstiness: run.meta.burstiness,
  },
});

/** "results.jsonl · Line 3": where a point came from. */
const sourceText = (point: SourcedProfilePoint, runs: readonly RunSummary[], text: MeasureText) =>
  point.runs
    .map((used) => {
      const run = runs.find((candidate) => candidate.analysis === used.analysis);
      const where = `${run?.fileName ?? used.fileName} · ${fill(text.files.line, { line: String(used.line) })}`;
      const identity = run ? runIdentity(run) : "";
      return identity === "" ? where : `${where} · ${identity}`;
    })
    .join("; ");

/** Whether the plan's phase already holds exactly these points. */
const holds = (plan: Plan, phase: ProfilePhase, points: readonly SourcedProfilePoint[]) => {
  const held = plan.latency[phase];
  return (
    held.source === "profile" &&
    held.profile?.length === points.length &&
    points.every(
      (point, i) =>
        held.profile?.[i]?.batch === point.batch && held.profile[i]?.timeMs === point.timeMs,
    )
  );
};

/** Runs of the chosen run's workload at several concurrencies as a measured latency profile. */
export const ProfilePanel = (props: {
  runs: readonly RunSummary[];
  statistic: CalibrationStatistic | null;
  /** The calibration's chosen run: only runs comparable to it make the profile. */
  chosenId: string | null;
  /** The phases ticked, kept while the tab is closed. */
  phases: ProfilePhases;
  onPhases: (phases: ProfilePhases) => void;
}) => {
  const text = useMeasureText();
  const planner = usePlanner();
  const chosen = () => props.phases;
  const reference = () => props.runs.find((r) => r.id === props.chosenId) ?? props.runs[0];
  const profileRuns = () => {
    const all = props.runs.map((run) => profileRun(run, props.runs));
    const current = reference();
    return current === undefined ? [] : comparableRuns(all, profileRun(current, props.runs));
  };
  const pointsOf = (phase: ProfilePhase) =>
    props.statistic === null
      ? []
      : profilePoints(
          profileRuns(),
          phase,
          props.statistic,
          prefillContextOf(planner.plan(), catalog),
        );
  const usable = (phase: ProfilePhase) => pointsOf(phase).length >= 2;
  const selected = () => phases.filter((phase) => chosen()[phase] && usable(phase));
  const applied = () =>
    selected().length > 0 &&
    selected().every((phase) => holds(planner.plan(), phase, pointsOf(phase)));
  const apply = () => {
    const statistic = props.statistic;
    if (statistic === null) return;
    let plan = planner.plan();
    for (const phase of selected()) {
      plan = planWithProfile(plan, catalog, profileRuns(), phase, statistic)?.plan ?? plan;
    }
    planner.load(draftFromPlan(plan));
  };
  // Each phase with measured steps can have its own factors fitted.
  const fittable = () => phases.filter((phase) => pointsOf(phase).length > 0);
  return (
    <Show when={phases.some(usable) || fittable().length > 0}>
      <section class={shared.panel} aria-labelledby="measure-profile-heading">
        <h3 id="measure-profile-heading" class={shared.subheading}>
          {text().profile.heading}
        </h3>
        <p class={shared.intro}>{text().profile.intro}</p>
        <p class={shared.intro} data-testid="profile-comparable">
          {fill(text().profile.comparable, {
            used: String(profileRuns().length),
            total: String(props.runs.length),
            run: (() => {
              const current = reference();
              return current === undefined ? "" : runName(current, props.runs);
            })(),
          })}
        </p>
        <For each={phases}>
          {(phase) => (
            <div>
              <UseChoice
                label={text().profile[phase]}
                checked={chosen()[phase]}
                unavailable={usable(phase) ? null : text().profile.needTwo}
                onChange={(checked) => props.onPhases({ ...props.phases, [phase]: checked })}
              />
              <Show when={usable(phase) && chosen()[phase]}>
                <ul class={`${shared.list} ${styles.points}`} data-testid={`profile-${phase}`}>
                  <For each={pointsOf(phase)}>
                    {(point) => (
                      <li>
                        <span title={String(point.timeMs)}>
                          {fill(text().profile.point, {
                            batch: formatNumber(point.batch),
                            time: twoDecimals(point.timeMs),
                          })}
                        </span>{" "}
                        <span class={styles.from}>
                          {fill(text().profile.from, {
                            runs: sourceText(point, props.runs, text()),
                          })}
                        </span>
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
            disabled={selected().length === 0 || applied()}
            onClick={apply}
          >
            {text().profile.apply}
          </button>
        </div>
        <p class={shared.status} role="status">
          {applied() ? text().profile.applied : ""}
        </p>
        <Show when={fittable().length > 0}>
          <div class={styles.fit}>
            <h4 class={shared.subheading}>{text().fit.heading}</h4>
            <p class={shared.intro}>{text().fit.intro}</p>
            <For each={fittable()}>
              {(phase) => <RooflineFit points={pointsOf(phase)} phase={phase} />}
            </For>
          </div>
        </Show>
      </section>
    </Show>
  );
};
