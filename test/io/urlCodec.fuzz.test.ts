import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bytesToBase64url } from "../../src/io/base64url.ts";
import { crc32 } from "../../src/io/crc32.ts";
import { type DecodedLink, decodePlan, encodePlan } from "../../src/io/urlCodec.ts";
import { defaultPlan, type Plan } from "../../src/model/index.ts";
import {
  damagedText,
  deepText,
  fuzzRuns,
  fuzzTimeoutMs,
  heavyShare,
  hostileText,
  hugeText,
  prototypeJson,
} from "../hostile.ts";
import { planArbitrary } from "../model/planArbitrary.ts";
import { base64urlAlphabet, bitsPerByte, flipBit, swapCharacter } from "./linkDamage.ts";
import { deflateRaw, encodeV1 } from "./urlCodecV1.ts";

// Hostile links: random, truncated, bit-flipped, huge and deep. decodePlan never throws, and a
// damaged version 2 link never reads as a plan other than the one it was made from.

const kinds = ["none", "plan", "error"];

const expectDecoded = (decoded: DecodedLink): void => {
  expect(kinds).toContain(decoded.kind);
};

// A v2 link whose checksum matches its (possibly hostile) text: only the plan checks can refuse it.
const checkedLink = async (text: string): Promise<string> => {
  const json = new TextEncoder().encode(text);
  const packed = await deflateRaw(json);
  const bytes = new Uint8Array(4 + packed.length);
  new DataView(bytes.buffer).setUint32(0, crc32(json));
  bytes.set(packed, 4);
  return `v2.${bytesToBase64url(bytes)}`;
};

const isOtherPlan = (decoded: DecodedLink, plan: Plan): boolean =>
  decoded.kind === "plan" && JSON.stringify(decoded.plan) !== JSON.stringify(plan);

describe("decodePlan on hostile links", () => {
  it(
    "never throws on any text, with or without a version prefix",
    async () => {
      const valid = await encodePlan(defaultPlan);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            hostileText(valid),
            hostileText(valid).map((text) => `v1.${text}`),
            hostileText(valid).map((text) => `#v2.${text}`),
            fc.string({ unit: fc.constantFrom(...base64urlAlphabet) }).map((text) => `v2.${text}`),
          ),
          async (hash) => expectDecoded(await decodePlan(hash)),
        ),
        { numRuns: fuzzRuns(200) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "never throws on huge text, as a payload or as its packed content",
    async () => {
      await fc.assert(
        fc.asyncProperty(hugeText, fc.boolean(), async (text, packed) => {
          const hash = packed ? await encodeV1(text) : `v2.${text}`;
          expectDecoded(await decodePlan(hash));
        }),
        { numRuns: fuzzRuns(10, heavyShare) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "refuses deep, prototype-keyed and random JSON behind a valid checksum without throwing",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            deepText,
            prototypeJson.map((value) => JSON.stringify(value) ?? "null"),
            fc.json(),
          ),
          fc.boolean(),
          async (text, checked) => {
            const link = checked ? await checkedLink(text) : await encodeV1(text);
            const decoded = await decodePlan(link);
            expectDecoded(decoded);
            expect(decoded.kind).not.toBe("none");
          },
        ),
        { numRuns: fuzzRuns(200) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "never reads a bit-flipped v2 link as a different plan",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          planArbitrary,
          fc.nat(),
          fc.nat({ max: bitsPerByte - 1 }),
          async (plan, at, bit) => {
            const decoded = await decodePlan(flipBit(await encodePlan(plan), at, bit));
            expectDecoded(decoded);
            expect(isOtherPlan(decoded, plan)).toBe(false);
          },
        ),
        { numRuns: fuzzRuns(200) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "never reads a v2 link with a character swapped or cut off as a different plan",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({ plan: planArbitrary, at: fc.nat(), pick: fc.nat(), cut: fc.boolean() }),
          async ({ plan, at, pick, cut }) => {
            const link = await encodePlan(plan);
            const damaged = cut ? link.slice(0, at % link.length) : swapCharacter(link, at, pick);
            const decoded = await decodePlan(damaged);
            expectDecoded(decoded);
            expect(isOtherPlan(decoded, plan)).toBe(false);
          },
        ),
        { numRuns: fuzzRuns(200) },
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "never reads any damage of the default plan's v2 link as a different plan",
    async () => {
      const link = await encodePlan(defaultPlan);
      await fc.assert(
        fc.asyncProperty(damagedText(link), async (hash) => {
          const decoded = await decodePlan(hash);
          expectDecoded(decoded);
          expect(isOtherPlan(decoded, defaultPlan)).toBe(false);
        }),
        { numRuns: fuzzRuns(300) },
      );
    },
    fuzzTimeoutMs(30_000),
  );
});
