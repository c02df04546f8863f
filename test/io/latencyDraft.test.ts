import { describe, expect, it } from "vitest";
import {
  readEntries,
  readLatencyDraft,
  withEfficiency,
  withEntry,
  withoutEntry,
  withoutKey,
  withPhaseSetting,
  withRenamedEntry,
  withSource,
} from "../../src/io/latencyDraft.ts";
import { defaultPlan, parsePlan } from "../../src/model/index.ts";

const defaults = { gpu: "h800", model: "deepseek-v3", point: { batch: 8, timeMs: 800 } };
const constant = readLatencyDraft(defaultPlan.latency);

describe("the latency part of the form", () => {
  it("reads a plan's latency as a plain copy", () => {
    expect(constant).toEqual({ prefill: { source: "constant" }, decode: { source: "constant" } });
    expect(readLatencyDraft(undefined)).toEqual(constant);
  });

  it("keeps a phase's overlap when on, and drops it when switched off (off is the default)", () => {
    const read = readLatencyDraft({ decode: { source: "roofline", overlapCommunication: true } });
    expect(read.decode.overlapCommunication).toBe(true);
    const off = withPhaseSetting(read, "decode", "overlapCommunication", false);
    expect("overlapCommunication" in off.decode).toBe(false);
    expect(withPhaseSetting(off, "decode", "overlapCommunication", true).decode).toEqual(
      read.decode,
    );
  });

  it("keeps a phase's eager mode when on, and drops it when switched off (graphs are the default)", () => {
    const read = readLatencyDraft({ prefill: { source: "roofline", eagerMode: true } });
    expect(read.prefill.eagerMode).toBe(true);
    expect(readLatencyDraft({ prefill: { eagerMode: "yes" } }).prefill.eagerMode).toBeUndefined();
    const off = withPhaseSetting(read, "prefill", "eagerMode", false);
    expect("eagerMode" in off.prefill).toBe(false);
    expect(withPhaseSetting(off, "prefill", "eagerMode", true).prefill).toEqual(read.prefill);
  });

  it("keeps empty profile cells as NaN so the schema can point at them", () => {
    const read = readLatencyDraft({
      prefill: { source: "profile", profile: [{ batch: 4, timeMs: null }] },
    });
    expect(read.prefill.profile).toEqual([{ batch: 4, timeMs: Number.NaN }]);
  });

  it("starts a profile from the entered constant, so switching changes no result", () => {
    const next = withSource(constant, "prefill", "profile", defaults);
    expect(next.prefill).toEqual({ source: "profile", profile: [{ batch: 8, timeMs: 800 }] });
    const plan = parsePlan({ ...defaultPlan, latency: next });
    expect(plan.ok).toBe(true);
  });

  it("keeps a profile's rows when the source switches away and back", () => {
    const rows = [
      { batch: 1, timeMs: 10 },
      { batch: 2, timeMs: 12 },
    ];
    const profiled = { ...constant, decode: { source: "profile" as const, profile: rows } };
    const away = withSource(profiled, "decode", "constant", defaults);
    expect(withSource(away, "decode", "profile", defaults).decode.profile).toEqual(rows);
  });

  it("starts a roofline from the other phase's GPU, else the default, and the default model", () => {
    const decode = withSource(constant, "decode", "roofline", defaults);
    expect(decode.decode.gpu).toBe("h800");
    expect(decode.model).toBe("deepseek-v3");
    const withH20 = withPhaseSetting(decode, "decode", "gpu", "h20");
    expect(withSource(withH20, "prefill", "roofline", defaults).prefill.gpu).toBe("h20");
    expect(parsePlan({ ...defaultPlan, latency: decode }).ok).toBe(true);
  });

  it("removes an optional setting left empty instead of sending NaN", () => {
    const set = withPhaseSetting(constant, "decode", "expertParallel", 16);
    expect(set.decode.expertParallel).toBe(16);
    expect(withPhaseSetting(set, "decode", "expertParallel", Number.NaN).decode).toEqual({
      source: "constant",
    });
  });

  it("removes an efficiency factor left empty, and the whole group once none is left", () => {
    const set = withEfficiency(constant, "memoryEfficiency", 0.7);
    expect(set.efficiency).toEqual({ memoryEfficiency: 0.7 });
    expect(withEfficiency(set, "memoryEfficiency", Number.NaN)).toEqual(constant);
  });

  it("sets a factor on one phase alone, and drops the phase's set when it empties", () => {
    const set = withEfficiency(constant, "computeEfficiency", 0.3, "decode");
    expect(set.decode.efficiency).toEqual({ computeEfficiency: 0.3 });
    expect(set.prefill.efficiency).toBeUndefined();
    expect(set.efficiency).toBeUndefined();
    expect(withEfficiency(set, "computeEfficiency", Number.NaN, "decode")).toEqual(constant);
  });

  it("reads a phase's own factors from a plan and ignores what is not an object", () => {
    const read = readLatencyDraft({
      prefill: { source: "roofline", efficiency: { opLatencyMs: 0.002 } },
      decode: { source: "roofline", efficiency: "fast" },
    });
    expect(read.prefill.efficiency).toEqual({ opLatencyMs: 0.002 });
    expect(read.decode.efficiency).toBeUndefined();
  });

  it("keeps only the factors the form has a field for, a bad value among them for the schema to name", () => {
    const hostile = JSON.parse(
      '{"memoryEfficiency":"fast","constructor":1,"__proto__":{"x":1},"opLatencyMs":0.002}',
    );
    const read = readLatencyDraft({
      efficiency: [0.5],
      decode: { source: "roofline", efficiency: hostile },
    });
    expect(read.efficiency).toBeUndefined();
    expect(read.decode.efficiency).toEqual({ memoryEfficiency: "fast", opLatencyMs: 0.002 });
    expect(Object.getPrototypeOf(read.decode.efficiency)).toBe(Object.prototype);
  });

  it("forgets a deleted custom entry wherever it was chosen", () => {
    const chosen = {
      ...constant,
      prefill: { source: "roofline" as const, gpu: "lab" },
      decode: { source: "constant" as const, gpu: "lab" },
      model: "mine",
    };
    const withoutGpu = withoutEntry(chosen, "gpu", "lab");
    expect(withoutGpu.prefill.gpu).toBeUndefined();
    expect(withoutGpu.decode.gpu).toBeUndefined();
    expect(withoutEntry(chosen, "model", "mine").model).toBeUndefined();
    expect(withoutEntry(chosen, "model", "other").model).toBe("mine");
  });

  it("follows a custom entry renamed by an edit", () => {
    const chosen = { ...constant, decode: { source: "roofline" as const, gpu: "lab" } };
    expect(withRenamedEntry(chosen, "gpu", "lab", "lab-2").decode.gpu).toBe("lab-2");
  });

  it("adds, replaces and renames custom entries without touching the original", () => {
    const entries = readEntries<number>({ a: 1 });
    expect(withEntry(entries, "b", 2)).toEqual({ a: 1, b: 2 });
    expect(withEntry(entries, "c", 3, "a")).toEqual({ c: 3 });
    expect(entries).toEqual({ a: 1 });
  });
});

describe("custom entries keyed by ids that every object has", () => {
  it('keeps "__proto__" and "constructor" as own entries, never as the record\'s prototype', () => {
    const added = withEntry(withEntry({}, "__proto__", { name: "A" }), "constructor", {
      name: "B",
    });
    expect(Object.getPrototypeOf(added)).toBe(Object.prototype);
    expect(Object.keys(added)).toEqual(["__proto__", "constructor"]);
    expect(Object.hasOwn(added, "__proto__")).toBe(true);
    expect(Object.keys(withoutKey(added, "__proto__"))).toEqual(["constructor"]);
  });

  it("replaces an existing id where it stands, and puts a renamed entry last", () => {
    const entries = { a: 1, b: 2, c: 3 };
    expect(Object.entries(withEntry(entries, "b", 20))).toEqual([
      ["a", 1],
      ["b", 20],
      ["c", 3],
    ]);
    expect(Object.entries(withEntry(entries, "d", 4, "a"))).toEqual([
      ["b", 2],
      ["c", 3],
      ["d", 4],
    ]);
  });
});
