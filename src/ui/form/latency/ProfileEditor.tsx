import { createUniqueId, For, Index, Show } from "solid-js";
import { type Phase, unsortedProfileRows, withProfile } from "../../../io/index.ts";
import type { Measured, ProfilePoint } from "../../../model/index.ts";
import { fill } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { usePlanner } from "../../state/planner.tsx";
import { LooseNumberField } from "../LooseNumberField.tsx";
import { MeasuredBadge } from "../MeasuredBadge.tsx";
import { problemText } from "../problemText.ts";
import styles from "./Latency.module.css";
import table from "./ProfileEditor.module.css";
import { ProfilePaste } from "./ProfilePaste.tsx";
import { useLatency } from "./useLatency.ts";

const columns = ["batch", "timeMs"] as const;

/** A measured profile as an editable table of (batch, time) rows, with a box to paste rows into. */
export const ProfileEditor = (props: { phase: Phase }) => {
  const planner = usePlanner();
  const { t } = useI18n();
  const store = useLatency();
  const rows = () => store.latency()[props.phase].profile ?? [];
  const path = () => `latency.${props.phase}.profile` as const;
  // Set when calibration built the rows from imported runs; editing a row drops it (the planner).
  const measured = () => (planner.draft.structured.measured as Measured | undefined)?.[path()];
  const badgeId = createUniqueId();
  const setRows = (next: ProfilePoint[]) =>
    store.setLatency(withProfile(store.latency(), props.phase, next));
  const setCell = (index: number, column: (typeof columns)[number], value: number) =>
    setRows(rows().map((row, at) => (at === index ? { ...row, [column]: value } : row)));
  const cellProblem = (index: number, column: string) => {
    const found = planner.problemFor(`${path()}.${index}.${column}`);
    return found ? problemText(found, t()) : undefined;
  };
  const tableProblem = () => {
    const found = planner.problemFor(path());
    return found ? problemText(found, t()) : undefined;
  };
  const unsorted = () => unsortedProfileRows(rows());
  const columnLabel = (column: (typeof columns)[number]) =>
    column === "batch" ? t().latency.profile.batch : t().latency.profile.time;
  return (
    <div class={styles.wide} data-path={path()}>
      <p class={styles.note}>
        {t().latency.profile.readAt[props.phase]} {t().latency.profile.how}
      </p>
      <Show when={measured()}>
        {(source) => (
          <p class={table.provenance} id={badgeId}>
            <MeasuredBadge source={source()} />
          </p>
        )}
      </Show>
      <table class={table.table} aria-describedby={measured() ? badgeId : undefined}>
        <caption class={table.caption}>
          {t().latency.profile.caption}{" "}
          <span class={table.units}>({t().latency.profile.units[props.phase]})</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t().latency.profile.batch}</th>
            <th scope="col">{t().latency.profile.time}</th>
            <th scope="col">
              <span class="visually-hidden">{t().latency.entries.delete}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <Index each={rows()}>
            {(row, index) => (
              <tr data-unsorted={unsorted().includes(index) ? "" : undefined}>
                <th scope="row" class={table.rowNumber}>
                  {index + 1}
                </th>
                <For each={columns}>
                  {(column) => (
                    <td>
                      <LooseNumberField
                        label={fill(t().latency.profile.cellLabel, {
                          column: columnLabel(column),
                          row: index + 1,
                        })}
                        hideLabel
                        value={row()[column]}
                        step={column === "batch" ? 1 : 0.1}
                        unit={column === "timeMs" ? "ms" : undefined}
                        onChange={(value) => setCell(index, column, value)}
                        error={cellProblem(index, column)}
                      />
                    </td>
                  )}
                </For>
                <td>
                  <button
                    type="button"
                    class={table.delete}
                    aria-label={fill(t().latency.profile.deleteRow, { row: index + 1 })}
                    onClick={() => setRows(rows().filter((_, at) => at !== index))}
                  >
                    ×
                  </button>
                </td>
              </tr>
            )}
          </Index>
        </tbody>
      </table>
      <Show when={tableProblem()}>{(text) => <p class={styles.error}>{text()}</p>}</Show>
      <For each={unsorted()}>
        {(index) => (
          <p class={styles.error}>{fill(t().latency.profile.unsorted, { row: index + 1 })}</p>
        )}
      </For>
      <div class={table.tools}>
        <button
          type="button"
          class={styles.button}
          onClick={() => setRows([...rows(), { batch: Number.NaN, timeMs: Number.NaN }])}
        >
          + {t().latency.profile.addRow}
        </button>
        <Show when={unsorted().length > 0}>
          <button
            type="button"
            class={styles.button}
            onClick={() => setRows([...rows()].sort((a, b) => a.batch - b.batch))}
          >
            {t().latency.profile.sort}
          </button>
        </Show>
      </div>
      <ProfilePaste phase={props.phase} onPoints={setRows} />
    </div>
  );
};
