import { Tabs } from "@kobalte/core/tabs";
import { createMemo, For } from "solid-js";
import type { LaunchSettings } from "../../io/index.ts";
import { sglangLaunch, vllmLaunch } from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import { usePlanner } from "../state/planner.tsx";
import styles from "./Deploy.module.css";
import { RoleBlock } from "./RoleBlock.tsx";
import { useDeployText } from "./text.ts";

// A docs link named by its page: ".../features/spec_decode/" → "spec_decode".
const docName = (url: string): string =>
  (new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? url).replace(/\.html$/, "");

// The docs release a page was read in, from its address: ".../en/v0.14.0/..." → "v0.14.0";
// undefined for docs without versions in their addresses (SGLang's are the current release).
const docVersion = (url: string): string | undefined =>
  /\/(v\d+\.\d+(?:\.\d+)?)\//.exec(new URL(url).pathname)?.[1];

const EngineSettings = (props: { settings: LaunchSettings; name: string }) => {
  const text = useDeployText();
  return (
    <div class={styles.engine}>
      <p class={styles.muted}>
        {fill(
          props.settings.docs.some((url) => docVersion(url) !== undefined)
            ? text().versionPerPage
            : text().version,
          { version: props.settings.version },
        )}{" "}
        <For each={props.settings.docs}>
          {(url, index) => (
            <>
              {index() > 0 ? " · " : ""}
              <a href={url} target="_blank" rel="noreferrer">
                {docName(url)}
              </a>
              {docVersion(url) === undefined ? "" : ` (${docVersion(url)})`}
            </>
          )}
        </For>
      </p>
      <For each={props.settings.roles}>
        {(role) => <RoleBlock role={role} engine={props.name} />}
      </For>
    </div>
  );
};

/** The plan's launch commands for vLLM and SGLang, one tab each. */
export const LaunchPanel = () => {
  const planner = usePlanner();
  const text = useDeployText();
  const vllm = createMemo(() => vllmLaunch(planner.plan(), planner.result()));
  const sglang = createMemo(() => sglangLaunch(planner.plan(), planner.result()));
  return (
    <section class={styles.panel} aria-labelledby="launch-heading">
      <h2 id="launch-heading" class={styles.heading}>
        {text().heading}
      </h2>
      <p class={styles.intro}>{text().intro}</p>
      <Tabs defaultValue="vllm">
        <Tabs.List class={styles.engineTabs} aria-label={text().heading}>
          <Tabs.Trigger class={styles.engineTab} value="vllm">
            {text().engines.vllm}
          </Tabs.Trigger>
          <Tabs.Trigger class={styles.engineTab} value="sglang">
            {text().engines.sglang}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="vllm">
          <EngineSettings settings={vllm()} name={text().engines.vllm} />
        </Tabs.Content>
        <Tabs.Content value="sglang">
          <EngineSettings settings={sglang()} name={text().engines.sglang} />
        </Tabs.Content>
      </Tabs>
    </section>
  );
};
