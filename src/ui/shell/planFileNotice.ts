import { createSignal } from "solid-js";
import type { MeasurementKind } from "../../io/index.ts";
import type { FieldProblem } from "../../model/index.ts";

// What the last plan file opened came to. The buttons live in the header's toolbar; the notice
// shows below the header, full width, so one signal joins the two.

export type PlanFileNotice =
  | { kind: "opened"; name: string }
  | { kind: "rejected"; name: string; problems: FieldProblem[] }
  | { kind: "measurement"; name: string; measurement: MeasurementKind };

const [notice, setNotice] = createSignal<PlanFileNotice | null>(null);

export const planFileNotice = notice;
export const setPlanFileNotice = setNotice;
