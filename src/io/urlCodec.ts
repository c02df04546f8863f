import { type FieldProblem, type Plan, parsePlan } from "../model/index.ts";
import { base64urlToBytes, bytesToBase64url } from "./base64url.ts";

// A plan in the URL hash: "#v1.<deflate-raw, base64url of the plan's JSON>". What a version means
// never changes once shipped; a new meaning gets a new version and a migration from the old one.

export const currentLinkVersion = 1;

export type LinkError =
  | { reason: "notPlanLink" }
  | { reason: "futureVersion"; version: number }
  | { reason: "damaged" }
  | { reason: "invalidPlan"; problems: FieldProblem[] };

export type DecodedLink =
  | { kind: "none" }
  | { kind: "plan"; plan: Plan }
  | { kind: "error"; error: LinkError };

// Each version's payload, brought to the current plan's JSON. Version 1 is the current one.
const migrations: Record<number, (json: unknown) => unknown> = {
  1: (json) => json,
};

const pipe = async (
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());

export const encodePlan = async (plan: Plan): Promise<string> => {
  const json = new TextEncoder().encode(JSON.stringify(plan));
  const packed = await pipe(json, new CompressionStream("deflate-raw"));
  return `v${currentLinkVersion}.${bytesToBase64url(packed)}`;
};

const inflate = async (payload: string): Promise<unknown> => {
  const bytes = base64urlToBytes(payload);
  if (bytes === null || bytes.length === 0) throw new Error("not base64url");
  const text = new TextDecoder("utf-8", { fatal: true }).decode(
    await pipe(bytes, new DecompressionStream("deflate-raw")),
  );
  return JSON.parse(text);
};

/** Reads a location hash ("#v1.…" or "v1.…"); never throws. An empty hash holds no plan. */
export const decodePlan = async (hash: string): Promise<DecodedLink> => {
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  if (text === "") return { kind: "none" };
  const match = /^v(\d+)\.(.*)$/s.exec(text);
  if (!match) return { kind: "error", error: { reason: "notPlanLink" } };
  const version = Number(match[1]);
  const migrate = migrations[version];
  if (!migrate) {
    return version > currentLinkVersion
      ? { kind: "error", error: { reason: "futureVersion", version } }
      : { kind: "error", error: { reason: "notPlanLink" } };
  }
  let json: unknown;
  try {
    json = migrate(await inflate(match[2] ?? ""));
  } catch {
    return { kind: "error", error: { reason: "damaged" } };
  }
  const parsed = parsePlan(json);
  return parsed.ok
    ? { kind: "plan", plan: parsed.value }
    : { kind: "error", error: { reason: "invalidPlan", problems: parsed.problems } };
};
