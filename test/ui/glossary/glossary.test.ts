import { describe, expect, it } from "vitest";
import { filterGlossary } from "../../../src/ui/glossary/filterGlossary.ts";
import { glossaryEn } from "../../../src/ui/glossary/glossaryEn.ts";
import { type GlossaryEntry, glossaryIds } from "../../../src/ui/glossary/glossaryEntry.ts";
import { glossaryText } from "../../../src/ui/glossary/glossaryText.ts";
import { glossaryZh } from "../../../src/ui/glossary/glossaryZh.ts";

const lists = { en: glossaryEn, zh: glossaryZh } as const;

const entry = (list: readonly GlossaryEntry[], id: string): GlossaryEntry => {
  const found = list.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

describe("glossary lists", () => {
  it("hold the same ids in the same order, each once", () => {
    const en = glossaryEn.map((e) => e.id);
    const zh = glossaryZh.map((e) => e.id);
    expect(zh).toEqual(en);
    expect(en).toEqual([...glossaryIds]);
    expect(new Set(en).size).toBe(en.length);
  });

  for (const [language, list] of Object.entries(lists)) {
    it(`${language}: no empty field`, () => {
      for (const e of list) {
        for (const field of ["term", "short", "definition"] as const) {
          expect(e[field].trim(), `${e.id}.${field}`).not.toBe("");
        }
        if (e.formula !== undefined) expect(e.formula.trim(), `${e.id}.formula`).not.toBe("");
        if (e.pitfall !== undefined) expect(e.pitfall.trim(), `${e.id}.pitfall`).not.toBe("");
      }
    });
  }

  it("gives a formula or a pitfall in both languages alike", () => {
    glossaryEn.forEach((e, i) => {
      const zh = glossaryZh[i];
      expect(zh?.formula === undefined, `${e.id}.formula`).toBe(e.formula === undefined);
      expect(zh?.pitfall === undefined, `${e.id}.pitfall`).toBe(e.pitfall === undefined);
      expect(zh?.formula?.split("\n").length, `${e.id} formula lines`).toBe(
        e.formula?.split("\n").length,
      );
    });
  });

  it("uses the source article's Chinese terms", () => {
    expect(entry(glossaryZh, "ttft").short).toContain("首字出字时延");
    expect(entry(glossaryZh, "e2el").short).toContain("端到端总时延");
    expect(entry(glossaryZh, "tpot").short).toContain("单字平均生成时延");
    expect(entry(glossaryZh, "goodput").short).toContain("有效吞吐");
    expect(entry(glossaryZh, "shortBoard").term).toContain("短板效应");
  });

  it("states the model's key formulas in both languages", () => {
    for (const list of Object.values(lists)) {
      expect(entry(list, "tpot").formula).toContain("TPOT = (E2EL − TTFT) / (n − 1)");
      expect(entry(list, "acceptanceLength").formula).toContain("α = 1 + accepted / drafts");
      expect(entry(list, "acceptanceLength").formula).toContain("(1 − p^(k+1)) / (1 − p)");
      expect(entry(list, "acceptanceLength").formula).toContain("2.533");
      expect(entry(list, "tpotVsItl").formula).toContain("mean_itl / mean_tpot = (n − 1) / m ≈ α");
      expect(entry(list, "pLoop").formula).toBe("p_loop = l_o · t2 / t1");
      expect(entry(list, "concurrencyLittle").formula).toContain("λ · (t1 + (l_o − 1) · t2)");
    }
  });

  it("matches the worked example: α for k = 3, p = 0.7 and the three concurrency figures", () => {
    expect(((1 - 0.7 ** 4) / (1 - 0.7)).toFixed(3)).toBe("2.533");
    const lambda = 120;
    const [t1, t2, lo, y, bd] = [0.8, 0.04, 1000, 19, 256];
    expect(lambda * lo * t2).toBeCloseTo(4800);
    expect(y * bd).toBe(4864);
    expect(lambda * (t1 + (lo - 1) * t2)).toBeCloseTo(4891.2);
    expect(entry(glossaryEn, "concurrencyArticle").pitfall).toContain("4800, 4864 and 4891.2");
    expect(entry(glossaryZh, "concurrencyArticle").pitfall).toContain("4800、4864 和 4891.2");
  });

  it("writes formulas in plain Unicode, not ASCII minus or asterisks", () => {
    for (const list of Object.values(lists)) {
      for (const e of list) {
        if (e.formula === undefined) continue;
        expect(e.formula, e.id).not.toMatch(/\*| - |<=|>=/);
      }
    }
  });
});

describe("glossary text", () => {
  it("has the same placeholders in both languages", () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(glossaryText.en) as (keyof typeof glossaryText.en)[]) {
      expect(placeholders(glossaryText.zh[key]), key).toEqual(placeholders(glossaryText.en[key]));
    }
    expect(glossaryText.en.heading).toBe("Glossary");
    expect(glossaryText.zh.heading).toBe("术语表");
    expect(glossaryText.zh.filterLabel).toBe("筛选术语");
  });
});

describe("filterGlossary", () => {
  it("keeps every entry for an empty or blank query", () => {
    expect(filterGlossary(glossaryEn, "")).toHaveLength(glossaryEn.length);
    expect(filterGlossary(glossaryEn, "   ")).toHaveLength(glossaryEn.length);
  });

  it("matches the term, ignoring case", () => {
    expect(filterGlossary(glossaryEn, "ttft").map((e) => e.id)).toContain("ttft");
    expect(filterGlossary(glossaryEn, "MAX_NUM_SEQS").map((e) => e.id)).toContain("maxNumSeqs");
  });

  it("matches the definition, and needs every word", () => {
    expect(filterGlossary(glossaryEn, "bonus token").map((e) => e.id)).toContain("specDecode");
    expect(filterGlossary(glossaryEn, "bonus zzz")).toEqual([]);
  });

  it("finds Greek symbols by name", () => {
    expect(filterGlossary(glossaryEn, "alpha").map((e) => e.id)).toContain("acceptanceLength");
    expect(filterGlossary(glossaryZh, "lambda").map((e) => e.id)).toContain("concurrencyLittle");
  });

  it("matches Chinese text", () => {
    const ids = filterGlossary(glossaryZh, "首字").map((e) => e.id);
    expect(ids).toContain("ttft");
    expect(filterGlossary(glossaryZh, "短板").map((e) => e.id)).toContain("shortBoard");
  });
});
