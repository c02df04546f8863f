import { Show } from "solid-js";
import { fill } from "../../text/index.ts";
import { gapText, metricText } from "./measureNumber.ts";
import { SourceTag } from "./SourceTag.tsx";
import styles from "./SummaryTable.module.css";
import type { SummaryCell } from "./summaryRows.ts";
import { useMeasureText } from "./text.ts";

/** One run's value of one metric: the number, its source, its bucket or a differing recomputation. */
export const ValueCell = (props: { cell: SummaryCell | null }) => {
  const text = useMeasureText();
  return (
    <td>
      <Show when={props.cell} fallback="—">
        {(cell) => (
          <>
            <Show when={cell().value !== null} fallback="—">
              <span title={String(cell().value)}>
                {metricText(cell().key, cell().value as number)}
              </span>
            </Show>
            <SourceTag source={cell().source} />
            <Show when={cell().bucketMs}>
              {(bucket) => (
                <span class={styles.detail}>
                  {fill(text().table.bucket, { lower: bucket().lower, upper: bucket().upper })}
                </span>
              )}
            </Show>
            <Show when={cell().check}>
              {(check) => (
                <span
                  class={cell().flagged ? styles.flagged : styles.mismatch}
                  title={String(check().computed)}
                >
                  {cell().flagged ? `${text().table.flag} ` : ""}
                  {fill(text().table.recomputed, {
                    value: metricText(cell().key, check().computed),
                  })}
                  {/* Against a stated 0 the gap has no relative size: the two numbers say it. */}
                  <Show when={Number.isFinite(check().relativeError)}>
                    {" "}
                    · {fill(text().table.error, { percent: gapText(check().relativeError) })}
                  </Show>
                </span>
              )}
            </Show>
          </>
        )}
      </Show>
    </td>
  );
};
