import { Collapsible } from "@kobalte/core/collapsible";
import { createSignal, For, Show } from "solid-js";
import { catalog } from "../../../data/index.ts";
import { type EfficiencyScope, withEfficiency } from "../../../io/index.ts";
import type { GpuSpec } from "../../../model/index.ts";
import {
  defaultComputeEfficiency,
  defaultEfficiency,
  type Efficiency,
  formatNumber,
  resolveGpu,
} from "../../../model/index.ts";
import { fill } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { ChoiceField } from "../ChoiceField.tsx";
import { LooseNumberField } from "../LooseNumberField.tsx";
import { problemText } from "../problemText.ts";
import styles from "./EfficiencyFactors.module.css";
import own from "./Latency.module.css";
import { useLatency } from "./useLatency.ts";

const factors = Object.keys(defaultEfficiency) as (keyof Efficiency)[];
const scopes: readonly EfficiencyScope[] = ["both", "prefill", "decode"];

/**
 * The factors behind the roofline, each empty until set, its default and source on show: for both
 * phases, or for one phase alone (its own value over the one for both).
 */
export const EfficiencyFactors = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const store = useLatency();
  const factorsIn = (which: EfficiencyScope) =>
    which === "both" ? store.latency().efficiency : store.latency()[which].efficiency;
  const pathIn = (which: EfficiencyScope, factor: keyof Efficiency) =>
    which === "both"
      ? (`latency.efficiency.${factor}` as const)
      : (`latency.${which}.efficiency.${factor}` as const);
  const problemIn = (which: EfficiencyScope) =>
    factors.some((factor) => planner.problemFor(pathIn(which, factor)) !== undefined);
  const countIn = (which: EfficiencyScope) => Object.keys(factorsIn(which) ?? {}).length;
  const changed = () => scopes.reduce((sum, which) => sum + countIn(which), 0);
  // Opens where there is something to see: a scope with a wrong value, else one with values set.
  const [scope, setScope] = createSignal<EfficiencyScope>(
    scopes.find(problemIn) ?? scopes.find((which) => countIn(which) > 0) ?? "both",
  );
  const pathOf = (factor: keyof Efficiency) => pathIn(scope(), factor);
  const problem = (factor: keyof Efficiency) => {
    const found = planner.problemFor(pathOf(factor));
    return found ? problemText(found, t()) : undefined;
  };
  // A GPU entry may declare its own compute efficiency; empty, each phase uses its GPU's (for one
  // phase, that phase's alone).
  const computeDefault = () => {
    const plan = planner.plan();
    const current = scope();
    const shown = current === "both" ? (["prefill", "decode"] as const) : [current];
    const perPhase = shown.flatMap((phase) => {
      const gpu = resolveGpu(plan, catalog, plan.latency[phase].gpu) as
        | (GpuSpec & { computeEfficiency?: number })
        | undefined;
      return gpu ? [{ phase, value: gpu.computeEfficiency ?? defaultComputeEfficiency }] : [];
    });
    const values = new Set(perPhase.map((entry) => entry.value));
    if (values.size <= 1) return formatNumber([...values][0] ?? defaultComputeEfficiency);
    return perPhase
      .map((entry) => `${entry.phase === "prefill" ? "P" : "D"} ${formatNumber(entry.value)}`)
      .join(" · ");
  };
  // Three significant digits: a derived default (0.526778…) reads as its source states it. For one
  // phase, an empty field takes the value set for both phases first.
  const placeholder = (factor: keyof Efficiency) => {
    const shared = scope() === "both" ? undefined : store.latency().efficiency?.[factor];
    if (shared !== undefined) return formatNumber(shared);
    return factor === "computeEfficiency"
      ? computeDefault()
      : formatNumber(Number(defaultEfficiency[factor].toPrecision(3)));
  };
  const scopeText = () => t().latency.efficiency.scope;
  return (
    <Collapsible class={own.wide} defaultOpen={changed() > 0}>
      <Collapsible.Trigger class={styles.trigger}>
        <span class={styles.chevron} aria-hidden="true">
          ▸
        </span>
        {t().latency.efficiency.title}
        {changed() > 0 ? <span class={styles.count}> ({changed()})</span> : null}
      </Collapsible.Trigger>
      <Collapsible.Content class={styles.content}>
        <p class={own.note}>{t().latency.efficiency.intro}</p>
        <ChoiceField
          label={scopeText().label}
          help={scopeText().help}
          value={scope()}
          options={scopes}
          optionLabel={(which) => {
            const label =
              countIn(which) > 0
                ? fill(scopeText().withCount, { scope: scopeText()[which], count: countIn(which) })
                : scopeText()[which];
            return problemIn(which) ? fill(scopeText().withProblem, { scope: label }) : label;
          }}
          onChange={setScope}
        />
        {/* Drawn anew for each scope, so a field shows that scope's value, not the text typed in another. */}
        <Show when={scope()} keyed>
          {(current) => (
            <div class={styles.grid} data-scope={current}>
              <For each={factors}>
                {(factor) => {
                  const text = () => t().latency.efficiency.fields[factor];
                  return (
                    <div class={styles.factor}>
                      <LooseNumberField
                        label={text().label}
                        unit={text().unit}
                        value={factorsIn(scope())?.[factor]}
                        placeholder={placeholder(factor)}
                        step={/Ms($|Per)/.test(factor) ? 0.001 : 0.05}
                        onChange={(value) =>
                          store.setLatency(withEfficiency(store.latency(), factor, value, scope()))
                        }
                        error={problem(factor)}
                        path={pathOf(factor)}
                      />
                      <p class={styles.source}>{text().help}</p>
                    </div>
                  );
                }}
              </For>
            </div>
          )}
        </Show>
      </Collapsible.Content>
    </Collapsible>
  );
};
