import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstVisitPlan } from "../../src/data/index.ts";
import { base64urlToBytes, bytesToBase64url } from "../../src/io/base64url.ts";
import { decodePlan, encodePlan, maxLinkChars, maxLinkJsonBytes } from "../../src/io/urlCodec.ts";
import { defaultPlan, type Plan, PlanSchema } from "../../src/model/index.ts";
import { planArbitrary } from "../model/planArbitrary.ts";
import { deflateRaw, encodeV1 } from "./urlCodecV1.ts";

const damaged = { kind: "error", error: { reason: "damaged" } };

// The default plan on 100 nodes and on 101: the change a corrupted link once made silently.
const planOn = (totalNodes: number): Plan => ({
  ...defaultPlan,
  allocation: { mode: "nodeBudget", totalNodes },
});

// A v2 link written by hand: a 4-byte big-endian checksum, then the deflate-raw of `text`.
const v2Link = async (checksum: number, text: string): Promise<string> => {
  const packed = await deflateRaw(new TextEncoder().encode(text));
  const bytes = new Uint8Array(4 + packed.length);
  new DataView(bytes.buffer).setUint32(0, checksum);
  bytes.set(packed, 4);
  return `v2.${bytesToBase64url(bytes)}`;
};

describe("the plan link codec", () => {
  it("writes a version 2 payload and reads the same plan back, checked", async () => {
    const link = await encodePlan(defaultPlan);
    expect(link).toMatch(/^v2\.[A-Za-z0-9_-]+$/);
    expect(await decodePlan(`#${link}`)).toStrictEqual({ kind: "plan", plan: defaultPlan });
  });

  it("keeps the default plan's link short: six characters more than version 1", async () => {
    const v2 = await encodePlan(defaultPlan);
    const v1 = await encodeV1(defaultPlan);
    expect(v2.length).toBeLessThan(600);
    // Four checksum bytes are 32 bits, 5⅓ base64url characters.
    expect(v2.length - v1.length).toBeGreaterThanOrEqual(5);
    expect(v2.length - v1.length).toBeLessThanOrEqual(6);
  });

  it("round-trips every valid plan exactly", async () => {
    await fc.assert(
      fc.asyncProperty(planArbitrary, async (plan) => {
        expect(await decodePlan(await encodePlan(plan))).toEqual({ kind: "plan", plan });
      }),
      { numRuns: 100 },
    );
  });

  it("carries the roofline's settings, a phase's own efficiency among them", async () => {
    const plan = PlanSchema.parse({
      ...firstVisitPlan,
      latency: {
        ...firstVisitPlan.latency,
        efficiency: { opLatencyMs: 0.004 },
        decode: { ...firstVisitPlan.latency.decode, efficiency: { memoryEfficiency: 0.6 } },
      },
    });
    expect(await decodePlan(await encodePlan(plan))).toStrictEqual({ kind: "plan", plan });
  });

  it("still reads a version 1 link, noting that it could not be checked", async () => {
    expect(await decodePlan(`#${await encodeV1(defaultPlan)}`)).toStrictEqual({
      kind: "plan",
      plan: defaultPlan,
      note: "unchecked",
    });
  });

  it("holds no plan in an empty hash", async () => {
    expect(await decodePlan("")).toEqual({ kind: "none" });
    expect(await decodePlan("#")).toEqual({ kind: "none" });
  });

  it("says a link from a newer planner is from the future", async () => {
    const link = await encodePlan(defaultPlan);
    expect(await decodePlan(link.replace(/^v2/, "v3"))).toEqual({
      kind: "error",
      error: { reason: "futureVersion", version: 3 },
    });
  });

  it("says a hash that is no plan link is not one", async () => {
    const notPlanLink = { kind: "error", error: { reason: "notPlanLink" } };
    expect(await decodePlan("#section-2")).toEqual(notPlanLink);
    expect(await decodePlan("#v0.abc")).toEqual(notPlanLink);
    expect(await decodePlan("#v1234567890.abc")).toEqual(notPlanLink);
  });

  it("calls a truncated or garbled payload damaged", async () => {
    const link = await encodePlan(defaultPlan);
    expect(await decodePlan(link.slice(0, link.length - 20))).toEqual(damaged);
    expect(await decodePlan(`${link.slice(0, 12)}!!${link.slice(14)}`)).toEqual(damaged);
    expect(await decodePlan("v1.")).toEqual(damaged);
    expect(await decodePlan("v2.")).toEqual(damaged);
    expect(await decodePlan("v1.AAAAAAAA")).toEqual(damaged);
    expect(await decodePlan("v2.AAAAAAAA")).toEqual(damaged);
  });

  it("refuses a v2 link whose plan changed after its checksum was taken (100 → 101 nodes)", async () => {
    const honest = JSON.stringify(planOn(100));
    const checksum = base64urlToBytes((await encodePlan(planOn(100))).slice(3));
    const stored = checksum === null ? 0 : new DataView(checksum.buffer).getUint32(0);
    expect(await decodePlan(await v2Link(stored, honest))).toEqual({
      kind: "plan",
      plan: planOn(100),
    });
    const altered = honest.replace('"totalNodes":100', '"totalNodes":101');
    expect(altered).not.toBe(honest);
    expect(await decodePlan(await v2Link(stored, altered))).toEqual(damaged);
  });

  it("checks against the CRC-32 of the JSON text, the checksum zlib and PNG use", async () => {
    // The CRC-32 check value of "123456789": https://reveng.sourceforge.io/crc-catalogue/17plus.htm#crc.cat.crc-32-iso-hdlc
    const decoded = await decodePlan(await v2Link(0xcbf43926, "123456789"));
    expect(decoded.kind === "error" && decoded.error.reason).toBe("invalidPlan");
    expect(await decodePlan(await v2Link(0xcbf43927, "123456789"))).toEqual(damaged);
  });

  it("names the field of a plan that was tampered with", async () => {
    const link = await encodePlan({
      ...defaultPlan,
      prefill: { ...defaultPlan.prefill, batchSize: 0 },
    });
    const decoded = await decodePlan(link);
    expect(
      decoded.kind === "error" &&
        decoded.error.reason === "invalidPlan" &&
        decoded.error.problems[0]?.field,
    ).toBe("prefill.batchSize");
  });
});

describe("the plan link codec's bounds", () => {
  it("refuses a link that unpacks past the limit, without unpacking all of it", async () => {
    // 64 MiB of spaces packs into an 87 KB link: the reproducer of the decompression bomb.
    const bomb = await encodeV1(" ".repeat(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    expect(await decodePlan(bomb)).toEqual({
      kind: "error",
      error: { reason: "tooLarge", part: "plan", limitBytes: 2_097_152 },
    });
  });

  it("unpacks a payload of exactly the limit, and refuses one byte more", async () => {
    const atLimit = `[${" ".repeat(maxLinkJsonBytes - 2)}]`;
    const atLimitDecoded = await decodePlan(await encodeV1(atLimit));
    expect(atLimitDecoded.kind === "error" && atLimitDecoded.error.reason).toBe("invalidPlan");
    const overLimit = await decodePlan(await encodeV1(`[${" ".repeat(maxLinkJsonBytes - 1)}]`));
    expect(overLimit.kind === "error" && overLimit.error.reason).toBe("tooLarge");
  });

  it("refuses a link longer than Chrome's 2 MB address limit before reading it", async () => {
    expect(await decodePlan(`#v2.${"A".repeat(maxLinkChars)}`)).toEqual({
      kind: "error",
      error: { reason: "tooLarge", part: "link", limitChars: 2_097_152 },
    });
  });

  it("refuses an 80-character link of 5,000 nested lists as an invalid plan", async () => {
    const link = await encodeV1(`${"[".repeat(5000)}${"]".repeat(5000)}`);
    expect(link.length).toBeLessThan(100);
    const decoded = await decodePlan(link);
    expect(decoded.kind === "error" && decoded.error.reason).toBe("invalidPlan");
  });
});
