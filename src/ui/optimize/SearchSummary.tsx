import { For, Show } from "solid-js";
import type { OptimizeResult } from "../../model/index.ts";
import { fill, optimizeNoteText } from "../../text/index.ts";
import { visibleLead } from "./configurationText.ts";
import { useConfirmText } from "./confirmText.ts";
import styles from "./OptimizeView.module.css";
import type { OptimizeText } from "./text.ts";
import { useOptimizeText } from "./text.ts";

const hundred = 100;

const goalText = (text: OptimizeText, result: OptimizeResult): string =>
  result.allocation.mode === "nodeBudget"
    ? fill(text.objective.qpmPerNode, { totalNodes: result.allocation.totalNodes })
    : fill(text.objective.fewestNodes, { targetQpm: result.allocation.targetQpm });

const gainText = (text: OptimizeText, result: OptimizeResult): string | null => {
  const best = result.top[0];
  const { current } = result;
  if (!best || !current.feasible) return null;
  if (result.objective === "fewestNodes") {
    return best.totalNodes < current.totalNodes
      ? fill(text.gainNodes, { nodes: best.totalNodes, currentNodes: current.totalNodes })
      : null;
  }
  const percent = (best.sustainable.qpmPerNode / current.sustainableQpmPerNode - 1) * hundred;
  return visibleLead(percent) ? fill(text.gain, { percent }) : null;
};

/** The goal, the plan as it stands, the search's size and time, and its notes. */
export const SearchSummary = (props: { result: OptimizeResult; elapsedMs: number }) => {
  const text = useOptimizeText();
  const confirmText = useConfirmText();
  const noteText = (note: OptimizeResult["notes"][number]) => optimizeNoteText(note, text());
  return (
    <>
      <p class={styles.goal}>{goalText(text(), props.result)}</p>
      <p class={styles.meta} data-testid="optimize-searched">
        {fill(text().searched, {
          candidates: props.result.space.candidates,
          scored: props.result.space.pairsScored,
          solved: props.result.space.pairsSolved,
          ms: props.elapsedMs,
        })}
      </p>
      <p class={styles.meta}>
        {props.result.current.feasible
          ? fill(text().current, {
              sustainable: props.result.current.sustainableQpmPerNode,
              qpmPerNode: props.result.current.qpmPerNode,
              nodes: props.result.current.totalNodes,
            })
          : text().currentInfeasible}{" "}
        <Show when={gainText(text(), props.result)}>
          {(gain) => <strong class={styles.gain}>{gain()}</strong>}
        </Show>
      </p>
      <Show when={props.result.space.merged > 0}>
        <p class={styles.meta} data-testid="optimize-merged">
          {fill(confirmText().mergedTotal, { count: props.result.space.merged })}
        </p>
      </Show>
      <Show when={props.result.notes.length > 0}>
        <ul class={styles.notes} aria-label={text().notesHeading}>
          <For each={props.result.notes}>{(note) => <li>{noteText(note)}</li>}</For>
        </ul>
      </Show>
    </>
  );
};
