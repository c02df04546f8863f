import { For, Show } from "solid-js";
import type { Objective, RankedConfiguration } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { ConfirmationBlock, type ConfirmState } from "./ConfirmationBlock.tsx";
import { bindingText, changeText, sloText, whyText } from "./configurationText.ts";
import { useConfirmText } from "./confirmText.ts";
import styles from "./OptimizeView.module.css";
import { useOptimizeText } from "./text.ts";

const percent = 100;

/** One ranked configuration: what it changes, how it does against the SLOs, what binds, why it ranks here. */
export const ConfigurationCard = (props: {
  config: RankedConfiguration;
  objective: Objective;
  confirm: ConfirmState;
  /** The plan's attainment target, when it sets one. */
  attainmentTarget: number | undefined;
  onApply: () => void;
}) => {
  const text = useOptimizeText();
  const confirmText = useConfirmText();
  const headingId = () => `optimize-rank-${props.config.rank}`;
  const title = () =>
    props.objective === "qpmPerNode"
      ? fill(text().rankTitle, {
          rank: props.config.rank,
          qpmPerNode: props.config.sustainable.qpmPerNode,
        })
      : fill(text().rankTitleNodes, { rank: props.config.rank, nodes: props.config.totalNodes });
  // At the sustainable load, each at its SLO's statistic (what the SLO checks read).
  const latency = () => {
    const { sustainable, slo } = props.config;
    return [
      { label: text().slos.ttft, value: sustainable.ttft.valueMs, check: slo.ttft },
      { label: text().slos.tpot, value: sustainable.tpot.valueMs, check: slo.tpot },
      { label: text().slos.e2el, value: sustainable.e2el.valueMs, check: slo.e2el },
    ];
  };
  return (
    <article class={styles.card} aria-labelledby={headingId()} data-rank={props.config.rank}>
      <header class={styles.cardHead}>
        <div>
          <h3 id={headingId()} class={styles.cardTitle}>
            {title()}
          </h3>
          <p class={styles.shape}>
            {fill(text().shape, {
              x: props.config.prefillInstances,
              y: props.config.decodeInstances,
              nodes: props.config.totalNodes,
              sustained: props.config.sustainable.qpm,
              share: props.config.sustainable.loadFraction * percent,
              qpm: props.config.qpm,
            })}
          </p>
          <Show when={props.config.merged > 0}>
            <p class={styles.merged}>
              {fill(confirmText().mergedCard, { count: props.config.merged })}
            </p>
          </Show>
        </div>
        <button
          type="button"
          class={styles.primary}
          aria-label={fill(text().applyLabel, { rank: props.config.rank })}
          onClick={() => props.onApply()}
        >
          {text().apply}
        </button>
      </header>
      <h4 class={styles.subheading}>{text().changesHeading}</h4>
      <Show
        when={props.config.changes.length > 0}
        fallback={<p class={styles.body}>{text().noChanges}</p>}
      >
        <ul class={styles.changes}>
          <For each={props.config.changes}>{(change) => <li>{changeText(text(), change)}</li>}</For>
        </ul>
      </Show>
      <h4 class={styles.subheading}>{text().latency}</h4>
      <dl class={styles.latency}>
        <For each={latency()}>
          {(row) => (
            <div class={styles.latencyRow}>
              <dt>{row.label}</dt>
              <dd classList={{ [styles.missed as string]: row.check?.met === false }}>
                {sloText(text(), row.value, row.check)}
              </dd>
            </div>
          )}
        </For>
      </dl>
      <ConfirmationBlock state={props.confirm} target={props.attainmentTarget} />
      <h4 class={styles.subheading}>{text().binds}</h4>
      <p class={styles.body}>{bindingText(text(), props.config)}</p>
      <h4 class={styles.subheading}>{text().why}</h4>
      <p class={styles.body}>
        {props.config.whyAhead
          ? whyText(text(), props.objective, props.config.whyAhead)
          : text().lastRanked}
      </p>
    </article>
  );
};
