import type { Language } from "../language.ts";
import { type ReportWords, reportEn } from "./reportEn.ts";
import { reportZh } from "./reportZh.ts";
import { type SolveWords, solveEn } from "./solveEn.ts";
import { solveZh } from "./solveZh.ts";

// The exports' and the command line's report words, by language.

export const reportWords: Record<Language, ReportWords> = { en: reportEn, zh: reportZh };
export const solveWords: Record<Language, SolveWords> = { en: solveEn, zh: solveZh };
