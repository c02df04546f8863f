import type { Component } from "solid-js";
import type { Phase } from "../../../io/index.ts";
import type { LatencySource } from "../../../model/index.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import styles from "./Latency.module.css";
import { ProfileEditor } from "./ProfileEditor.tsx";

interface PanelProps {
  phase: Phase;
}

const ConstantNote = (props: PanelProps) => {
  const { t } = useI18n();
  return <p class={styles.note}>{t().latency.constantNote[props.phase]}</p>;
};

const RooflineNote = (props: PanelProps) => {
  const { t } = useI18n();
  return <p class={styles.note}>{t().latency.rooflineNote[props.phase]}</p>;
};

/** What the form shows under a phase's source: a note on what it reads, or the editor of its data. */
export const sourcePanels: Record<LatencySource, Component<PanelProps>> = {
  constant: ConstantNote,
  profile: ProfileEditor,
  roofline: RooflineNote,
};
