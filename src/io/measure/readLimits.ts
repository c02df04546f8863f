// How much of a measurement file the readers take, so a wrong or hostile file costs seconds and a
// bounded amount of memory, not the page. The largest real result seen is a detailed vllm bench
// serve run of 100,000 requests: about 50 MB.

const bytesPerMB = 1_000_000;

// V8's String::kMaxLength (v8/include/v8-primitive.h), 2^29 - 24 characters, caps any read.
/** Largest file read, in bytes (and pasted text, in characters): twice the largest result seen. */
export const maxFileBytes = 100 * bytesPerMB;
/** Bytes of files the Measurements tab keeps at once: five of the largest files. */
export const maxKeptBytes = 5 * maxFileBytes;
/** Results (JSON documents, one a line) read from one file; a sweep has tens of runs. */
export const maxDocuments = 1000;
/** Lines of a /metrics scrape read; a vLLM server of eight engines writes a few thousand. */
export const maxScrapeLines = 200_000;
/** Problems listed for one file before the rest are counted in one line. */
export const maxListedProblems = 20;
