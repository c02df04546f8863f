import { Show } from "solid-js";
import { formatNumber } from "../../model/index.ts";
import { fill } from "../i18n/format.ts";
import { SourceTag } from "./SourceTag.tsx";
import styles from "./SummaryTable.module.css";
import type { SummaryCell } from "./summaryRows.ts";
import { useMeasureText } from "./text.ts";

const percentKeys = new Set(["acceptance_rate", "ttft", "tpot", "e2el"]);

/** A fraction as a percentage to two decimals: "96.67%". */
export const percentText = (fraction: number): string =>
  `${formatNumber(Math.round(fraction * 10_000) / 100)}%`;

/** One run's value of one metric: the number, its source, its bucket or the file's differing value. */
export const ValueCell = (props: { cell: SummaryCell | null }) => {
  const text = useMeasureText();
  const shown = (value: number, key: string) =>
    percentKeys.has(key) ? percentText(value) : formatNumber(value);
  return (
    <td>
      <Show when={props.cell} fallback="—">
        {(cell) => (
          <>
            {cell().value === null ? "—" : shown(cell().value as number, cell().key)}
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
                <span class={styles.mismatch}>
                  {fill(text().table.stated, { value: shown(check().stated, cell().key) })} ·{" "}
                  {fill(text().table.error, { percent: percentText(check().relativeError) })}
                </span>
              )}
            </Show>
          </>
        )}
      </Show>
    </td>
  );
};
