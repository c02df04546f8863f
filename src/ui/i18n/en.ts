import type { FieldPath } from "../../io/draft.ts";
import type { ProblemRule } from "../../model/index.ts";

interface FieldText {
  label: string;
  unit: string;
  help: string;
}

// Every string the app shows, in English. zh.ts mirrors this shape key for key.
export const en = {
  languageName: "English",
  app: {
    title: "xPyD Planner",
    tagline: "Capacity planning for disaggregated prefill/decode LLM serving",
    tabs: { plan: "Plan", curves: "Curves", glossary: "Glossary" },
    language: "Language",
    theme: { label: "Theme", light: "Light", dark: "Dark", system: "System" },
    copyLink: "Copy link",
    copied: "Link copied",
    copyFailed: "Copy failed: select the address bar and copy it",
    skipToResults: "Skip to results",
    replaced: "The form now holds another plan.",
    undo: "Undo",
    dismiss: "Dismiss",
  },
  sections: {
    workload: "Workload and SLOs",
    hardware: "Hardware and cost",
    prefill: "Prefill instance (P)",
    decode: "Decode instance (D)",
    specDecode: "Speculative decoding",
    limits: "Engine and router limits",
    allocation: "Allocation",
    rateMatching: "Rate matching",
  },
  sectionHelp: {
    limits:
      "Empty means no limit. Engine limits apply per engine and multiply by the engines per instance; the router's cap is shared by all decode instances.",
    rateMatching: "Factors η that scale each instance's rate; 1 is the article's model.",
    specDecodeItl:
      "Enter the ITL you measured with speculative decoding on: TPOT = ITL / α. If your ITL is from plain decoding, say so below; a speculative step costs more than a plain one.",
  },
  fields: {
    "hardware.gpusPerNode": {
      label: "GPUs per node",
      unit: "GPU",
      help: "GPUs in one node (G); every instance spans whole nodes.",
    },
    "hardware.gpuHourlyCostUsd": {
      label: "GPU-hour price",
      unit: "$/GPU·h",
      help: "Optional: what one GPU costs per hour, for cost per hour and per million tokens.",
    },
    "workload.inputTokens": {
      label: "Input tokens",
      unit: "tokens",
      help: "Mean prompt length l_i of one request.",
    },
    "workload.outputTokens": {
      label: "Output tokens",
      unit: "tokens",
      help: "Mean generated length l_o of one request.",
    },
    "prefill.nodesPerInstance": {
      label: "Nodes per P instance",
      unit: "nodes",
      help: "Nodes one prefill instance spans (n_p).",
    },
    "prefill.batchSize": {
      label: "Prefill batch b_p",
      unit: "req",
      help: "Requests one prefill instance processes together in one batch.",
    },
    "prefill.batchTimeMs": {
      label: "Prefill batch time t1",
      unit: "ms",
      help: "Time to prefill one batch of b_p requests; about TTFT without queueing.",
    },
    "prefill.dataParallel": {
      label: "Engines per P instance",
      unit: "engines",
      help: "Data-parallel engines (schedulers) in one instance; engine limits multiply by this.",
    },
    "decode.nodesPerInstance": {
      label: "Nodes per D instance",
      unit: "nodes",
      help: "Nodes one decode instance spans (n_d).",
    },
    "decode.batchSize": {
      label: "Decode batch b_d",
      unit: "seq",
      help: "Sequences decoding at once on one decode instance at this ITL.",
    },
    "decode.itlMs": {
      label: "ITL",
      unit: "ms",
      help: "Inter-token latency: time between streamed chunks at batch b_d.",
    },
    "decode.itlMeasuredWith": {
      label: "ITL measured with",
      unit: "",
      help: "Whether the ITL above came from a run with speculative decoding on or from plain decoding.",
    },
    "decode.dataParallel": {
      label: "Engines per D instance",
      unit: "engines",
      help: "Data-parallel engines in one instance (DeepSeek's decode: 144); engine limits multiply by this.",
    },
    "specDecode.draftTokens": {
      label: "Draft tokens k",
      unit: "tokens",
      help: "Tokens the draft proposes per verify step; 0 turns speculative decoding off.",
    },
    "specDecode.acceptanceLength": {
      label: "Acceptance length α",
      unit: "tokens/step",
      help: "Mean tokens emitted per verify step, 1 to k + 1 (vLLM: 1 + accepted / drafts).",
    },
    "specDecode.perPositionAcceptance": {
      label: "Per-position acceptance p",
      unit: "",
      help: "Chance that each draft position is accepted; α = (1 − p^(k+1)) / (1 − p).",
    },
    "specDecode.stepCostRatio": {
      label: "Speculative step cost",
      unit: "× plain",
      help: "How many plain decode steps one speculative step (draft + verify) costs; used with a plain-decoding ITL.",
    },
    "engine.prefill.maxNumSeqs": {
      label: "P max_num_seqs",
      unit: "seq",
      help: "Most sequences one prefill engine schedules per step.",
    },
    "engine.prefill.maxNumBatchedTokens": {
      label: "P max_num_batched_tokens",
      unit: "tokens",
      help: "Most tokens one prefill engine processes per step; a prompt costs its whole length.",
    },
    "engine.decode.maxNumSeqs": {
      label: "D max_num_seqs",
      unit: "seq",
      help: "Most sequences one decode engine schedules per step.",
    },
    "engine.decode.maxNumBatchedTokens": {
      label: "D max_num_batched_tokens",
      unit: "tokens",
      help: "Most tokens one decode engine processes per step; a sequence costs k + 1.",
    },
    "engine.router.maxConcurrency": {
      label: "Router max concurrency",
      unit: "req",
      help: "Most requests the router lets in at once, shared by the decode instances.",
    },
    "slo.ttftMs": {
      label: "TTFT SLO",
      unit: "ms",
      help: "Checked against the modelled TTFT (t1, a mean without queueing). Empty: no target.",
    },
    "slo.tpotMs": {
      label: "TPOT SLO",
      unit: "ms",
      help: "Checked against the modelled TPOT (t2 = ITL / α, a mean). Empty: no target.",
    },
    "slo.e2elMs": {
      label: "E2EL SLO",
      unit: "ms",
      help: "Checked against t1 + (l_o − 1) · t2, a mean. Empty: no target.",
    },
    "rateMatching.prefill": {
      label: "Prefill factor η_p",
      unit: "",
      help: "Multiplies each prefill instance's rate (AIConfigurator: 0.9, for pipeline bubbles).",
    },
    "rateMatching.decode": {
      label: "Decode factor η_d",
      unit: "",
      help: "Multiplies each decode instance's rate (AIConfigurator: 0.92, for unfilled batch slots).",
    },
    "allocation.mode": { label: "Allocate by", unit: "", help: "How x and y are chosen." },
    "allocation.totalNodes": {
      label: "Node budget N",
      unit: "nodes",
      help: "Most nodes to use; the planner maximizes throughput within it.",
    },
    "allocation.targetQpm": {
      label: "Target QPM",
      unit: "req/min",
      help: "Requests per minute to serve with the fewest nodes.",
    },
    "allocation.prefillInstances": {
      label: "Prefill instances x",
      unit: "",
      help: "Number of prefill instances.",
    },
    "allocation.decodeInstances": {
      label: "Decode instances y",
      unit: "",
      help: "Number of decode instances.",
    },
  } satisfies Record<FieldPath, FieldText>,
  choices: {
    itlMeasuredWith: { specDecode: "Speculative decoding on", plainDecode: "Plain decoding" },
    acceptanceInput: {
      label: "Enter speculation as",
      length: "Acceptance length α",
      positions: "Per-position acceptance p",
    },
    mode: {
      ratio: "Balanced ratio",
      nodeBudget: "Node budget",
      targetQpm: "Target QPM",
      fixed: "Fixed x and y",
    },
    modeHelp: {
      ratio: "The smallest whole x : y within 2% of the balanced ratio.",
      nodeBudget: "The x, y within N nodes that serve the most requests; ties go to fewer nodes.",
      targetQpm: "The fewest nodes whose x, y serve the target.",
      fixed: "Exactly the x and y you give.",
    },
    ratePreset: {
      label: "Preset",
      article: "Article (1 / 1)",
      aiconfigurator: "AIConfigurator (0.9 / 0.92)",
    },
  },
  problems: {
    required: "is required",
    empty: "is empty: enter a number",
    notANumber: "must be a number",
    notWhole: "must be a whole number",
    atLeast: "must be at least {limit}",
    greaterThan: "must be greater than {limit}",
    atMost: "must be at most {limit}",
    oneOf: "must be one of {values}",
    unknownField: "is not a plan field",
    notObject: "must be an object",
    acceptanceEitherOr: "give the acceptance length or the per-position acceptance, not both",
    acceptanceAtMostDraftsPlusOne:
      "must be at most k + 1 = {maximum} (the drafts plus the bonus token)",
    acceptanceRequired: "is required when there are {draftTokens} draft tokens",
    requiredForMode: "is required for this allocation mode",
    profileRequired: "needs at least one measured (batch, time) point",
    rooflineNeeds: "is required for the roofline estimate",
    invalid: "is not valid",
  } satisfies Record<ProblemRule, string>,
  violations: {
    sloMissed: "{metric} {valueMs} ms exceeds the SLO of {targetMs} ms by {overMs} ms.",
    sloAdvice: {
      ttft: "Lower the prefill batch or t1, or relax the TTFT SLO.",
      tpot: "Lower the decode batch or ITL, raise the acceptance length, or relax the TPOT SLO.",
      e2el: "Lower TTFT or TPOT, or relax the E2EL SLO.",
    },
    batchLimited:
      "{field} admits only {effective} of the {requested} requests per {side} instance: raise it to at least {needed}, or lower the batch.",
    batchBlocked:
      "{field} admits no {side} request at all: raise it to at least {needed}, or lower the batch.",
    budgetTooSmall:
      "A budget of {totalNodes} nodes is less than one P instance ({prefillNodes} nodes) plus one D instance ({decodeNodes} nodes) = {minimum}.",
    targetPrefillBlocked:
      "No allocation reaches {targetQpm} QPM: a prefill instance admits no request.",
    targetDecodeBlocked:
      "No allocation reaches {targetQpm} QPM: a decode instance admits no sequence.",
    targetRouterCapped:
      "No allocation reaches {targetQpm} QPM: router max concurrency {maxConcurrency} caps decode at {cappedQpm} QPM; raise it to at least {needed}.",
    ratioUndefined: "There is no balanced ratio: one side admits no request.",
    latencyUnknownEntry:
      'The {kind} "{id}" is neither a preset nor one of this plan\'s own entries.',
    latencyLayout:
      "The instance's GPUs cannot be split this way for the roofline estimate ({gpus} GPUs).",
    latencyProfile: "The {phase} profile cannot be read; the entered constant is used instead.",
    weightsDoNotFit:
      "The model's weights ({weightGiBPerGpu} GiB per GPU) leave no room for a KV cache: spread the decode instance over more GPUs or lower the weight precision.",
    kvCacheFull:
      "The decode instance's KV cache holds {effective} sequences at the mean context, fewer than the {requested} asked for: lower the decode batch or give the instance more GPUs.",
    tooManyInstances:
      "{targetQpm} QPM needs {prefillInstances} prefill and {decodeInstances} decode instances, beyond {limit}: lower the target.",
    sides: { prefill: "prefill", decode: "decode" },
    metrics: { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" },
  },
  warnings: {
    plainItlStepCost:
      "The ITL is from plain decoding and a speculative step is assumed to cost the same as a plain one. A verify step of k + 1 tokens costs more, so TPOT = ITL / α overstates the gain: enter the measured step cost.",
    routerBinds:
      "Router max concurrency {maxConcurrency} lets {perInstance} of the {requested} sequences (on average) onto each decode instance: requests wait at the router and TTFT grows. Raise it to {needed} to fill the decode batches.",
    routerAboveSlots:
      "Router max concurrency {maxConcurrency} is above the {decodeSlots} decode slots, so it never binds. Keep it at most the decode instances' total batch so it can stand in for the batch size.",
  },
  status: {
    stale: "Some inputs are invalid; results show the last valid plan.",
    feasible: "Feasible: every SLO and limit holds.",
    infeasible: "Not feasible as entered. What to change:",
    warnings: "Worth knowing",
  },
  link: {
    notPlanLink: "This link does not hold a plan. Showing the default plan.",
    futureVersion:
      "This link was made by a newer version of the planner (link version {version}); this one reads version 1. Showing the default plan.",
    damaged: "This link is damaged: it may have been cut off or altered. Showing the default plan.",
    invalidPlan: "This link's plan is invalid ({problems}). Showing the default plan.",
    dismiss: "Dismiss",
    restoreAutosave: "Open my last plan instead",
  },
  results: {
    heading: "Results",
    allocation: "Allocation",
    instances: "{x} P + {y} D",
    nodes: "instances · {nodes} nodes · {gpus} GPUs",
    ratio: "Balanced x : y",
    exactPair: "exactly {x} : {y}",
    nearestPair: "nearest within 2%: {x} : {y}",
    throughput: "Throughput",
    qpm: "QPM",
    qpmPerNode: "QPM per node",
    qpmPerGpu: "QPM per GPU",
    rps: "Requests/s λ",
    inputTps: "Input tokens/s",
    outputTps: "Output tokens/s",
    inputPerPrefillNode: "Input tokens/s per P node",
    outputPerDecodeNode: "Output tokens/s per D node",
    outputPerGpu: "Output tokens/s per GPU (P + D)",
    totalPerGpu: "Tokens/s per GPU (in + out, P + D)",
    perUser: "Tokens/s per user",
    rates: "Per instance",
    prefillRate: "r_p, one P instance",
    decodeRate: "r_d, one D instance",
    prefillLoops: "p_loop, prefill rounds while one request decodes",
    concurrency: "Concurrency",
    concurrencyArticle: "Requests decoding (article)",
    concurrencyArticleMeaning:
      "λ · l_o · t2: requests in decode at once. When prefill is the bottleneck this is the article's C = p_loop · b_p · x, its router setting.",
    concurrencyDecodeSlots: "Decode slots",
    concurrencyDecodeSlotsMeaning:
      "y · b_d: sequences the decode side can hold (what AIConfigurator reports).",
    concurrencyLittle: "Requests in flight (Little's law)",
    concurrencyLittleMeaning:
      "λ · (t1 + (l_o − 1) · t2): every request between arrival and last token.",
    utilization: "Utilization",
    prefillSide: "Prefill",
    decodeSide: "Decode",
    bottleneck: {
      prefill: "Prefill is the bottleneck",
      decode: "Decode is the bottleneck",
      balanced: "Balanced: both sides full",
      none: "No request flows: see what to change above",
    },
    latency: "Latency",
    ttft: "TTFT",
    itl: "ITL",
    tpot: "TPOT t2",
    e2el: "E2EL",
    acceptance: "Acceptance length α",
    limits: "Binding limits",
    prefillBatch: "Prefill batch",
    decodeBatch: "Decode batch",
    batchOf: "{effective} of {requested}",
    boundBy: "bound by {limit}",
    notLimited: "no limit binds",
    slo: "SLO checks",
    noSlo: "No SLO set.",
    met: "met",
    missed: "missed",
    margin: "margin {margin}",
    cost: "Cost",
    perHour: "Per hour",
    perMillionOutput: "Per million output tokens",
    perMillionInput: "Per million input tokens",
    noTokens: "no tokens flow",
    noPrice: "Enter a GPU-hour price to see cost.",
    how: "How was this computed?",
    formula: "Formula",
    withNumbers: "With this plan's numbers",
  },
  latency: {
    section: "Latency model",
    note: "Where t1 and the ITL come from. Naming a model and GPUs also caps the decode batch by the KV cache and adds the P → D KV transfer to TTFT, whatever the source.",
    phases: { prefill: "Prefill: t1 per batch", decode: "Decode: ITL per step" },
    source: "Source",
    sources: {
      constant: "Entered constant",
      profile: "Measured profile",
      roofline: "Roofline estimate",
    },
    constantNote: {
      prefill: "Uses t1 as entered under Prefill instance.",
      decode: "Uses the ITL as entered under Decode instance.",
    },
    rooflineNote: {
      prefill: "Estimated from the model and this GPU for one batch of b_p prompts.",
      decode:
        "Estimated from the model and this GPU for one step of b_d sequences, k + 1 tokens each.",
    },
    gpu: "GPU",
    gpuHelp:
      "What this phase runs on. The roofline needs it; with a model, the decode GPU sets the KV cache and the prefill GPU's NIC the KV transfer.",
    noGpu: "None",
    noModel: "None",
    custom: "{name} (yours)",
    expertParallel: "Expert parallel EP",
    expertParallelHelp:
      "GPUs one instance spreads the experts over (MoE models); it must divide the instance's GPUs. Empty: all of them.",
    expertParallelPlaceholder: "all GPUs",
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
    },
    efficiency: {
      title: "Efficiency factors",
      intro:
        "What turns datasheet peaks into achieved rates; one set for every GPU and model. Empty: the default shown.",
      fields: {
        computeEfficiency: {
          label: "Compute efficiency",
          unit: "× peak",
          help: "Each GPU's own value where InferSim measured one (H800 0.35, H200 0.4, GB200 0.5, H20 0.6; shown here when empty), else 0.45, their median. A value set here applies to every GPU.",
        },
        memoryEfficiency: {
          label: "Memory efficiency",
          unit: "× peak",
          help: "Default 0.8: aiconfigurator's mem_bw_empirical_scaling_factor; InferSim uses 0.8 too.",
        },
        networkEfficiency: {
          label: "Network efficiency",
          unit: "× peak",
          help: "Default 0.8: InferSim's NVLink and RDMA derate per direction; also used for the KV transfer.",
        },
        collectiveLatencyMs: {
          label: "Collective latency",
          unit: "ms",
          help: "Default 0.01 ms: aiconfigurator's p2p_latency of 10 µs per all-reduce or all-to-all.",
        },
        opLatencyMs: {
          label: "Per-op latency",
          unit: "ms",
          help: "Default 0.003 ms: aiconfigurator's mem_empirical_constant_latency of 3 µs per op.",
        },
        perStepOverheadMs: {
          label: "Per-step overhead",
          unit: "ms",
          help: "Default 0: no public figure; set it from a measured step (scheduler, sampling, launch gaps).",
        },
      },
    },
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
    entries: {
      title: "Your GPUs and models",
      intro: "Entries of your own, saved with the plan and carried in its link.",
      noneYet: "None yet.",
      gpus: "GPUs",
      models: "Models",
      addGpu: "Add a custom GPU",
      addModel: "Add a custom model",
      newGpu: "New GPU",
      newModel: "New model",
      editing: "Editing {name}",
      startFrom: "Start from a copy of",
      id: "Id",
      idHelp: "A short key the plan uses for this entry, such as h100-lab.",
      name: "Name",
      source: "Source",
      sourceHelp: 'Where the numbers come from: a URL, or a note such as "measured in-house".',
      optional: "none",
      useDefault: "default",
      save: "Save",
      cancel: "Cancel",
      edit: "Edit",
      delete: "Delete",
      editLabel: "Edit {name}",
      deleteLabel: "Delete {name}",
      fixFirst: "Fix the fields marked above to save.",
      invalidEntry: "{field} {problem}",
      problems: {
        idTaken: "is already used by another of your entries",
        idPreset: "is a preset's id: choose another",
        idTooLong: "must be at most {limit} characters",
      },
      consistency: {
        "kvHeads.mha": "must equal the query heads ({heads}) for MHA",
        "kvHeads.gqa": "must divide the query heads ({heads}) for GQA",
        "kvHeads.mla": "must be 1 for MLA (one shared latent)",
        moeLayers: "dense layers + MoE layers must equal the layers ({layers})",
        denseIntermediateSize: "is required when there are dense layers",
        expertIntermediateSize: "is required when there are MoE layers",
        experts: "must be at least 1 when there are MoE layers",
        activeExperts: "must be between 1 and the routed experts ({experts})",
        "localAttention.layers": "must be at most the layers ({layers})",
        activeParams: "must be at most the total parameters ({totalParams} B)",
      },
      units: {
        tflops: "TFLOPS",
        gib: "GiB",
        terabytesPerSecond: "TB/s",
        gigabytesPerSecond: "GB/s",
        billionParams: "B",
        count: "",
        fraction: "× peak",
      },
      attention: { label: "Attention", mha: "MHA", gqa: "GQA", mla: "MLA" },
      localAttention: "Local (sliding-window) attention",
      sparseAttention: "Sparse attention (indexer)",
      gpuFields: {
        bf16FlopsPerSecond: {
          label: "BF16 dense",
          help: "Dense BF16 tensor throughput (no 2:4 sparsity).",
        },
        fp8FlopsPerSecond: {
          label: "FP8 dense",
          help: "Empty: no FP8 tensor cores, so FP8 runs at the BF16 rate.",
        },
        fp4FlopsPerSecond: {
          label: "FP4 dense",
          help: "Empty: no FP4 tensor cores, so FP4 runs at the FP8 (or BF16) rate.",
        },
        hbmBytes: { label: "Memory", help: 'HBM capacity; a datasheet\'s "80 GB" is 80 GiB.' },
        hbmBytesPerSecond: { label: "Memory bandwidth", help: "Peak HBM bandwidth." },
        scaleUpBytesPerSecondPerDirection: {
          label: "Scale-up per direction",
          help: "NVLink, Infinity Fabric or PCIe per GPU, one direction: half the bidirectional figure.",
        },
        scaleOutBytesPerSecondPerGpu: {
          label: "Scale-out per GPU",
          help: "NIC bandwidth per GPU, one direction (400 Gb/s is 50 GB/s); it carries the KV transfer. Empty: none.",
        },
        gpusPerScaleUpDomain: {
          label: "GPUs per scale-up domain",
          help: "GPUs sharing the fast fabric: 8 on an HGX board, 72 in an NVL72 rack.",
        },
        computeEfficiency: {
          label: "Compute efficiency",
          help: "The fraction of dense peak FLOP/s this GPU reaches end to end, where a source measured one. Empty: the plan's compute efficiency, else 0.45.",
        },
      },
      modelFields: {
        layers: { label: "Layers", help: "Transformer layers, without any MTP module." },
        hiddenSize: { label: "Hidden size", help: "Width of the residual stream." },
        heads: { label: "Query heads", help: "Attention query heads." },
        kvHeads: {
          label: "KV heads",
          help: "Key/value heads: the query heads for MHA, fewer for GQA, 1 for MLA.",
        },
        headDim: { label: "Head dim", help: "Query/key head dimension (MLA: NoPE + RoPE)." },
        "mla.kvLoraRank": { label: "KV latent rank", help: "Width of MLA's compressed KV latent." },
        "mla.qkRopeHeadDim": {
          label: "RoPE head dim",
          help: "Decoupled RoPE dimensions, cached with the latent.",
        },
        "mla.qkNopeHeadDim": { label: "NoPE head dim", help: "Query/key dimensions without RoPE." },
        "mla.qLoraRank": {
          label: "Query latent rank",
          help: "Empty: queries are projected directly.",
        },
        "mla.vHeadDim": { label: "Value head dim", help: "Value dimensions per head." },
        "localAttention.layers": {
          label: "Local layers",
          help: "Layers that attend to a window only.",
        },
        "localAttention.windowTokens": {
          label: "Window tokens",
          help: "Past tokens those layers see.",
        },
        "sparseAttention.indexerHeads": {
          label: "Indexer heads",
          help: "Heads of the lightning indexer.",
        },
        "sparseAttention.indexerHeadDim": {
          label: "Indexer head dim",
          help: "Dimension of each indexer head.",
        },
        "sparseAttention.topTokens": {
          label: "Top tokens",
          help: "Past tokens the indexer picks per query.",
        },
        denseLayers: { label: "Dense layers", help: "Layers with a dense FFN." },
        moeLayers: {
          label: "MoE layers",
          help: "Layers with routed experts; dense + MoE = layers.",
        },
        denseIntermediateSize: { label: "Dense FFN width", help: "Empty when every layer is MoE." },
        expertIntermediateSize: {
          label: "Expert FFN width",
          help: "Width of one routed or shared expert; empty for dense models.",
        },
        experts: {
          label: "Routed experts",
          help: "Routed experts per MoE layer; 0 for dense models.",
        },
        activeExperts: {
          label: "Experts per token",
          help: "Routed experts each token picks (top-k).",
        },
        sharedExperts: { label: "Shared experts", help: "Experts every token passes through." },
        vocabSize: { label: "Vocabulary", help: "Tokens in the vocabulary." },
        totalParams: {
          label: "Total parameters",
          help: "Every weight held in memory, embeddings included, in billions.",
        },
        activeParams: {
          label: "Active parameters",
          help: "Weights one token multiplies by (top-k and shared experts, LM head), in billions.",
        },
      },
    },
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
    },
  },
};

type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** The shape every language fills in. */
export type Dictionary = Translation<typeof en>;
