import { describe, expect, it } from "vitest";
import {
  missingSentences,
  runNoteSentence,
  runNoteWords,
  unreproducedSentence,
} from "../../../src/text/index.ts";

// The sentences the Measurements tab and `analyze` both say of a run's file.

const { en, zh } = runNoteWords;

describe("a run's notes", () => {
  it("names the tool's own flag for per-request data, in both languages", () => {
    const note = { code: "noPerRequestData" } as const;
    expect(runNoteSentence(note, en, en.detailHint.sglang)).toBe(
      "No per-request data: only the file's own aggregates are shown (run bench_serving with --output-details).",
    );
    expect(runNoteSentence(note, zh, zh.detailHint.vllm)).toBe(
      "没有逐请求数据：只显示文件自带的汇总值（请用 --save-detailed 运行 vllm bench serve）。",
    );
  });

  it("carries a counter's name and a count where the note has one", () => {
    expect(runNoteSentence({ code: "counterReset", family: "vllm:prompt_tokens" }, en, "")).toBe(
      "The counter vllm:prompt_tokens went down between the scrapes (a restart?); read from zero.",
    );
    expect(runNoteSentence({ code: "serverErrors", count: 3 }, en, "")).toBe(
      "3 requests ended in a server error (error or abort): not counted as completed.",
    );
  });
});

describe("what a file cannot tell", () => {
  const options = { hasDistribution: false, keyLabel: (key: string) => key } as const;

  it("lists the unstated statistics once, and lets goodput's reason stand for attainment's", () => {
    const said = missingSentences(
      [
        { code: "percentileNotStated", key: "p99_ttft_ms" },
        { code: "percentileNotStated", key: "p99_itl_ms" },
        { code: "goodputNeedsRequests" },
        { code: "attainmentNeedsRequests" },
      ],
      { ...options, sloWhere: "cli" },
      en,
      "run vllm bench serve with --save-detailed",
    );
    expect(said).toEqual([
      "p99_ttft_ms, p99_itl_ms: the file does not state them and has no per-request data to compute them (run vllm bench serve with --save-detailed).",
      "Goodput and SLO attainment need per-request data (run vllm bench serve with --save-detailed).",
    ]);
  });

  it("lists the statistics with the language's own separator", () => {
    const reasons = [
      { code: "percentileNotStated", key: "P99 TTFT" },
      { code: "percentileNotStated", key: "P99 ITL" },
    ] as const;
    expect(missingSentences(reasons, { ...options, sloWhere: "page" }, zh, "提示")).toEqual([
      "P99 TTFT、P99 ITL：文件中没有给出，也没有逐请求数据可以计算（提示）。",
    ]);
  });

  it("says where to set a goodput SLO: the options on the page, --goodput on the command line", () => {
    const reasons = [{ code: "goodputNeedsSlo" }] as const;
    expect(missingSentences(reasons, { ...options, sloWhere: "page" }, en, "")).toEqual([
      "Goodput needs at least one SLO (set one in the options).",
    ]);
    expect(missingSentences(reasons, { ...options, sloWhere: "cli" }, zh, "")).toEqual([
      "Goodput 需要至少设置一个 SLO（--goodput ttft:MS,tpot:MS,e2el:MS）。",
    ]);
  });

  it("does not ask for per-request data for distributions a scrape's buckets gave", () => {
    const reasons = [{ code: "distributionNeedsRequests" }] as const;
    expect(
      missingSentences(reasons, { ...options, sloWhere: "cli", hasDistribution: true }, en, ""),
    ).toEqual([]);
    expect(missingSentences(reasons, { ...options, sloWhere: "cli" }, en, "x")).toEqual([
      "Distributions need per-request data (x) or a /metrics scrape.",
    ]);
  });

  it("names a latency whose stated statistics the per-request data do not reproduce", () => {
    expect(unreproducedSentence("E2EL", en)).toBe(
      "The file's E2EL statistics are not what its per-request data give: those it does not state are approximate.",
    );
  });
});
