// How much of a file the request-size readers take, so a wrong or hostile file costs seconds, not
// the machine. A detailed vllm bench serve result of 100,000 requests is about 50 million characters.

/** Longest text read at all. */
export const maxTextChars = 100_000_000;
/** Lines of a trace read; the rest are left out with a note (the plan keeps 4,096 requests anyway). */
export const maxTraceLines = 1_000_000;
// A 10-million-token prompt lists 19,532 block ids of 512 tokens: about 140,000 characters.
/** Longest trace line read; longer ones are skipped with a note. */
export const maxTraceLineChars = 200_000;
/** Problems listed before the rest are counted in one line. */
export const maxListedProblems = 20;
