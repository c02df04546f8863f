// Inflates deflate-raw bytes as a stream and stops once the output passes a limit, so a small
// compressed payload cannot make the page or the command line hold gigabytes.

export type Inflated =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: "damaged" }
  | { ok: false; reason: "tooLarge" };

const concat = (chunks: readonly Uint8Array[], totalBytes: number): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(totalBytes);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
};

/** Never throws: a stream the decompressor refuses is damaged; one past `limitBytes` too large. */
export const inflateBounded = async (
  bytes: Uint8Array<ArrayBuffer>,
  limitBytes: number,
): Promise<Inflated> => {
  const chunks: Uint8Array[] = [];
  let totalBytes = 0;
  try {
    const reader = new Blob([bytes])
      .stream()
      .pipeThrough(new DecompressionStream("deflate-raw"))
      .getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      totalBytes += value.length;
      if (totalBytes > limitBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "tooLarge" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "damaged" };
  }
  return { ok: true, bytes: concat(chunks, totalBytes) };
};
