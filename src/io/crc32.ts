// CRC-32 as zlib and PNG compute it (ISO 3309, reflected polynomial 0xEDB88320), by a 256-entry table.

// The reflected form of the CRC-32 generator polynomial x^32 + x^26 + … + 1.
const reflectedPolynomial = 0xedb88320;
const bitsPerByte = 8;
const byteValues = 256;
const allOnes = 0xffffffff;
const lowByte = 0xff;

const table = Uint32Array.from({ length: byteValues }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < bitsPerByte; bit += 1) {
    crc = crc & 1 ? (crc >>> 1) ^ reflectedPolynomial : crc >>> 1;
  }
  return crc >>> 0;
});

/** The CRC-32 of `bytes`, as an unsigned 32-bit number. */
export const crc32 = (bytes: Uint8Array): number => {
  let crc = allOnes;
  for (const byte of bytes) {
    crc = (table[(crc ^ byte) & lowByte] ?? 0) ^ (crc >>> bitsPerByte);
  }
  return (crc ^ allOnes) >>> 0;
};
