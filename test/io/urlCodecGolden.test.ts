// @vitest-environment node

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { readPlanText } from "../../src/io/planFile.ts";
import { decodePlan } from "../../src/io/urlCodec.ts";
import { type Plan, solve, sourceDef } from "../../src/model/index.ts";
import { rateTolerance } from "../../src/model/sustainable/search.ts";
import {
  type GoldenEntry,
  goldenDir,
  goldenIndexName,
  goldenPlans,
  type Headline,
  headlineOf,
} from "./urlCodecGolden.ts";

// Links and plan files written by earlier builds, committed as data: they must mean the same plan
// forever. A failure here means a change altered what a shared link or a saved file says.

const golden: GoldenEntry[] = JSON.parse(readFileSync(new URL(goldenIndexName, goldenDir), "utf8"));

// Float sums may be reordered by a refactor; a change of meaning moves a number by far more.
const relativeTolerance = 1e-9;
// The sustainable load is a root search closed to this share of the load: any load in the
// closed bracket is the answer, and a better search may stop at another one.
const toleranceOf = (name: string): number =>
  name === "sustainableRequestsPerSecond" ? rateTolerance : relativeTolerance;

// A plan whose step times the roofline estimates gets the model's current answer: a model change
// may move its headline, not its meaning. Such entries are held to the plan they decode to and to
// one headline across their link and file forms; the others to the headline stored with them.
const estimated = (plan: Plan): boolean =>
  sourceDef(plan.latency.prefill.source).estimated ||
  sourceDef(plan.latency.decode.source).estimated;

const expectHeadline = (plan: Plan, entry: GoldenEntry): void => {
  const actual = headlineOf(solve(plan, catalog));
  if (!estimated(plan)) {
    expectSameHeadline(actual, entry.headline);
    return;
  }
  const fromFile = readPlanText(readFileSync(new URL(entry.planFile, goldenDir), "utf8"));
  expect(fromFile.ok).toBe(true);
  if (fromFile.ok) expectSameHeadline(actual, headlineOf(solve(fromFile.value, catalog)));
};

const expectSameHeadline = (actual: Headline, stored: Headline): void => {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(stored).sort());
  for (const [name, value] of Object.entries(stored)) {
    const now = actual[name as keyof Headline];
    if (typeof value === "number" && typeof now === "number") {
      expect(Math.abs(now - value), name).toBeLessThanOrEqual(toleranceOf(name) * Math.abs(value));
    } else {
      expect(now, name).toBe(value);
    }
  }
};

// A field added later with a default may appear in the decoded plan; every stored one must stay.
const expectSamePlan = (decoded: unknown, entry: GoldenEntry): void => {
  expect(decoded).toMatchObject(entry.plan);
};

describe("golden links and plan files", () => {
  it("hold every golden plan", () => {
    // Written in the order plans were added, which need not be the list's order.
    const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id).sort();
    expect(ids(golden)).toEqual(ids(goldenPlans));
  });

  it.each(golden)("a v1 link of $id decodes to its plan, marked unchecked", async (entry) => {
    const decoded = await decodePlan(`#${entry.v1}`);
    expect(decoded.kind === "plan" && decoded.note).toBe("unchecked");
    if (decoded.kind !== "plan") return;
    expectSamePlan(decoded.plan, entry);
    expectHeadline(decoded.plan, entry);
  });

  it.each(golden)("a v2 link of $id decodes to its plan, checked", async (entry) => {
    const decoded = await decodePlan(entry.v2);
    expect(decoded.kind === "plan" && decoded.note).toBeUndefined();
    if (decoded.kind !== "plan") return;
    expectSamePlan(decoded.plan, entry);
    expectHeadline(decoded.plan, entry);
  });

  it.each(golden)("the plan file of $id reads to its plan", (entry) => {
    const read = readPlanText(readFileSync(new URL(entry.planFile, goldenDir), "utf8"));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expectSamePlan(read.value, entry);
    expectHeadline(read.value, entry);
  });

  it("keeps the worked example at 12 P + 19 D on 100 nodes and 7,200 QPM", () => {
    // Hand-computed in the article: r_p = 8 / 0.8 s = 10 req/s, r_d = 256 / (1000 × 40 ms) = 6.4 req/s.
    const entry = golden.find((item) => item.id === "worked-example");
    expect(entry?.headline).toMatchObject({
      prefillInstances: 12,
      decodeInstances: 19,
      totalNodes: 100,
      qpm: 7200,
      qpmPerNode: 72,
      tpotMs: 40,
    });
  });
});
