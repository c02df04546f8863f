import type { MeasuredFormat } from "../../model/index.ts";
import { isAiperfLike } from "./aiperfExport.ts";
import { isGuidellmReport } from "./guidellmReport.ts";
import { isInferencePerfLifecycle } from "./inferencePerfLifecycle.ts";
import { isLlmdReport } from "./llmdReport.ts";
import { isSglangBench } from "./sglangBench.ts";
import { isVllmBench } from "./vllmBench.ts";

// Which tool wrote a JSON result, told apart by keys only that tool writes (docs/formats.md §3,
// §6): vLLM's model_id/endpoint_type, SGLang's *_e2e_latency_ms/total_throughput, AIPerf's
// metric objects with a unit, GuideLLM's benchmarks[] split by status, a Benchmark Report's version
// with run and results, inference-perf's successes.latency.

export const detectJsonFormat = (value: unknown): MeasuredFormat | null => {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  if (isVllmBench(value)) return "vllm";
  if (isSglangBench(value)) return "sglang";
  if (isGuidellmReport(value)) return "guidellm";
  if (isLlmdReport(value)) return "llmdReport";
  if (isInferencePerfLifecycle(value)) return "inferencePerf";
  return isAiperfLike(value);
};

// Prometheus text: comment lines or samples, which start `name{` or `name ` (a metric name).
const sampleStart = /^[a-zA-Z_:][a-zA-Z0-9_:]*[{ \t]/;
// Enough of a line to see its metric name, however long its labels run.
const lineHead = 512;

/** Whether text (its first meaningful line) reads as Prometheus exposition rather than JSON. */
export const looksLikePrometheus = (text: string): boolean => {
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf("\n", start);
    const line = text
      .slice(start, Math.min(end === -1 ? text.length : end, start + lineHead))
      .trim();
    if (line !== "") {
      if (line.startsWith("{") || line.startsWith("[")) return false;
      return line.startsWith("#") || sampleStart.test(line);
    }
    if (end === -1) return false;
    start = end + 1;
  }
  return false;
};

// NUL, or a share of control characters no text file has, in the first 4 KiB.
const sniffBytes = 4096;
const maxControlShare = 0.05;

export const looksBinary = (text: string): boolean => {
  const head = text.slice(0, sniffBytes);
  if (head.includes("\u0000")) return true;
  let control = 0;
  for (let i = 0; i < head.length; i += 1) {
    const code = head.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) control += 1;
    if (code === 0xfffd) control += 1;
  }
  return head.length > 0 && control / head.length > maxControlShare;
};
