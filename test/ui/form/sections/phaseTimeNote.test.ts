import { describe, expect, it } from "vitest";
import { catalog } from "../../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../../src/data/examples.ts";
import { defaultPlan, formatDisplay, PlanSchema, solve } from "../../../../src/model/index.ts";
import { en, zh } from "../../../../src/text/index.ts";
import { phaseTimeNote } from "../../../../src/ui/form/sections/phaseTimeNote.ts";

describe("the note under the t1 and ITL fields", () => {
  it("says nothing where the entered value is the one used", () => {
    const result = solve(defaultPlan, catalog);
    expect(defaultPlan.latency.prefill.source).toBe("constant");
    expect(phaseTimeNote(defaultPlan, result, "prefill", en)).toBeNull();
    expect(phaseTimeNote(defaultPlan, result, "decode", zh)).toBeNull();
  });

  it("says the field is not used where the roofline gives the time, and what it gives", () => {
    const result = solve(firstVisitPlan, catalog);
    const t1 = formatDisplay(result.latencyModel.prefill.timeMs);
    const itl = formatDisplay(result.latencyModel.decode.timeMs);
    expect(phaseTimeNote(firstVisitPlan, result, "prefill", en)).toBe(
      `Not used: the Roofline estimate gives t1 (${t1} ms, under Latency model). This value stands in only where it cannot price the phase.`,
    );
    expect(phaseTimeNote(firstVisitPlan, result, "decode", zh)).toBe(
      `未使用：ITL 由Roofline 估算给出（${itl} 毫秒，见“时延模型”）。仅当它无法估算此阶段时才用此值。`,
    );
  });

  it("says the field is in use where the chosen source cannot price the phase", () => {
    // DeepSeek-V3's 671 GB of FP8 weights do not fit one node of eight 80 GB H100s.
    const plan = PlanSchema.parse({
      ...firstVisitPlan,
      latency: { ...firstVisitPlan.latency, model: "deepseek-v3" },
    });
    const result = solve(plan, catalog);
    expect(plan.latency.decode.source).toBe("roofline");
    expect(result.latencyModel.decode.source).toBe("constant");
    expect(phaseTimeNote(plan, result, "decode", en)).toBe(
      "In use: the Roofline estimate chosen under Latency model cannot price this phase (see the problems in the results), so this value stands in.",
    );
  });
});
