import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePrometheusText } from "../../../src/io/measure/prometheusText.ts";

// A vLLM V1 scrape in single-process mode: two engines, `_created` gauge families, spec decode.
const vllmScrape = readFileSync(
  join(import.meta.dirname, "../../fixtures/measure/vllm-v1-two-engines.prom"),
  "utf8",
);

const only = (text: string) => {
  const { samples, problems } = parsePrometheusText(text);
  expect(problems).toEqual([]);
  return samples.map(({ name, labels, value }) => ({ name, labels, value }));
};

describe("parsePrometheusText", () => {
  it("reads a realistic vLLM scrape without a problem, skipping # HELP and # TYPE lines", () => {
    const { samples, problems } = parsePrometheusText(vllmScrape);
    expect(problems).toEqual([]);
    expect(samples.some((sample) => sample.name.startsWith("#"))).toBe(false);
    expect(samples[0]).toEqual({
      name: "python_gc_objects_collected_total",
      labels: { generation: "0" },
      value: 12051,
      line: 3,
    });
  });

  it("reads prometheus_client's e+010 exponent quirk and Go-style exponents", () => {
    const samples = parsePrometheusText(vllmScrape).samples;
    const prompt = samples.filter((sample) => sample.name === "vllm:prompt_tokens_total");
    expect(prompt.map((sample) => sample.value)).toEqual([42_318_471_168, 1_048_576]);
    const created = samples.find((sample) => sample.name === "vllm:prompt_tokens_created");
    expect(created?.value).toBe(1_753_795_326.9354987);
  });

  it('unescapes \\\\, \\" and \\n in label values and keeps commas inside quotes', () => {
    expect(only('m{a="x, y",b="say \\"hi\\"",c="back\\\\slash",d="two\\nlines"} 1')).toEqual([
      {
        name: "m",
        labels: { a: "x, y", b: 'say "hi"', c: "back\\slash", d: "two\nlines" },
        value: 1,
      },
    ]);
  });

  it("reads +Inf, -Inf, NaN, small exponents and a trailing timestamp", () => {
    const values = only("a +Inf\nb -Inf\nc NaN\nd 1e-05\ne 10.0 1753795326935\nf -2.5e+3").map(
      (sample) => sample.value,
    );
    expect(values).toEqual([
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.NaN,
      0.00001,
      10,
      -2500,
    ]);
  });

  it("reads CRLF line ends, blank lines, a byte order mark and extra blanks", () => {
    const text = '\uFEFF# TYPE a counter\r\n\r\n  a_total{x = "1" , } \t 3\r\nb 4\r\n';
    const { samples, problems } = parsePrometheusText(text);
    expect(problems).toEqual([]);
    expect(samples).toEqual([
      { name: "a_total", labels: { x: "1" }, value: 3, line: 3 },
      { name: "b", labels: {}, value: 4, line: 4 },
    ]);
  });

  it("ignores an OpenMetrics exemplar and empty braces", () => {
    expect(only('h_bucket{le="0.5"} 7 # {trace_id="abc"} 0.4 1.7e9\ng{} 2')).toEqual([
      { name: "h_bucket", labels: { le: "0.5" }, value: 7 },
      { name: "g", labels: {}, value: 2 },
    ]);
  });

  it("names each bad line as a problem and still reads the rest", () => {
    const text = [
      "good 1",
      "no_value",
      'open{a="b} 1',
      'x{1a="b"} 1',
      "too 1 2 3",
      'twice{a="1",a="2"} 1',
      "word abc",
      "fine 2",
    ].join("\n");
    const { samples, problems } = parsePrometheusText(text);
    expect(samples.map((sample) => sample.name)).toEqual(["good", "fine"]);
    expect(problems.map((problem) => [problem.line, problem.rule])).toEqual([
      [2, "prometheusLine"],
      [3, "prometheusLine"],
      [4, "prometheusLine"],
      [5, "prometheusLine"],
      [6, "prometheusLine"],
      [7, "prometheusLine"],
    ]);
    expect(problems[0]?.params.text).toBe("no_value");
  });

  it("stops listing bad lines after twenty", () => {
    const text = Array.from({ length: 100 }, () => "garbage here").join("\n");
    expect(parsePrometheusText(text).problems).toHaveLength(20);
  });

  it("gives one binary problem for a file with NUL bytes", () => {
    const { samples, problems } = parsePrometheusText("\u001f\u008b\u0008\u0000\u0000garbage\nx 1");
    expect(samples).toEqual([]);
    expect(problems.map((problem) => problem.rule)).toEqual(["binary"]);
  });

  it("reads a 5 MB scrape in well under a second", () => {
    const lines: string[] = [];
    const child = (index: number) =>
      `vllm:inter_token_latency_seconds_bucket{engine="${index % 8}",le="${index}.0",model_name="meta-llama/Llama-3.1-70B-Instruct"} 1.234567e+06`;
    let size = 0;
    for (let index = 0; size < 5_000_000; index += 1) {
      const line = child(index);
      lines.push(line);
      size += line.length + 1;
    }
    const text = lines.join("\n");
    const started = performance.now();
    const { samples } = parsePrometheusText(text);
    const elapsedMs = performance.now() - started;
    expect(samples).toHaveLength(lines.length);
    // The goal is ~0.5 s on a laptop; the bound leaves room for a loaded test machine.
    expect(elapsedMs).toBeLessThan(1500);
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        parsePrometheusText(text);
      }),
    );
  });

  it("never throws on text made of the format's own characters", () => {
    const pieces = fc.constantFrom(
      "a",
      "_",
      ":",
      "{",
      "}",
      "=",
      '"',
      "\\",
      ",",
      " ",
      "\n",
      "1",
      "e",
      "+",
      "#",
      "Inf",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        const { samples } = parsePrometheusText(parts.join(""));
        for (const sample of samples) expect(typeof sample.value).toBe("number");
      }),
    );
  });

  it("never throws on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        parsePrometheusText(JSON.stringify(value) ?? "");
      }),
    );
  });
});
