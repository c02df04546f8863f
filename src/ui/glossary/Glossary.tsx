import { createMemo, createSignal, createUniqueId, For, Show } from "solid-js";
import { fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { filterGlossary } from "./filterGlossary.ts";
import styles from "./Glossary.module.css";
import { glossaryEn } from "./glossaryEn.ts";
import { glossaryAnchor } from "./glossaryEntry.ts";
import { glossaryText } from "./glossaryText.ts";
import { glossaryZh } from "./glossaryZh.ts";

/** Every term the planner uses, in the chosen language, with a filter. */
export const Glossary = () => {
  const { language } = useI18n();
  const [query, setQuery] = createSignal("");
  const headingId = createUniqueId();
  const inputId = createUniqueId();
  const countId = createUniqueId();

  const text = createMemo(() => glossaryText[language()]);
  const entries = createMemo(() => (language() === "zh" ? glossaryZh : glossaryEn));
  const shown = createMemo(() => filterGlossary(entries(), query()));

  return (
    <section class={styles.glossary} aria-labelledby={headingId}>
      <h2 id={headingId} class={styles.heading}>
        {text().heading}
      </h2>
      <p class={styles.intro}>{text().intro}</p>

      <div class={styles.filter}>
        <label for={inputId} class={styles.filterLabel}>
          {text().filterLabel}
        </label>
        <input
          id={inputId}
          class={styles.filterInput}
          type="search"
          autocomplete="off"
          spellcheck={false}
          aria-describedby={countId}
          value={query()}
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
        <p id={countId} class={styles.count} aria-live="polite">
          {fill(text().count, { shown: shown().length, total: entries().length })}
        </p>
      </div>

      <Show
        when={shown().length > 0}
        fallback={<p class={styles.empty}>{fill(text().noMatch, { query: query().trim() })}</p>}
      >
        <dl class={styles.list}>
          <For each={shown()}>
            {(entry) => (
              <div class={styles.entry}>
                <dt id={glossaryAnchor(entry.id)} class={styles.term}>
                  <dfn class={styles.termName}>{entry.term}</dfn>
                  <span class={styles.short}>{entry.short}</span>
                </dt>
                <dd class={styles.body}>
                  <p class={styles.definition}>{entry.definition}</p>
                  <Show when={entry.formula}>
                    {(formula) => (
                      <div class={styles.formula}>
                        <span class="visually-hidden">{text().formula}</span>
                        <pre class={styles.formulaText}>
                          <code>{formula()}</code>
                        </pre>
                      </div>
                    )}
                  </Show>
                  <Show when={entry.pitfall}>
                    {(pitfall) => (
                      <p class={styles.pitfall}>
                        <strong class={styles.pitfallLabel}>{text().pitfall}</strong>
                        {pitfall()}
                      </p>
                    )}
                  </Show>
                </dd>
              </div>
            )}
          </For>
        </dl>
      </Show>
    </section>
  );
};
