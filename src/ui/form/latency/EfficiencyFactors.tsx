import { Collapsible } from "@kobalte/core/collapsible";
import { For } from "solid-js";
import { catalog } from "../../../data/index.ts";
import { withEfficiency } from "../../../io/index.ts";
import type { GpuSpec } from "../../../model/index.ts";
import {
  defaultComputeEfficiency,
  defaultEfficiency,
  type Efficiency,
  formatNumber,
  resolveGpu,
} from "../../../model/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { LooseNumberField } from "../LooseNumberField.tsx";
import { problemText } from "../problemText.ts";
import styles from "./EfficiencyFactors.module.css";
import own from "./Latency.module.css";
import { useLatency } from "./useLatency.ts";

const factors = Object.keys(defaultEfficiency) as (keyof Efficiency)[];

/** The factors behind the roofline, each empty until set, its default and source on show. */
export const EfficiencyFactors = () => {
  const planner = usePlanner();
  const { t } = useI18n();
  const store = useLatency();
  const problem = (factor: keyof Efficiency) => {
    const found = planner.problemFor(`latency.efficiency.${factor}`);
    return found ? problemText(found, t()) : undefined;
  };
  const changed = () => Object.keys(store.latency().efficiency ?? {}).length;
  // A GPU entry may declare its own compute efficiency; empty, each phase uses its GPU's.
  const computeDefault = () => {
    const plan = planner.plan();
    const perPhase = (["prefill", "decode"] as const).flatMap((phase) => {
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
  // Three significant digits: a derived default (0.526778…) reads as its source states it.
  const placeholder = (factor: keyof Efficiency) =>
    factor === "computeEfficiency"
      ? computeDefault()
      : formatNumber(Number(defaultEfficiency[factor].toPrecision(3)));
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
        <div class={styles.grid}>
          <For each={factors}>
            {(factor) => {
              const text = () => t().latency.efficiency.fields[factor];
              return (
                <div class={styles.factor}>
                  <LooseNumberField
                    label={text().label}
                    unit={text().unit}
                    value={store.latency().efficiency?.[factor]}
                    placeholder={placeholder(factor)}
                    step={factor.endsWith("Ms") ? 0.001 : 0.05}
                    onChange={(value) =>
                      store.setLatency(withEfficiency(store.latency(), factor, value))
                    }
                    error={problem(factor)}
                    path={`latency.efficiency.${factor}`}
                  />
                  <p class={styles.source}>{text().help}</p>
                </div>
              );
            }}
          </For>
        </div>
      </Collapsible.Content>
    </Collapsible>
  );
};
