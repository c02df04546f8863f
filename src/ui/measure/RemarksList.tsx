import { For, Show } from "solid-js";
import type { RunSummary } from "../../io/index.ts";
import shared from "./Measure.module.css";
import { runsText } from "./runLabel.ts";
import { groupRemarks } from "./runRemarks.ts";
import { useMeasureText } from "./text.ts";

/** What the files cannot tell and what changes how their numbers read, runs with the same remarks together. */
export const RemarksList = (props: { runs: readonly RunSummary[] }) => {
  const text = useMeasureText();
  const groups = () => groupRemarks(props.runs, text());
  const names = (ids: readonly string[]) =>
    runsText(
      props.runs.filter((run) => ids.includes(run.id)),
      props.runs,
    );
  return (
    <Show when={groups().length > 0}>
      <section class={shared.panel} aria-labelledby="measure-remarks-heading">
        <h3 id="measure-remarks-heading" class={shared.subheading}>
          {text().missing.heading}
        </h3>
        <For each={groups()}>
          {(group) => (
            <div>
              <p class={`${shared.intro} ${shared.label}`}>{names(group.runIds)}</p>
              <ul class={shared.list}>
                <For each={group.sentences}>{(sentence) => <li>{sentence}</li>}</For>
              </ul>
            </div>
          )}
        </For>
      </section>
    </Show>
  );
};
