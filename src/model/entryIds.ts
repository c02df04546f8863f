import { z } from "zod";
import { ruleIssue } from "./rules.ts";

// Names every JavaScript object answers to ("constructor", "toString", "__proto__", …): as the id
// of a custom entry they would reach a built-in wherever a lookup forgets Object.hasOwn, and zod
// drops a "__proto__" key without a word, so such ids are refused with a reason instead.
const inheritedNames: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** True when `id`, as the entry schemas trim it, names a property every object inherits. */
export const isReservedId = (id: string): boolean => inheritedNames.has(id.trim());

const ownKeys = (input: unknown): string[] =>
  typeof input === "object" && input !== null && !Array.isArray(input) ? Object.keys(input) : [];

/**
 * `records` (a record of custom entries keyed by id) that first refuses reserved ids, each by
 * its own path, so no entry vanishes and no id reaches a built-in.
 */
export const withoutReservedIds = <Output, Input>(records: z.ZodType<Output, Input>) =>
  z
    .custom<Input>()
    .superRefine((input, ctx) => {
      for (const id of ownKeys(input).filter(isReservedId)) {
        ctx.addIssue(ruleIssue("reservedId", [id], { id: id.trim() }));
      }
    })
    .pipe(records);
