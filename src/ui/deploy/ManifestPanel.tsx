import { createMemo, createSignal, For, Show } from "solid-js";
import {
  formatEngines,
  type LaunchNote,
  type ManifestEngine,
  type ManifestFormat,
  type ManifestOutcome,
  manifestEngines,
  manifestFormats,
  manifestYaml,
  planManifests,
} from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { downloadText } from "../shell/downloadText.ts";
import { planFileName } from "../shell/planFileName.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Deploy.module.css";
import { refusalText, useManifestText } from "./manifestText.ts";
import { reasonText } from "./reasonText.ts";
import { reasonTexts } from "./reasonTexts.ts";

// The engine a format runs: the one chosen, where the format starts it; llm-d runs vLLM only.
const engineFor = (format: ManifestFormat, chosen: ManifestEngine): ManifestEngine =>
  format === "llm-d" ? "vllm" : chosen;

/** Download buttons for the plan's Kubernetes manifests, with the reasons any is refused. */
export const ManifestPanel = () => {
  const planner = usePlanner();
  const text = useManifestText();
  const { t, language } = useI18n();
  const [engine, setEngine] = createSignal<ManifestEngine>("vllm");
  const outcomes = createMemo(
    () =>
      new Map<ManifestFormat, ManifestOutcome>(
        manifestFormats.map((format) => [
          format,
          planManifests(planner.plan(), planner.result(), format, engineFor(format, engine())),
        ]),
      ),
  );
  const reasons = () => reasonTexts[language()];
  // What each engine the written manifests start cannot load as the plan prices it, once an engine.
  const engineNotes = createMemo(() => {
    const byEngine = new Map<ManifestEngine, LaunchNote[]>();
    for (const outcome of outcomes().values()) {
      if (outcome.ok && outcome.manifests.notes.length > 0) {
        byEngine.set(outcome.manifests.engine, outcome.manifests.notes);
      }
    }
    return [...byEngine];
  });
  const download = async (format: ManifestFormat) => {
    const outcome = outcomes().get(format);
    if (!outcome?.ok) return;
    // The yaml package loads only when a manifest is downloaded.
    const yaml = await import("yaml");
    const { manifests } = outcome;
    downloadText(
      planFileName(`xpyd-${format}-${manifests.engine}`, planner.result(), "yaml"),
      manifestYaml(manifests, yaml),
      "application/yaml",
    );
  };
  return (
    <section class={styles.panel} aria-labelledby="manifests-heading">
      <h2 id="manifests-heading" class={styles.heading}>
        {text().heading}
      </h2>
      <p class={styles.intro}>{text().intro}</p>
      <label class={styles.muted}>
        {text().engine}{" "}
        <select
          value={engine()}
          onChange={(event) => {
            const chosen = manifestEngines.find((name) => name === event.currentTarget.value);
            if (chosen) setEngine(chosen);
          }}
        >
          <For each={manifestEngines}>
            {(name) => <option value={name}>{text().engines[name]}</option>}
          </For>
        </select>
      </label>
      <div class={styles.actions}>
        <For each={manifestFormats}>
          {(format) => (
            <button
              type="button"
              class={styles.button}
              disabled={outcomes().get(format)?.ok !== true}
              onClick={() => void download(format)}
            >
              {text().formats[format]}
            </button>
          )}
        </For>
      </div>
      <For each={engineNotes()}>
        {([name, notes]) => (
          <div class={styles.muted} role="note" data-notes={name}>
            {fill(text().notes, { engine: text().engines[name] })}
            <ul>
              <For each={notes}>{(note) => <li>{reasonText(note, reasons())}</li>}</For>
            </ul>
          </div>
        )}
      </For>
      <For each={manifestFormats}>
        {(format) => {
          const refusals = () => {
            const outcome = outcomes().get(format);
            return outcome === undefined || outcome.ok ? [] : outcome.refusals;
          };
          return (
            <Show when={refusals().length > 0}>
              <div class={styles.muted} role="note" data-refused={format}>
                {fill(text().refused, { format: text().names[format] })}
                <ul>
                  <For each={refusals()}>
                    {(refusal) => (
                      <li>
                        {refusal.code === "engineNotOffered"
                          ? fill(text().refusals.engineNotOffered, {
                              format: text().names[format],
                              engine: text().engines[engine()],
                              engines: formatEngines[format]
                                .map((name) => text().engines[name])
                                .join(", "),
                            })
                          : refusalText(refusal, text(), t())}
                      </li>
                    )}
                  </For>
                </ul>
              </div>
            </Show>
          );
        }}
      </For>
    </section>
  );
};
