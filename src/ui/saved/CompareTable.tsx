import { createMemo, createSignal, createUniqueId, For } from "solid-js";
import { type CompareRow, compareInputs, compareResults } from "../../io/index.ts";
import type { Plan, PlanResult } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import styles from "./CompareTable.module.css";
import { deltaText, inputLabel, type RowLabel, resultLabel, valueText } from "./compareText.ts";
import { useSavedText } from "./text.ts";

export interface CompareSide {
  name: string;
  plan: Plan;
  result: PlanResult;
}

interface ShownRow {
  row: CompareRow<string>;
  label: RowLabel;
}

/** Two plans side by side, inputs then results, with each difference marked and measured. */
export const CompareTable = (props: { a: CompareSide; b: CompareSide }) => {
  const { t } = useI18n();
  const text = useSavedText();
  const id = createUniqueId();
  const [onlyDifferences, setOnlyDifferences] = createSignal(false);
  const inputs = createMemo<ShownRow[]>(() =>
    compareInputs(props.a.plan, props.b.plan).map((row) => ({
      row,
      label: inputLabel(row.key, t()),
    })),
  );
  const results = createMemo<ShownRow[]>(() =>
    compareResults(props.a.result, props.b.result).map((row) => ({
      row,
      label: resultLabel(row.key, t(), text()),
    })),
  );
  const differing = () => [...inputs(), ...results()].filter((shown) => shown.row.differs).length;
  const total = () => inputs().length + results().length;
  const caption = () => fill(text().caption, { a: props.a.name, b: props.b.name });
  const shown = (rows: ShownRow[]) =>
    onlyDifferences() ? rows.filter((entry) => entry.row.differs) : rows;
  // On a narrow screen the name steps back (the caption names both) so the numbers get the room.
  const sideHeader = (side: "A" | "B", name: string) => (
    <>
      {side}
      <span class={styles.sideName}>
        {text().columns.nameSeparator}
        {name}
      </span>
    </>
  );
  const group = (title: string, rows: ShownRow[]) => (
    <tbody>
      <tr class={styles.group}>
        <th scope="rowgroup" colSpan={4}>
          {title}
        </th>
      </tr>
      <For each={shown(rows)}>
        {(entry) => (
          <tr class={styles.row} data-differs={entry.row.differs ? "" : undefined}>
            <th scope="row" class={styles.label}>
              <div class={styles.labelInner}>
                <span class={styles.marker} aria-hidden="true">
                  {entry.row.differs ? "≠" : ""}
                </span>
                <span>
                  {entry.label.label}
                  {entry.label.unit ? <span class={styles.unit}> ({entry.label.unit})</span> : null}
                  {entry.row.differs ? (
                    <span class="visually-hidden">, {text().differs}</span>
                  ) : null}
                </span>
              </div>
            </th>
            <td class={styles.value}>{valueText(entry.row.key, entry.row.a, t(), text())}</td>
            <td class={styles.value}>{valueText(entry.row.key, entry.row.b, t(), text())}</td>
            <td class={styles.delta}>{deltaText(entry.row, text())}</td>
          </tr>
        )}
      </For>
    </tbody>
  );
  return (
    <section class={styles.compare} aria-labelledby={`${id}-heading`}>
      <div class={styles.head}>
        <h2 id={`${id}-heading`} class={styles.heading}>
          {text().compareHeading}
        </h2>
        <label class={styles.filter}>
          <input
            type="checkbox"
            checked={onlyDifferences()}
            onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
          />
          {text().onlyDifferences}
        </label>
      </div>
      <p class={styles.summary}>
        {differing() === 0
          ? text().noDifferences
          : fill(text().differCount, { count: differing(), total: total() })}
      </p>
      <p class={styles.caption} aria-hidden="true">
        {caption()}
      </p>
      <section
        class={`${styles.scroller} scroll-cue`}
        aria-labelledby={`${id}-caption`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
      >
        <table class={styles.table}>
          {/* Shown above the scrolling box instead, where a narrow screen cannot cut it off. */}
          <caption id={`${id}-caption`} class="visually-hidden">
            {caption()}
          </caption>
          <thead>
            <tr>
              <th scope="col">{text().columns.item}</th>
              <th scope="col">{sideHeader("A", props.a.name)}</th>
              <th scope="col">{sideHeader("B", props.b.name)}</th>
              <th scope="col">{text().columns.difference}</th>
            </tr>
          </thead>
          {group(text().inputs, inputs())}
          {group(text().results, results())}
        </table>
      </section>
    </section>
  );
};
