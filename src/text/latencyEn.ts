import type { LatencySource } from "../model/index.ts";
import { efficiencyEn } from "./efficiencyEn.ts";
import { latencyEntriesEn } from "./latencyEntriesEn.ts";

// English text of the latency-model section and results (the `latency` group of en.ts).
export const latencyEn = {
  section: "Latency model",
  note: "Where t1 and the ITL come from. Naming a model and GPUs also caps the decode batch by the KV cache and adds the P → D KV transfer to TTFT, whatever the source.",
  phases: { prefill: "Prefill: t1 per batch", decode: "Decode: ITL per step" },
  source: "Source",
  sources: {
    constant: "Entered constant",
    profile: "Measured profile",
    roofline: "Roofline estimate",
  } satisfies Record<LatencySource, string>,
  constantNote: {
    prefill: "Uses t1 as entered under Prefill instance.",
    decode: "Uses the ITL as entered under Decode instance.",
  },
  // Under the t1 and ITL fields, where another source gives the phase's time.
  timeField: {
    unused: {
      prefill:
        "Not used: the {source} gives t1 ({value} ms, under Latency model). This value stands in only where it cannot price the phase.",
      decode:
        "Not used: the {source} gives the ITL ({value} ms, under Latency model). This value stands in only where it cannot price the phase.",
    },
    fallback:
      "In use: the {source} chosen under Latency model cannot price this phase (see the problems in the results), so this value stands in.",
  },
  rooflineNote: {
    prefill: "Estimated from the model and this GPU for one batch of b_p prompts.",
    decode:
      "Estimated from the model and this GPU for one step of b_d sequences, k + 1 tokens each.",
  },
  overlap: "Overlap communication with compute",
  eager: "Run without CUDA graphs (eager)",
  eagerHelp:
    "The engine launches every kernel from the host instead of replaying a captured CUDA graph: vLLM's --enforce-eager, SGLang's --disable-cuda-graph. The host needs about 0.3 ms a layer, so a small decode step waits for it (see Eager launch time under Efficiency factors). Both engines capture graphs for decode unless told not to; SGLang runs prefill without them.",
  overlapHelp:
    "Two micro-batches per step, so one computes while the other's all-to-all or all-reduce runs: SGLang's --enable-two-batch-overlap, vLLM's --enable-dbo. Both engines leave it off unless asked. The share hidden is the overlap efficiency under Efficiency factors.",
  gpu: "GPU",
  gpuHelp:
    "What this phase runs on. The roofline needs it; with a model, the decode GPU sets the KV cache and the prefill GPU's NIC the KV transfer.",
  noGpu: "None",
  noModel: "None",
  custom: "{name} (yours)",
  expertParallel: "Expert parallel EP",
  expertParallelHelp:
    "GPUs one instance spreads the experts over (MoE models); it must divide the instance's GPUs (a pipeline stage's, with pipeline parallelism). Empty: all of them.",
  expertParallelPlaceholder: "all GPUs",
  pipelineParallel: "Pipeline parallel PP",
  pipelineParallelHelp:
    "Stages the layers are cut into, each on its own GPUs (vLLM --pipeline-parallel-size, SGLang --pp-size); the instance's GPUs must be a multiple of PP × data parallel. Each step runs PP micro-batches through the stages: the same throughput, a longer ITL and TTFT. Empty: 1.",
  pipelineParallelPlaceholder: "1",
  modelGroup: "Model and number formats",
  model: "Model",
  modelHelp: "The served model; the roofline estimate and the KV cache read its shape.",
  precision: {
    weights: "Weights",
    kvCache: "KV cache",
    activations: "Activations",
    help: "Number formats: bytes per weight and KV element, and the tensor-core rate GEMMs run at.",
  },
  formats: {
    bf16: "BF16",
    fp8: "FP8",
    fp8Block128: "FP8, 128×128 block scales",
    fp8Group128: "FP8, per-128 group scales",
    mxfp4: "MXFP4",
    nvfp4: "NVFP4",
    int8: "INT8 (W8A8)",
    int4: "INT4 weights (W4A16, AWQ/GPTQ)",
  },
  efficiency: efficiencyEn,
  profile: {
    caption: "Measured points",
    batch: "Batch",
    time: "Time",
    cellLabel: "{column}, row {row}",
    addRow: "Add row",
    deleteRow: "Delete row {row}",
    sort: "Sort by batch",
    unsorted: "Row {row}: the batch must be above the row before; sort the rows by batch.",
    units: { prefill: "requests · t1 in ms", decode: "sequences · ITL in ms" },
    readAt: {
      prefill: "Read at the prefill batch the limits admit (b_p).",
      decode: "Read at the decode batch the limits admit (b_d).",
    },
    how: "Between points a monotone curve that never overshoots them; beyond the ends, straight lines along the end segments that never fall as the batch grows. Results flag a time read outside the measured batches as extrapolated.",
    paste: "Paste points",
    pasteHelp:
      "One point a line: the batch, then the time in ms, separated by a comma or a tab (two columns copied from a spreadsheet). A header line is skipped.",
    replace: "Replace the rows",
    pasted: "{count} points read; rows replaced.",
    columns: { batch: "batch", timeMs: "time" },
    problems: {
      empty: "Nothing to read: paste at least one line of batch and time.",
      columns: "Line {line}: needs two values, batch and time (found {found}).",
      notNumber: 'Line {line}: {column} "{text}" is not a number.',
      notPositive: "Line {line}: {column} must be greater than 0, got {value}.",
      duplicate: "Line {line}: batch {batch} is already on line {firstLine}.",
      tooMany: "Line {line}: a profile holds at most {maximum} points.",
    },
  },
  entries: latencyEntriesEn,
  words: { gpu: "GPU", model: "model", prefill: "prefill", decode: "decode" },
  results: {
    title: "Latency model",
    t1: "Prefill t1",
    itl: "Decode ITL",
    sources: { constant: "entered", profile: "measured profile", roofline: "roofline" },
    bound: {
      compute: "compute-bound",
      memory: "memory-bound",
      communication: "communication-bound",
      kernelFloor: "bound by fixed kernel times",
      hostLaunch: "bound by kernel launches without CUDA graphs",
    },
    extrapolated: "extrapolated",
    extrapolatedHint: "read outside the measured batches",
    kvTransfer: "KV transfer P → D",
    kvTransferHint: "added to TTFT: {t1} + {transfer} = {ttft} ms",
    kvTransferNone: "not modelled: name a model and a prefill GPU with a NIC",
    kvBytes: "KV cache per token",
    kvCache: "KV cache per D instance",
    sequences: "{count} sequences",
    kvCacheHint: "at the mean context l_i + l_o / 2 = {tokens} tokens",
    kvCacheNone: "not modelled: name a model and a decode GPU",
    unknown: "—",
    bindingKvCache: "KV cache",
    parts: {
      title: "Where the step goes",
      hidden: "{ms} ms hidden by overlap",
      denseGemmMs: "Dense GEMMs",
      expertGemmMs: "Expert GEMMs",
      attentionMs: "Attention",
      elementwiseMs: "Norms and activations",
      tensorParallelMs: "TP all-reduce",
      expertParallelMs: "EP dispatch / combine",
      stageHandoffMs: "Stage hand-offs",
      drafterMs: "Drafter",
      overheadMs: "Fixed costs",
      eagerLaunchMs: "Waiting for launches (no CUDA graphs)",
      overlapHiddenMs: "Hidden by overlap",
    },
  },
};
