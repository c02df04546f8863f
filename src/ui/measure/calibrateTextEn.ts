// The measurements view's strings for calibrating a plan from runs and fitting a profile, in
// English; calibrateTextZh.ts mirrors them key for key.

export const calibrateEn = {
  calibrate: {
    heading: "Calibrate the plan",
    intro:
      "Take the plan's prefill time, decode step and acceptance length from one run. A run's TTFT is the wait for the prefill, the prefill of the batch the run had and the KV transfer: t1 is what is left once the wait at the run's load is taken off, at the run's batch, scaled to the plan's batch only where the latency source says how prefill time grows with batch.",
    instances: "Prefill instances that served the run",
    instancesHelp:
      "1 for a benchmark of one server; the plan's x when the run tested the whole deployment. The run's request rate is shared among them.",
    instancesError: "Enter a whole number of at least 1.",
    otherModel:
      "This run measured {runModel}; the plan's model is {planModel}: its latencies may not carry over.",
    workload:
      "This run averaged {input} input and {output} output tokens a request; the plan has {planInput} and {planOutput}: its latencies may not carry over.",
    run: "Run",
    statistic: "Statistic",
    statistics: {
      mean: "Mean",
      median: "Median",
      p90: "P90",
      p99: "P99",
      custom: "Other percentile",
    },
    custom: "Percentile",
    customError: "Enter a number from 0 to 100.",
    use: "Take",
    ttft: "TTFT → prefill batch time t1",
    itl: "ITL → decode step",
    acceptance: "Acceptance length → α",
    missingMetric: "this run has no {key}",
    noAcceptance: "this run measured no acceptance length",
    preview: "Changes to the plan",
    noChanges: "Nothing to change: tick a value this run has.",
    prefill: {
      reading:
        "TTFT {ttft} ms at {rate} req/s per prefill instance: about {inPrefill} requests in prefill at once (Little's law), so batches of {runBatch}. The queueing wait with the prefill slots {busy} busy is {wait} ms and the KV transfer {kv} ms, leaving {prefill} ms of prefill at batch {runBatch}.",
      same: "That is the plan's batch of {planBatch}: t1 = {t1} ms.",
      scaled:
        "The {source} says batch {planBatch} takes {scale} times as long as batch {runBatch}: t1 = {prefill} ms × {scale} = {t1} ms.",
      sources: {
        profile: "measured profile",
        roofline: "roofline estimate",
        constant: "entered t1",
      },
      refused: {
        loadUnknown:
          "TTFT is not taken: the run states no request throughput or mean TTFT, so the batch its prefill ran at and its wait are unknown.",
        burst:
          "TTFT is not taken: the run sent every request at once with no concurrency cap, so its TTFT is mostly the wait in line, not the prefill time.",
        batchScaleUnknown:
          "TTFT is not taken: this run's prefill ran batches of about {runBatch}, the plan's batch is {planBatch}, and an entered t1 says nothing of how prefill time grows with batch. Set the prefill batch to {runBatch}, take a run whose prefill batch is {planBatch}, or give prefill a measured profile or a roofline.",
      },
    },
    profileChange: "{field} at the plan's batch: {from} → {to}",
    sourceChange: "{field}: {from} → {to}",
    sourceField: "Prefill time from",
    itlNotEntered:
      "ITL is not taken: decode's step time comes from the {source}, which follows the batch; an entered ITL would go unused. Fit the roofline to these runs, or build a measured profile, below.",
    profileField: "Prefill profile",
    gaps: {
      metricMissing: "{key} is not in this run.",
      noAcceptance: "No acceptance length: the ITL is taken as a plain decode step.",
      outOfRange:
        "{field}: the measured {value} is outside what a plan can hold, so it is not taken.",
      planRejected: "The plan would not accept these values ({field} {message}); nothing changes.",
    },
    change: "{field}: {from} → {to}",
    ms: "ms",
    reason: " ({reason})",
    unset: "not set",
    apply: "Use these measurements",
    applied:
      "The plan already uses these measurements. Undo at the top of the page restores the previous plan.",
  },
  profile: {
    heading: "Measured latency profile",
    intro:
      "Runs of one workload at different concurrency give the step time at each batch size. For decode the batch is the run's requests in flight: its max concurrency, or by Little's law (Σ E2EL / duration) when the run stayed below 90% of that cap or had none. For prefill it is the requests in prefill (request rate × mean TTFT), and the time is TTFT less the KV transfer and the queueing wait at the run's load.",
    comparable:
      "Uses {used} of {total} runs, those like the run chosen above ({run}): same tool, same model, and input and output tokens a request within 10%.",
    decode: "Decode step from ITL",
    prefill: "Prefill time from TTFT",
    point: "batch {batch}: {time} ms",
    from: "from {runs}",
    apply: "Build a measured profile",
    applied:
      "The plan's latency already follows this measured profile. Undo restores the previous plan.",
    needTwo: "Needs at least two runs at different concurrency.",
  },
  fit: {
    heading: "Fit the roofline to these runs",
    intro:
      "A measured profile holds only the batches that were run. Fitting keeps the roofline and scales one phase's compute and memory efficiency until it reproduces that phase's measured steps, so it prices every other batch as this deployment runs. Each run is priced at its own mean request lengths, so the factors carry to the plan's lengths. Each phase is fitted on its own; the other keeps its factors.",
    resultOne: {
      prefill:
        "Prefill, from the one run: compute efficiency {compute}, memory efficiency {memory}, which reproduce its prefill step.",
      decode:
        "Decode, from the one run: compute efficiency {compute}, memory efficiency {memory}, which reproduce its decode step.",
    },
    result: {
      prefill:
        "Prefill, from {runs} runs: compute efficiency {compute}, memory efficiency {memory}; the fitted roofline is within {error}% of each run.",
      decode:
        "Decode, from {runs} runs: compute efficiency {compute}, memory efficiency {memory}; the fitted roofline is within {error}% of each run.",
    },
    apply: {
      prefill: "Use the fitted roofline for prefill",
      decode: "Use the fitted roofline for decode",
    },
    applied: {
      prefill: "Prefill already uses the fitted roofline. Undo restores the previous plan.",
      decode: "Decode already uses the fitted roofline. Undo restores the previous plan.",
    },
    needRoofline: {
      prefill:
        "To fit the roofline to the prefill steps, name a model and a prefill GPU under Latency model: the fit scales the estimate for that deployment.",
      decode:
        "To fit the roofline to the decode steps, name a model and a decode GPU under Latency model: the fit scales the estimate for that deployment.",
    },
  },
};
