import { type Accessor, For, Show } from "solid-js";
import { durationText, shareText } from "../../io/index.ts";
import { slosJudged } from "../../model/index.ts";
import { accuracyReportWords, fill, violationText, warningText } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { usePlanner } from "../state/planner.tsx";
import { inputLines, type ReportLine } from "./inputLines.ts";
import styles from "./PrintReport.module.css";
import { accuracyLines, concurrencyLines, resultLines } from "./resultLines.ts";
import { usePrintText } from "./text.ts";

const LineTable = (props: { caption: string; lines: ReportLine[]; testId: string }) => (
  <table class={styles.table} data-testid={props.testId}>
    <caption>{props.caption}</caption>
    <tbody>
      <For each={props.lines}>
        {(line) => (
          <tr>
            <th scope="row">{line.label}</th>
            <td>{line.value}</td>
          </tr>
        )}
      </For>
    </tbody>
  </table>
);

/**
 * The plan as a one-to-two page report, the only thing printed. It is built when printing starts,
 * so the date on paper is when it was printed; `link` is the plan's share link as last written.
 */
export const PrintReport = (props: { link: Accessor<string | undefined> }) => {
  const planner = usePlanner();
  const { t, language } = useI18n();
  const text = usePrintText();
  const printedAt = new Date();
  const result = () => planner.result();
  const sloChecks = () =>
    (["ttft", "tpot", "e2el"] as const).flatMap((name) => {
      const check = result().slo[name];
      return check === null ? [] : [{ name, check }];
    });
  return (
    <article class={styles.report} data-print-report>
      <header class={styles.header}>
        <h1 class={styles.title}>{text().title}</h1>
        <p class={styles.date}>
          {fill(text().printed, {
            date: printedAt.toLocaleString(language() === "zh" ? "zh-CN" : "en"),
          })}
        </p>
      </header>
      <div class={styles.columns}>
        <LineTable
          caption={text().inputs}
          lines={inputLines(planner.plan(), t(), text().model)}
          testId="print-inputs"
        />
        <div>
          <LineTable
            caption={text().results}
            lines={resultLines(result(), t(), text())}
            testId="print-results"
          />
          <LineTable
            caption={text().concurrency}
            lines={concurrencyLines(result(), t())}
            testId="print-concurrency"
          />
          <Show when={accuracyLines(result(), t(), accuracyReportWords[language()]).length > 0}>
            <LineTable
              caption={accuracyReportWords[language()].section}
              lines={accuracyLines(result(), t(), accuracyReportWords[language()])}
              testId="print-accuracy"
            />
          </Show>
        </div>
      </div>
      <table class={styles.table} data-testid="print-slo">
        <caption>{text().slo}</caption>
        <Show
          when={sloChecks().length > 0}
          fallback={
            <tbody>
              <tr>
                <td>{t().results.noSlo}</td>
              </tr>
            </tbody>
          }
        >
          <thead>
            <tr>
              <th scope="col">SLO</th>
              <th scope="col">{text().target}</th>
              <th scope="col">{text().planned}</th>
              <th scope="col">{text().margin}</th>
              <th scope="col">{text().status}</th>
            </tr>
          </thead>
          <tbody>
            <For each={sloChecks()}>
              {(row) => (
                <tr>
                  <th scope="row">{t().violations.metrics[row.name]}</th>
                  <td>{durationText(row.check.targetMs)}</td>
                  <td>{durationText(row.check.valueMs)}</td>
                  <td>
                    {durationText(row.check.marginMs)} ({shareText(row.check.marginFraction)})
                  </td>
                  <td>
                    {slosJudged(planner.result())
                      ? row.check.met
                        ? t().results.met
                        : t().results.missed
                      : t().results.sloNotJudged}
                  </td>
                </tr>
              )}
            </For>
          </tbody>
        </Show>
      </table>
      <section class={styles.status} data-testid="print-status">
        <p>{result().feasible ? text().feasible : text().infeasible}</p>
        <Show when={result().violations.length > 0}>
          <ul>
            <For each={result().violations}>{(v) => <li>{violationText(v, t())}</li>}</For>
          </ul>
        </Show>
        <Show when={result().warnings.length > 0}>
          <p>{text().warnings}</p>
          <ul>
            <For each={result().warnings}>{(w) => <li>{warningText(w, t())}</li>}</For>
          </ul>
        </Show>
      </section>
      <p class={styles.link} data-testid="print-link">
        {text().shareLink} <span>{props.link() ?? ""}</span>
      </p>
    </article>
  );
};
