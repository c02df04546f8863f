import { For, Show } from "solid-js";
import type { RunSummary } from "../../io/index.ts";
import { identityText } from "./identityText.ts";
import shared from "./Measure.module.css";
import { runName } from "./runLabel.ts";
import { useMeasureText } from "./text.ts";

/** Per run: TPOT as mean ITL / α against the measured TPOT, and why they differ. */
export const IdentityList = (props: { runs: readonly RunSummary[] }) => {
  const text = useMeasureText();
  const withIdentity = () => props.runs.filter((run) => run.analysis.identity !== null);
  return (
    <Show when={withIdentity().length > 0}>
      <section class={shared.panel} aria-labelledby="measure-identity-heading">
        <h3 id="measure-identity-heading" class={shared.subheading}>
          {text().identity.heading}
        </h3>
        <ul class={shared.list}>
          <For each={withIdentity()}>
            {(run) => {
              const shown = () => {
                const identity = run.analysis.identity;
                return identity === null ? null : identityText(identity, text());
              };
              return (
                <Show when={shown()}>
                  {(line) => (
                    <li data-testid="identity">
                      <strong>{runName(run, props.runs)}</strong>
                      {text().identity.colon}
                      {line().sentence}
                      {text().identity.stop}
                      <span class={shared.muted}>{line().alpha}</span>
                      {/* A gap over 2% always has a cause (tpotIdentity), so none means they agree. */}
                      <Show
                        when={line().causes.length > 0}
                        fallback={`${text().identity.between}${text().identity.agree}`}
                      >
                        <ul class={shared.list}>
                          <For each={line().causes}>{(cause) => <li>{cause}</li>}</For>
                        </ul>
                      </Show>
                    </li>
                  )}
                </Show>
              );
            }}
          </For>
        </ul>
      </section>
    </Show>
  );
};
