import { type FieldProblem, type Plan, parsePlan } from "../model/index.ts";
import { base64urlToBytes, bytesToBase64url } from "./base64url.ts";
import { crc32 } from "./crc32.ts";
import { inflateBounded } from "./inflateBounded.ts";

// A plan in the URL hash: "#v2.<base64url of the CRC-32 of the plan's JSON, then its deflate-raw>".
// Version 1 ("#v1.<base64url of deflate-raw>") carried no checksum; links already shared keep
// decoding, marked as not checked. What a version means never changes once shipped.

export const currentLinkVersion = 2;

const mebi = 1024 ** 2;

// Chrome refuses longer URLs (kMaxURLChars): https://chromium.googlesource.com/chromium/src/+/main/docs/security/url_display_guidelines/url_display_guidelines.md
export const maxLinkChars = 2 * mebi;

// The largest plan holds 2 × 4,096 request sizes and a few custom entries, under 100 KB of JSON;
// a link that unpacks past this is a decompression bomb, not a plan.
export const maxLinkJsonBytes = 2 * mebi;

const checksumBytes = 4;

export type LinkError =
  | { reason: "notPlanLink" }
  | { reason: "futureVersion"; version: number }
  | { reason: "damaged" }
  | { reason: "tooLarge"; part: "link"; limitChars: number }
  | { reason: "tooLarge"; part: "plan"; limitBytes: number }
  | { reason: "invalidPlan"; problems: FieldProblem[] };

/** "unchecked": a link from before checksums (v1), so a changed character cannot be detected. */
export type LinkNote = "unchecked";

export type DecodedLink =
  | { kind: "none" }
  | { kind: "plan"; plan: Plan; note?: LinkNote }
  | { kind: "error"; error: LinkError };

type Payload = { ok: true; json: Uint8Array } | { ok: false; error: LinkError };

const tooLargePlan: LinkError = { reason: "tooLarge", part: "plan", limitBytes: maxLinkJsonBytes };
const damaged: Payload = { ok: false, error: { reason: "damaged" } };

const inflatePayload = async (packed: Uint8Array<ArrayBuffer>): Promise<Payload> => {
  const inflated = await inflateBounded(packed, maxLinkJsonBytes);
  if (inflated.ok) return { ok: true, json: inflated.bytes };
  return inflated.reason === "tooLarge" ? { ok: false, error: tooLargePlan } : damaged;
};

const readChecksum = (bytes: Uint8Array): number =>
  new DataView(bytes.buffer, bytes.byteOffset, checksumBytes).getUint32(0);

// Each version's reading of its payload bytes into the plan's JSON bytes.
const versions = new Map<
  number,
  { checked: boolean; read: (bytes: Uint8Array<ArrayBuffer>) => Promise<Payload> }
>([
  [1, { checked: false, read: (bytes) => inflatePayload(bytes) }],
  [
    2,
    {
      checked: true,
      read: async (bytes) => {
        if (bytes.length <= checksumBytes) return damaged;
        const payload = await inflatePayload(bytes.slice(checksumBytes));
        if (payload.ok && crc32(payload.json) !== readChecksum(bytes)) return damaged;
        return payload;
      },
    },
  ],
]);

const deflate = async (bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(
    await new Response(
      new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw")),
    ).arrayBuffer(),
  );

export const encodePlan = async (plan: Plan): Promise<string> => {
  const json = new TextEncoder().encode(JSON.stringify(plan));
  const packed = await deflate(json);
  const bytes = new Uint8Array(checksumBytes + packed.length);
  new DataView(bytes.buffer).setUint32(0, crc32(json));
  bytes.set(packed, checksumBytes);
  return `v${currentLinkVersion}.${bytesToBase64url(bytes)}`;
};

const parseJson = (bytes: Uint8Array): { ok: true; json: unknown } | { ok: false } => {
  try {
    return { ok: true, json: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false };
  }
};

// A plan the checks cannot finish on (a bug, or input deeper than the stack) is still refused.
const unreadablePlan: LinkError = {
  reason: "invalidPlan",
  problems: [{ field: "plan", message: "could not be checked", rule: "invalid", params: {} }],
};

const planOf = (json: unknown, note: LinkNote | undefined): DecodedLink => {
  try {
    const parsed = parsePlan(json);
    if (!parsed.ok) {
      return { kind: "error", error: { reason: "invalidPlan", problems: parsed.problems } };
    }
    return note === undefined
      ? { kind: "plan", plan: parsed.value }
      : { kind: "plan", plan: parsed.value, note };
  } catch {
    return { kind: "error", error: unreadablePlan };
  }
};

/** Reads a location hash ("#v2.…", "v1.…"); never throws. An empty hash holds no plan. */
export const decodePlan = async (hash: string): Promise<DecodedLink> => {
  if (hash.length > maxLinkChars) {
    return { kind: "error", error: { reason: "tooLarge", part: "link", limitChars: maxLinkChars } };
  }
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  if (text === "") return { kind: "none" };
  const match = /^v(\d{1,9})\.(.*)$/s.exec(text);
  if (!match) return { kind: "error", error: { reason: "notPlanLink" } };
  const version = Number(match[1]);
  const reader = versions.get(version);
  if (!reader) {
    return version > currentLinkVersion
      ? { kind: "error", error: { reason: "futureVersion", version } }
      : { kind: "error", error: { reason: "notPlanLink" } };
  }
  const bytes = base64urlToBytes(match[2] ?? "");
  if (bytes === null || bytes.length === 0) return { kind: "error", error: { reason: "damaged" } };
  const payload = await reader.read(bytes);
  if (!payload.ok) return { kind: "error", error: payload.error };
  const json = parseJson(payload.json);
  if (!json.ok) return { kind: "error", error: { reason: "damaged" } };
  return planOf(json.json, reader.checked ? undefined : "unchecked");
};
