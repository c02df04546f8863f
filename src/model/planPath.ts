import type { Plan } from "./plan.ts";

// The dotted path of every field in a plan, derived from the schema's type: a misspelt field name
// in a violation, a label table or a form is a type error.

type Leaf = string | number | boolean | null | undefined | readonly unknown[];

type PathsOf<T> = T extends Leaf
  ? never
  : {
      [K in keyof T & string]-?: NonNullable<T[K]> extends Leaf
        ? K
        : K | `${K}.${PathsOf<NonNullable<T[K]>>}`;
    }[keyof T & string];

/** "workload.inputTokens", "engine.decode.maxNumSeqs", …: any field or group of a plan. */
export type PlanPath = PathsOf<Plan>;
