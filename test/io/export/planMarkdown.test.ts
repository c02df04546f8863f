import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { planMarkdown } from "../../../src/io/export/planMarkdown.ts";
import { defaultPlan, PlanSchema, solve } from "../../../src/model/index.ts";
import { reportZh, zh } from "../../../src/text/index.ts";
import { workedExample } from "../../model/workedExample.ts";

const markdown = planMarkdown(defaultPlan, solve(defaultPlan, catalog));

describe("planMarkdown on the worked example (default plan)", () => {
  it("shows the three concurrency figures side by side: 4,800, 4,864 and 4,891.2", () => {
    expect(markdown).toContain(
      [
        "## Concurrency",
        "",
        "| Figure | Requests |",
        "| --- | --- |",
        "| C, requests decoding (article) | 4,800 |",
        "| Decode slots y · b_d | 4,864 |",
        "| L, requests in flight (Little's law) | 4,891.2 |",
      ].join("\n"),
    );
  });

  it("gives each SLO's target, planned value and margin", () => {
    // The SLOs are judged at the sustainable load, where the binding mean TTFT sits on its target;
    // TPOT there is (30 + 666.2222 · 60) / 999 = 40.0434 ms, a 9.9566 / 50 = 19.91% margin.
    expect(markdown).toContain("| TTFT | 1,000 ms | 1,000 ms | 0 ms (0%) | met |");
    expect(markdown).toContain("| TPOT | 50 ms | 40 ms | 10 ms (19.91%) | met |");
    // E2EL = 1,000 + 40,003.33 = 41,003.33 ms = 41 s; 18,996.67 / 60,000 = 31.66%.
    expect(markdown).toContain("| E2EL | 60 s | 41 s | 19 s (31.66%) | met |");
  });

  it("lists the inputs and the results", () => {
    expect(markdown).toContain("| Input tokens l_i | 4,000 tokens |");
    expect(markdown).toContain("| Prefill batch time t1 | 800 ms |");
    expect(markdown).toContain("| Allocation | Prefill instances x | 12 instances |");
    expect(markdown).toContain("| Throughput | QPM | 7,200 req/min |");
    // 120 / (19 · 6.4) = 98.684…%, to 2 decimals.
    expect(markdown).toContain("| Utilization | Decode busy | 98.68% |");
    expect(markdown).toContain("- Feasible: yes");
  });

  it("labels codes in words and rounds derived figures for reading", () => {
    expect(markdown).toContain("| Allocation mode | Node budget |");
    expect(markdown).toContain("| Utilization | Bottleneck | Prefill |");
    expect(markdown).toContain("| Prefill max sequences (maxNumSeqs) | 8 sequences |");
    expect(markdown).toContain(
      "| Decode max batched tokens (maxNumBatchedTokens) | 8,192 tokens |",
    );
    // 100 nodes · 8 GPUs · 2 USD/h = 1,600 USD/h, to the cent.
    expect(markdown).toContain("| Cost | Per hour | 1,600.00 USD |");
    // 1,600 USD/h over 120,000 tok/s · 3,600 s = 432 M tokens/h: 3.7037… USD per million.
    expect(markdown).toContain("| Cost | Per million output tokens | 3.70 USD |");
    expect(markdown).toContain("| Latency | E2EL | 40.8 s |");
    expect(markdown).toContain("| Prefill engines (data parallel) | 1 |");
  });

  it("says one engine, token or GPU in the singular", () => {
    const single = PlanSchema.parse({
      ...defaultPlan,
      hardware: { gpusPerNode: 1 },
      workload: { inputTokens: 1, outputTokens: 1 },
    });
    const text = planMarkdown(single, solve(single, catalog));
    expect(text).toContain("| GPUs per node G | 1 GPU |");
    expect(text).toContain("| Input tokens l_i | 1 token |");
  });

  it("puts the share link near the top only when one is given", () => {
    const url = "https://planner.example/#v1.abc";
    const linked = planMarkdown(defaultPlan, solve(defaultPlan, catalog), url);
    expect(linked.split("\n\n").slice(0, 2)).toEqual(["# xPyD plan", `Share link: <${url}>`]);
    expect(markdown).not.toContain("Share link");
  });

  it("says when no SLO is set and lists violations of an infeasible plan", () => {
    expect(planMarkdown(workedExample(), solve(workedExample(), catalog))).toContain(
      "## SLO margins\n\nNo SLO set.",
    );
    const missed = PlanSchema.parse({ ...defaultPlan, slo: { ttftMs: 500 } });
    const text = planMarkdown(missed, solve(missed, catalog));
    expect(text).toContain("| TTFT | 500 ms | 800 ms | -300 ms (-60%) | MISSED |");
    expect(text).toContain("- Feasible: no");
    expect(text).toMatch(/- Violation: slo\.ttftMs: /);
  });
});

describe("planMarkdown in Chinese", () => {
  const words = { report: reportZh, dictionary: zh };

  it("reads in Chinese, numbers and symbols as in English", () => {
    const text = planMarkdown(defaultPlan, solve(defaultPlan, catalog), undefined, words);
    expect(text.startsWith("# xPyD 方案\n\n## 输入")).toBe(true);
    expect(text).toContain("| 输入 token 数 l_i | 4,000 token |");
    expect(text).toContain("| 实例配比 | P 实例数 x | 12 个实例 |");
    expect(text).toContain("| C，正在解码的请求（文章口径） | 4,800 |");
    expect(text).toContain("| TTFT | 1,000 ms | 1,000 ms | 0 ms (0%) | 满足 |");
    expect(text).toContain("- 可行: 是");
  });

  it("words a violation in Chinese", () => {
    const missed = PlanSchema.parse({ ...defaultPlan, slo: { ttftMs: 500 } });
    const text = planMarkdown(missed, solve(missed, catalog), undefined, words);
    expect(text).toContain("| TTFT | 500 ms | 800 ms | -300 ms (-60%) | 未满足 |");
    expect(text).toMatch(/- 不可行原因: slo\.ttftMs: 即使没有负载，TTFT 均值为 800 ms/);
  });
});
