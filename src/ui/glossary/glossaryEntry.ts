/**
 * The glossary's entries in display order. Each language's list must hold exactly these ids in
 * this order; `GlossaryList` makes the compiler check it.
 */
export const glossaryIds = [
  "ttft",
  "e2el",
  "tpot",
  "itl",
  "rps",
  "tps",
  "throughput",
  "goodput",
  "slo",
  "percentiles",
  "specDecode",
  "acceptanceLength",
  "acceptanceRate",
  "tpotVsItl",
  "weighting",
  "xpyd",
  "article",
  "pLoop",
  "concurrencyArticle",
  "concurrencyDecodeSlots",
  "concurrencyLittle",
  "maxNumSeqs",
  "maxNumBatchedTokens",
  "routerMaxConcurrency",
  "shortBoard",
  "parallelism",
] as const;

export type GlossaryId = (typeof glossaryIds)[number];

/** One glossary term. Formulas are plain Unicode text (·, −, ≤; subscripts written as l_o). */
export interface GlossaryEntry {
  id: GlossaryId;
  /** The term as engineers write it, e.g. "TTFT". */
  term: string;
  /** Its expansion or a one-line gist. */
  short: string;
  /** One to three sentences. */
  definition: string;
  /** Lines of formula text; several formulas are separated by newlines. */
  formula?: string;
  /** A mistake people make with this term. */
  pitfall?: string;
}

type EntriesFor<Ids extends readonly GlossaryId[]> = {
  readonly [I in keyof Ids]: GlossaryEntry & { id: Ids[I] };
};

/** A language's whole glossary: one entry per id, in the order of `glossaryIds`. */
export type GlossaryList = EntriesFor<typeof glossaryIds>;

/** The element id of a term's `<dt>`, for links such as `#glossary-ttft`. */
export const glossaryAnchor = (id: GlossaryId): string => `glossary-${id}`;
