import { lazy, Suspense } from "solid-js";
import type { Plan } from "../../model/index.ts";
import type { Language } from "../i18n/i18n.tsx";
import styles from "./RecoveryPanel.module.css";
import { resetAndReload } from "./resetStorage.ts";

// The recovery panel and its words load only when something has failed, so a first visit does
// not carry them; the service worker precaches the chunk for offline use.
const RecoveryPanel = lazy(() =>
  import("./RecoveryPanel.tsx").then((m) => ({ default: m.RecoveryPanel })),
);

/** Shown while the panel loads, or instead of it if it cannot: both languages, and the reset. */
const Interim = () => (
  <section class={styles.panel} role="alert">
    <p class={styles.text}>Something went wrong. 出错了。</p>
    <div class={styles.actions}>
      <button type="button" class={styles.button} onClick={resetAndReload}>
        Reset stored data and reload · 重置存储的数据并重新加载
      </button>
    </div>
  </section>
);

export const LazyRecoveryPanel = (props: {
  error: unknown;
  language: () => Language;
  plan: () => Plan | undefined;
  retry?: () => void;
  wholeApp?: boolean;
}) => (
  <Suspense fallback={<Interim />}>
    <RecoveryPanel {...props} />
  </Suspense>
);
