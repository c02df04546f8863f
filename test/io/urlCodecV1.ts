import { bytesToBase64url } from "../../src/io/base64url.ts";

// The version 1 link writer as it shipped, before checksums: deflate-raw of the JSON, in base64url.

export const deflateRaw = async (
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> => {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

/** A v1 link of any JSON value (or of text that is not JSON at all). */
export const encodeV1 = async (value: unknown): Promise<string> => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `v1.${bytesToBase64url(await deflateRaw(new TextEncoder().encode(text)))}`;
};
