import { For, Show } from "solid-js";
import type { RunSummary } from "../../io/measure/measureStore.ts";
import { identityText } from "./identityText.ts";
import shared from "./Measure.module.css";
import { runName } from "./runLabel.ts";
import { useMeasureText } from "./text.ts";

// Below this gap the identity holds as well as a benchmark can tell (as tpotIdentity judges it).
const agreement = 0.02;

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
                return identity === null ? null : { identity, ...identityText(identity, text()) };
              };
              return (
                <Show when={shown()}>
                  {(line) => (
                    <li data-testid="identity">
                      <strong>{runName(run, props.runs)}</strong>: {line().sentence}.{" "}
                      <span class={shared.muted}>{line().alpha}</span>
                      <Show
                        when={line().causes.length > 0}
                        fallback={
                          Math.abs(line().identity.gap) <= agreement
                            ? ` ${text().identity.agree}`
                            : ""
                        }
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
