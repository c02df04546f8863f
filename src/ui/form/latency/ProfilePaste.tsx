import { TextField } from "@kobalte/core/text-field";
import { createSignal, For, Show } from "solid-js";
import type { Phase } from "../../../io/index.ts";
import { type ProfileTextProblem, parseProfileText } from "../../../io/index.ts";
import type { ProfilePoint } from "../../../model/index.ts";
import type { Dictionary } from "../../../text/index.ts";
import { fill } from "../../../text/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import field from "../Field.module.css";
import styles from "./Latency.module.css";
import paste from "./ProfilePaste.module.css";

const problemLine = (problem: ProfileTextProblem, t: Dictionary): string => {
  const text = t.latency.profile;
  const { kind, ...params } = problem;
  const column = "column" in problem ? text.columns[problem.column] : "";
  return fill(text.problems[kind], { ...params, column });
};

type Outcome = { read: number } | { problems: ProfileTextProblem[] } | null;

/** A box for (batch, time) lines pasted from a spreadsheet or a benchmark log; replaces the rows. */
export const ProfilePaste = (props: {
  phase: Phase;
  onPoints: (points: ProfilePoint[]) => void;
}) => {
  const { t } = useI18n();
  const [text, setText] = createSignal("");
  const [outcome, setOutcome] = createSignal<Outcome>(null);
  const apply = () => {
    const parsed = parseProfileText(text());
    if (!parsed.ok) {
      setOutcome({ problems: parsed.problems });
      return;
    }
    props.onPoints(parsed.points);
    setText("");
    setOutcome({ read: parsed.points.length });
  };
  const problems = () => {
    const current = outcome();
    return current && "problems" in current ? current.problems : [];
  };
  const read = () => {
    const current = outcome();
    return current && "read" in current ? current.read : null;
  };
  return (
    <div class={paste.paste}>
      <TextField
        class={paste.field}
        value={text()}
        onChange={(value) => {
          setText(value);
          setOutcome(null);
        }}
        validationState={problems().length > 0 ? "invalid" : "valid"}
      >
        <TextField.Label class={field.label}>{t().latency.profile.paste}</TextField.Label>
        <TextField.Description class={paste.help}>
          {t().latency.profile.pasteHelp}
        </TextField.Description>
        <TextField.TextArea
          class={paste.area}
          rows={3}
          placeholder={"1,22\n16,31\n64,48"}
          spellcheck={false}
          data-phase={props.phase}
        />
        <TextField.ErrorMessage class={paste.problems}>
          <ul>
            <For each={problems()}>{(problem) => <li>{problemLine(problem, t())}</li>}</For>
          </ul>
        </TextField.ErrorMessage>
      </TextField>
      <div class={styles.actions}>
        <button type="button" class={styles.button} onClick={apply}>
          {t().latency.profile.replace}
        </button>
        <Show when={read()}>
          {(count) => (
            <span class={paste.done} role="status">
              {fill(t().latency.profile.pasted, { count: count() })}
            </span>
          )}
        </Show>
      </div>
    </div>
  );
};
