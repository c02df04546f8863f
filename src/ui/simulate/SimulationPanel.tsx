import { createMemo, createSignal, Match, Show, Switch } from "solid-js";
import { fill } from "../../text/index.ts";
import { LooseNumberField } from "../form/LooseNumberField.tsx";
import { usePlanner } from "../state/planner.tsx";
import { createAutoSimulation } from "./createAutoSimulation.ts";
import styles from "./SimulationPanel.module.css";
import { SimulationResult } from "./SimulationResult.tsx";
import { useSimulateText } from "./text.ts";

const secondsPerMinute = 60;
const percent = 100;
// The load field steps by 100 QPM, a round share of the default plan's thousands.
const rateStepQpm = 100;
// With no load that meets every SLO, a run at half of capacity still shows what fails.
const fallbackLoadShare = 0.5;

/**
 * The plan simulated at the sustainable load (or a load typed here): a progress bar while it
 * runs, then the latency statistics, attainment and stability, beside what the estimate said.
 */
export const SimulationPanel = () => {
  const planner = usePlanner();
  const text = useSimulateText();
  const [typedQpm, setTypedQpm] = createSignal(Number.NaN);
  const sustainableRate = () => {
    const { requestsPerSecond } = planner.result().sustainable;
    return requestsPerSecond > 0 ? requestsPerSecond : null;
  };
  const ratePerSecond = createMemo(() => {
    const typed = typedQpm();
    if (Number.isFinite(typed)) return typed > 0 ? typed / secondsPerMinute : null;
    const capacity = planner.result().throughput.requestsPerSecond;
    return sustainableRate() ?? (capacity > 0 ? capacity * fallbackLoadShare : null);
  });
  // The accessors are handed on whole; the primitive reads them in its own tracked scope.
  // eslint-disable-next-line solid/reactivity
  const simulation = createAutoSimulation(planner.plan, planner.result, ratePerSecond);
  const running = () => simulation.latest()?.run.state() === "running";
  const progress = () => simulation.latest()?.run.progress() ?? 0;
  const rateInvalid = () => Number.isFinite(typedQpm()) && !(typedQpm() > 0);
  const sustainableQpm = () => {
    const rate = sustainableRate();
    return rate === null ? text().ratePlaceholder : String(Math.round(rate * secondsPerMinute));
  };
  return (
    <section
      class={styles.panel}
      aria-labelledby="simulation-heading"
      data-testid="simulation"
      data-state={simulation.latest()?.run.state() ?? "idle"}
    >
      <h3 id="simulation-heading" class={styles.title}>
        {text().title}
      </h3>
      <p class={styles.intro}>{text().intro}</p>
      <div class={styles.controls}>
        <LooseNumberField
          class={styles.rate}
          label={text().rate}
          help={text().rateHelp}
          unit={text().rateUnit}
          value={typedQpm()}
          onChange={setTypedQpm}
          error={rateInvalid() ? text().rateInvalid : undefined}
          placeholder={sustainableQpm()}
          step={rateStepQpm}
        />
        <div class={styles.buttons}>
          <button
            type="button"
            class={styles.primary}
            disabled={ratePerSecond() === null}
            onClick={() => simulation.start()}
          >
            {text().simulate}
          </button>
          <button
            type="button"
            class={styles.secondary}
            disabled={!running()}
            onClick={() => simulation.cancel()}
          >
            {text().cancel}
          </button>
        </div>
      </div>
      <Show when={sustainableRate() === null && !Number.isFinite(typedQpm())}>
        <p class={styles.note}>
          {planner.result().throughput.requestsPerSecond > 0
            ? text().noSustainable
            : text().servesNothing}
        </p>
      </Show>
      <div class={styles.status} aria-live="polite" data-testid="simulation-status">
        <Switch>
          <Match when={running()}>
            <div
              class={styles.progress}
              role="progressbar"
              aria-label={text().title}
              aria-valuemin={0}
              aria-valuemax={percent}
              aria-valuenow={Math.round(progress() * percent)}
            >
              <div class={styles.fill} style={{ width: `${progress() * percent}%` }} />
            </div>
            <span class={styles.statusText}>
              {fill(text().progress, { percent: `${Math.round(progress() * percent)}%` })}
            </span>
          </Match>
          <Match when={simulation.waiting()}>
            <span class={styles.statusText}>{text().waiting}</span>
          </Match>
          <Match when={simulation.latest()?.run.state() === "cancelled"}>
            <span class={styles.statusText}>{text().cancelled}</span>
          </Match>
          <Match when={simulation.latest()?.run.state() === "failed"}>
            <span class={styles.statusText}>
              {fill(text().failed, { message: simulation.latest()?.run.failure() ?? "" })}
            </span>
          </Match>
        </Switch>
      </div>
      <Show when={simulation.shown()} fallback={<p class={styles.note}>{text().none}</p>}>
        {(entry) => (
          <SimulationResult
            entry={entry()}
            stale={entry().plan !== planner.plan() || entry().ratePerSecond !== ratePerSecond()}
          />
        )}
      </Show>
    </section>
  );
};
