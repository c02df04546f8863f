import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { resultCsv } from "../../../src/io/export/resultCsv.ts";
import { defaultPlan, solve } from "../../../src/model/index.ts";
import { parseCsv } from "./parseCsv.ts";

const rows = parseCsv(resultCsv(defaultPlan, solve(defaultPlan, catalog)));
const find = (section: string, metric: string) =>
  rows.find((row) => row[0] === section && row[1] === metric);

describe("resultCsv on the worked example (default plan)", () => {
  it("starts with the header and gives every row four fields", () => {
    expect(rows[0]).toEqual(["section", "metric", "value", "unit"]);
    expect(rows.every((row) => row.length === 4)).toBe(true);
  });

  it("reads back labels with commas through their quotes", () => {
    expect(find("Concurrency", "C, requests decoding (article)")).toEqual([
      "Concurrency",
      "C, requests decoding (article)",
      "4800",
      "requests",
    ]);
    expect(find("Concurrency", "Decode slots y · b_d")?.[2]).toBe("4864");
    expect(find("Concurrency", "L, requests in flight (Little's law)")?.[2]).toBe("4891.2");
  });

  it("writes values as full-precision numbers with their unit in its own column", () => {
    expect(find("Inputs", "Input tokens l_i")).toEqual([
      "Inputs",
      "Input tokens l_i",
      "4000",
      "tokens",
    ]);
    expect(find("Allocation", "Prefill instances x")?.[2]).toBe("12");
    expect(find("Allocation", "Decode instances y")?.[2]).toBe("19");
    expect(find("Throughput", "QPM")).toEqual(["Throughput", "QPM", "7200", "req/min"]);
    expect(find("Latency", "E2EL")).toEqual(["Latency", "E2EL", "40760", "ms"]);
    // 1 − 120 / (19 · 6.4) = 98.684…%: decode busy, full precision.
    expect(Number(find("Utilization", "Decode busy")?.[2])).toBeCloseTo((120 / 121.6) * 100, 10);
  });

  it("gives each SLO's margin at the sustainable load: TTFT on its target, E2EL 60,000 − 41,003.33 ms", () => {
    // The binding mean TTFT sits on its 1,000 ms target there; E2EL = 1,000 + 30 + 666.2222 · 60.
    expect(find("SLO margins", "TTFT margin")?.slice(2)).toEqual(["0", "ms"]);
    expect(Number(find("SLO margins", "E2EL margin")?.[2])).toBeCloseTo(60_000 - 41_003.333, 2);
    expect(find("SLO margins", "TPOT met")?.[2]).toBe("yes");
  });
});
