import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../src/data/gpus.ts";
import { isReservedId } from "../../src/model/entryIds.ts";
import { parsePlan } from "../../src/model/parsePlan.ts";
import { prototypeKey, prototypeKeys } from "../hostile.ts";
import { workedExampleInput } from "./workedExample.ts";

// The plan as a file holds it: JSON.parse makes "__proto__" an own key, as a hostile file would.
const planText = (section: "customGpus" | "customModels", id: string, entry: unknown) =>
  JSON.parse(
    `{${JSON.stringify(workedExampleInput).slice(1, -1)},${JSON.stringify(section)}:{${JSON.stringify(id)}:${JSON.stringify(entry)}}}`,
  );

describe("ids of custom entries", () => {
  it('refuses "__proto__" by its path instead of dropping the entry without a word', () => {
    const parsed = parsePlan(planText("customGpus", "__proto__", gpuPresets.h100));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]?.field).toBe("customGpus.__proto__");
    expect(parsed.problems[0]?.message).toBe(
      'must not be "__proto__": every JavaScript object has a property of that name, so it cannot be an entry\'s id',
    );
  });

  it('refuses "constructor" and a padded " toString " as model ids too', () => {
    for (const id of ["constructor", " toString "]) {
      const parsed = parsePlan(planText("customModels", id, {}));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problems[0]?.field).toBe(`customModels.${id}`);
    }
  });

  it("keeps an ordinary id and its entry", () => {
    const parsed = parsePlan(planText("customGpus", "lab-h100", gpuPresets.h100));
    expect(parsed.ok && Object.keys(parsed.value.customGpus)).toEqual(["lab-h100"]);
  });

  it("calls every name a plain object inherits reserved, and no ordinary word", () => {
    for (const id of prototypeKeys.filter((key) => key !== "prototype")) {
      expect(isReservedId(id)).toBe(true);
    }
    // "prototype" belongs to functions; a plain object does not answer to it.
    for (const id of ["h100", "deepseek-v3", "prototype", "proto", "toStrings", ""]) {
      expect(isReservedId(id)).toBe(false);
    }
  });

  it("refuses an entry exactly when its id is reserved, for any id", () => {
    fc.assert(
      fc.property(fc.oneof(prototypeKey, fc.string({ minLength: 1, maxLength: 8 })), (id) => {
        const parsed = parsePlan(planText("customGpus", id, gpuPresets.h100));
        const refused = !parsed.ok && parsed.problems.some((p) => p.field === `customGpus.${id}`);
        if (isReservedId(id)) expect(refused).toBe(true);
        else if (id.trim().length > 0) expect(parsed.ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
