import { decodeText, draftFromPlan, planJson, readPlanText } from "../../io/index.ts";
import type { FieldProblem } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { usePlanner } from "../state/planner.tsx";
import { downloadText } from "./downloadText.ts";
import { planFileName } from "./planFileName.ts";
import { type PlanFileNotice, setPlanFileNotice } from "./planFileNotice.ts";
import { usePlanFileText } from "./planFileText.ts";
import styles from "./Toolbar.module.css";

// A plan file is a few kB; anything much larger is the wrong file, not worth reading.
const maxFileMegabytes = 2;
const bytesPerMegabyte = 1024 ** 2;
const toastMs = 4000;

const problem = (message: string): FieldProblem => ({
  field: "plan",
  message,
  rule: "invalid",
  params: {},
});

/** Download the plan as JSON, open a plan file (undo available), and print the report. */
export const PlanFileButtons = () => {
  const planner = usePlanner();
  const text = usePlanFileText();
  let input: HTMLInputElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = async (file: File): Promise<PlanFileNotice> => {
    const rejected = (problems: FieldProblem[]): PlanFileNotice => ({
      kind: "rejected",
      name: file.name,
      problems,
    });
    if (file.size > maxFileMegabytes * bytesPerMegabyte) {
      return rejected([problem(fill(text().tooLarge, { limit: maxFileMegabytes }))]);
    }
    let content: string;
    try {
      // Read as bytes, so a plan saved as UTF-16 opens like one saved as UTF-8.
      content = decodeText(new Uint8Array(await file.arrayBuffer()));
    } catch {
      return rejected([problem(text().unreadable)]);
    }
    const parsed = readPlanText(content);
    if (parsed.ok) {
      planner.load(draftFromPlan(parsed.value));
      return { kind: "opened", name: file.name };
    }
    // A benchmark result or a scrape fails as a plan on every field; say what it is instead.
    // The readers that tell are loaded only then, keeping them out of the first load.
    const { measurementKind } = await import("../../io/measure/measurementKind.ts");
    const measurement = measurementKind(content);
    return measurement === null
      ? rejected(parsed.problems)
      : { kind: "measurement", name: file.name, measurement };
  };
  const open = async (file: File | undefined) => {
    if (file === undefined) return;
    const notice = await read(file);
    setPlanFileNotice(notice);
    clearTimeout(timer);
    if (notice.kind === "opened") {
      timer = setTimeout(() => setPlanFileNotice((now) => (now === notice ? null : now)), toastMs);
    }
  };
  return (
    <>
      <button
        type="button"
        class={styles.button}
        onClick={() =>
          downloadText(
            planFileName("xpyd-plan", planner.result(), "json"),
            planJson(planner.plan()),
            "application/json",
          )
        }
      >
        {text().download}
      </button>
      <button type="button" class={styles.button} onClick={() => input?.click()}>
        {text().open}
      </button>
      {/* Hidden: the button above opens its chooser, so it needs no label or place of its own. */}
      <input
        ref={input}
        hidden
        type="file"
        accept=".json,application/json"
        data-testid="plan-file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          event.currentTarget.value = "";
          void open(file);
        }}
      />
      <button type="button" class={styles.button} onClick={() => window.print()}>
        {text().print}
      </button>
    </>
  );
};
