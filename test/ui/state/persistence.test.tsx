// @vitest-environment happy-dom
import { createRoot } from "solid-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { draftFromPlan } from "../../../src/io/draft.ts";
import { decodePlan } from "../../../src/io/urlCodec.ts";
import { defaultPlan } from "../../../src/model/index.ts";
import { persistPlanner, settleMs } from "../../../src/ui/state/persistence.ts";
import { createPlanner, type Planner } from "../../../src/ui/state/planner.tsx";
import { draftStorageKey } from "../../../src/ui/state/startup.ts";

let dispose = () => {};
const persisted = () =>
  createRoot((disposeRoot) => {
    dispose = disposeRoot;
    const planner = createPlanner(draftFromPlan(defaultPlan));
    return { planner, ...persistPlanner(planner, Promise.resolve()) };
  });

const storedBatch = () => {
  const text = localStorage.getItem(draftStorageKey);
  return text === null ? undefined : JSON.parse(text).values["decode.batchSize"];
};

/**
 * Waits, outside the fake clock, until `done` holds or 5 s pass: the link's compression runs on
 * Node's thread pool and takes as long as a busy machine makes it.
 */
const settle = async (done: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setImmediate(r));
};

const batchInLink = async (link: string | undefined) => {
  if (link === undefined) return undefined;
  const decoded = await decodePlan(new URL(link).hash);
  return decoded.kind === "plan" ? decoded.plan.decode.batchSize : undefined;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  dispose();
  vi.useRealTimers();
});

describe("persistPlanner", () => {
  it("gives the opening plan's link once the page has loaded, and leaves the address alone", async () => {
    const { link } = persisted();
    await settle(() => link() !== undefined);
    expect(await batchInLink(link())).toBe(defaultPlan.decode.batchSize);
    expect(window.location.hash).toBe("");
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
  });

  it("writes the draft and the address once typing pauses, not on each keystroke", async () => {
    const { planner, link } = persisted();
    planner.setValue("decode.batchSize", 96);
    vi.advanceTimersByTime(settleMs - 1);
    planner.setValue("decode.batchSize", 97);
    vi.advanceTimersByTime(settleMs - 1);
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
    vi.advanceTimersByTime(1);
    await settle(() => window.location.hash !== "");
    expect(storedBatch()).toBe(97);
    expect(await batchInLink(window.location.href)).toBe(97);
    expect(await batchInLink(link())).toBe(97);
  });

  it("saves an edit of a nested part (latency) too", async () => {
    const { planner } = persisted();
    planner.setStructured("latency", { prefill: { source: "roofline", gpu: "h100" } });
    vi.advanceTimersByTime(settleMs);
    const saved = JSON.parse(localStorage.getItem(draftStorageKey) ?? "{}");
    expect(saved.structured.latency.prefill.gpu).toBe("h100");
  });

  it("writes at once when printing starts or the page is left", async () => {
    const { planner, link } = persisted();
    planner.setValue("decode.batchSize", 80);
    window.dispatchEvent(new Event("beforeprint"));
    await settle(() => link() !== undefined);
    expect(storedBatch()).toBe(80);
    expect(await batchInLink(link())).toBe(80);
    planner.setValue("decode.batchSize", 81);
    window.dispatchEvent(new Event("pagehide"));
    expect(storedBatch()).toBe(81);
  });
});

describe("the planner's revision", () => {
  it("counts every kind of edit, and nothing else", () => {
    const { planner } = persisted() as { planner: Planner };
    const before = planner.revision();
    planner.setValue("decode.batchSize", 70);
    expect(planner.revision()).toBe(before + 1);
    // Re-reporting the value held is no edit.
    planner.setValue("decode.batchSize", 70);
    expect(planner.revision()).toBe(before + 1);
    planner.setStructured("customGpus", {});
    planner.setAcceptanceInput("positions");
    planner.load(draftFromPlan(defaultPlan));
    planner.undoLoad();
    expect(planner.revision()).toBeGreaterThanOrEqual(before + 5);
  });
});
