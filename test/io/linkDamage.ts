import { base64urlToBytes, bytesToBase64url } from "../../src/io/base64url.ts";

// Ways a shared link gets damaged on its way: a bit flipped in its bytes, a character
// mistyped, its tail cut off. Links start with a version prefix such as "v2.".

export const base64urlAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
export const bitsPerByte = 8;
const prefixChars = 3;

/** One bit of the link's payload bytes flipped, re-encoded as base64url. */
export const flipBit = (link: string, at: number, bit: number): string => {
  const bytes = base64urlToBytes(link.slice(prefixChars)) ?? new Uint8Array(1);
  const flipped = bytes.slice();
  const index = at % flipped.length;
  flipped[index] = (flipped[index] ?? 0) ^ (1 << bit);
  return `${link.slice(0, prefixChars)}${bytesToBase64url(flipped)}`;
};

/** One payload character swapped for another of the alphabet. */
export const swapCharacter = (link: string, at: number, pick: number): string => {
  const index = prefixChars + (at % (link.length - prefixChars));
  const others = base64urlAlphabet.replace(link[index] ?? "", "");
  return `${link.slice(0, index)}${others[pick % others.length]}${link.slice(index + 1)}`;
};
