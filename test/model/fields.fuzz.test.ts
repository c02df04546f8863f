import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeInput, maxExcerptChars } from "../../src/model/describeInput.ts";
import { formatProblem, parsePlan } from "../../src/model/parsePlan.ts";
import { defaultPlan } from "../../src/model/plan.ts";
import { maxListedProblems } from "../../src/model/problems.ts";
import {
  deepArray,
  fuzzRuns,
  fuzzTimeoutMs,
  hugeText,
  prototypeJson,
  prototypeKey,
} from "../hostile.ts";

// A formatted problem: a field of at most 64 characters, ": ", and a message of at most 140.
const maxProblemChars = 206;

const deepValue = fc.integer({ min: 1000, max: 20_000 }).map(deepArray);

// Values no JSON has, which a caller holding a JavaScript value could still pass; made afresh
// each time, since fast-check inspects its constants and a revoked proxy throws on inspection.
const strangeValues: (() => unknown)[] = [
  () => Symbol("s"),
  () => 10n ** 400n,
  () => () => 0,
  () => Object.create(null),
  () =>
    Object.defineProperty({}, "x", {
      enumerable: true,
      get: () => {
        throw new Error("getter");
      },
    }),
  () =>
    new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("ownKeys");
        },
      },
    ),
  () => {
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    return proxy;
  },
  () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    return cycle;
  },
];
const strangeValue = fc
  .nat({ max: strangeValues.length - 1 })
  .map((index) => strangeValues[index] as () => unknown);

const made =
  <T>(value: T) =>
  (): T =>
    value;

// Each value comes as a function that makes it, which keeps fast-check's hands off it.
const hostileValue = fc.oneof(
  fc.anything().map(made),
  prototypeJson.map(made),
  deepValue.map(made),
  hugeText.map(made),
  strangeValue,
);

// Every place in the default plan a value sits, as a path of keys.
const leafPaths = (value: unknown, path: string[] = []): string[][] =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, child]) => [
        [...path, key],
        ...leafPaths(child, [...path, key]),
      ])
    : [];
const planPaths = leafPaths(defaultPlan);

const withValueAt = (path: readonly string[], value: unknown): unknown => {
  const plan = structuredClone(defaultPlan) as Record<string, unknown>;
  let node = plan;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return plan;
};

const hostilePlan = fc.oneof(
  hostileValue,
  fc.tuple(fc.constantFrom(...planPaths), hostileValue).map(
    ([path, make]) =>
      () =>
        withValueAt(path, make()),
  ),
  fc
    .array(fc.tuple(fc.oneof(prototypeKey, fc.string()), hostileValue), { maxLength: 40 })
    .map((extra) => () => {
      const plan: Record<string, unknown> = { ...defaultPlan };
      for (const [key, make] of extra)
        Object.defineProperty(plan, key, {
          value: make(),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return plan;
    }),
);

describe("describeInput on hostile values", () => {
  it(
    "never throws and never quotes more than its limit",
    () => {
      fc.assert(
        fc.property(hostileValue, (make) => {
          expect(describeInput(make()).length).toBeLessThanOrEqual(maxExcerptChars);
        }),
        { numRuns: fuzzRuns(200) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});

describe("parsePlan on hostile values", () => {
  it(
    "never throws, and lists a bounded number of short problems",
    () => {
      fc.assert(
        fc.property(hostilePlan, (make) => {
          const parsed = parsePlan(make());
          if (parsed.ok) return;
          expect(parsed.problems.length).toBeGreaterThan(0);
          expect(parsed.problems.length).toBeLessThanOrEqual(maxListedProblems + 1);
          for (const problem of parsed.problems) {
            expect(formatProblem(problem).length).toBeLessThanOrEqual(maxProblemChars);
            for (const param of Object.values(problem.params)) {
              expect(String(param).length).toBeLessThanOrEqual(maxProblemChars);
            }
          }
        }),
        { numRuns: fuzzRuns(200) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});
