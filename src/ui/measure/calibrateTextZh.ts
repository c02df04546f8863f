import type { MeasureText } from "./text.ts";

// The measurements view's strings for calibrating a plan from runs and fitting a profile, in
// Chinese, key for key with calibrateTextEn.ts.

export const calibrateZh: Pick<MeasureText, "calibrate" | "profile" | "fit"> = {
  calibrate: {
    heading: "校准方案",
    intro:
      "用一次运行的数据设置方案的 prefill 时间、decode 步长和接受长度。一次运行的 TTFT 由等待 prefill 的时间、该运行实际批次的 prefill 时间和 KV 传输组成：扣除该运行负载下的等待时间后，剩下的是该运行批次下的 prefill 时间；只有当延迟来源给出 prefill 时间随批大小的变化时，才换算到方案的批大小。",
    instances: "承载这次运行的 Prefill 实例数",
    instancesHelp:
      "压测单台服务器时填 1；压测整个部署时填方案的 x。这次运行的请求速率由这些实例分担。",
    instancesError: "请输入不小于 1 的整数。",
    otherModel: "这次运行测的是 {runModel}，方案的模型是 {planModel}：其延迟未必适用。",
    workload:
      "这次运行平均每个请求 {input} 个输入 token、{output} 个输出 token；方案为 {planInput} 和 {planOutput}：其延迟未必适用。",
    run: "运行",
    statistic: "统计量",
    statistics: { mean: "平均", median: "中位数", p90: "P90", p99: "P99", custom: "其他百分位" },
    custom: "百分位",
    customError: "请输入 0 到 100 之间的数。",
    use: "采用",
    ttft: "TTFT → prefill 批处理时间 t1",
    itl: "ITL → decode 步长",
    acceptance: "接受长度 → α",
    missingMetric: "这次运行没有 {key}",
    noAcceptance: "这次运行没有测得接受长度",
    preview: "方案将发生的变化",
    noChanges: "没有需要改变的值：请勾选这次运行具有的数值。",
    prefill: {
      reading:
        "每个 Prefill 实例在 {rate} 请求/秒下的 TTFT 为 {ttft} 毫秒：按 Little 定律，同时约有 {inPrefill} 个请求处于 prefill，即批大小为 {runBatch}。prefill 槽位繁忙度为 {busy} 时的排队等待为 {wait} 毫秒，KV 传输为 {kv} 毫秒，剩下批大小 {runBatch} 时的 prefill 时间 {prefill} 毫秒。",
      same: "这正是方案的批大小 {planBatch}：t1 = {t1} 毫秒。",
      scaled:
        "{source}表明批大小 {planBatch} 的耗时是批大小 {runBatch} 的 {scale} 倍：t1 = {prefill} 毫秒 × {scale} = {t1} 毫秒。",
      sources: { profile: "实测延迟曲线", roofline: "Roofline 估算", constant: "填写的 t1" },
      refused: {
        loadUnknown:
          "未采用 TTFT：这次运行没有给出请求吞吐或平均 TTFT，因此无法得知其 prefill 的批大小和等待时间。",
        burst:
          "未采用 TTFT：这次运行一次性发出所有请求且没有并发上限，其 TTFT 主要是排队等待，而不是 prefill 时间。",
        batchScaleUnknown:
          "未采用 TTFT：这次运行的 prefill 批大小约为 {runBatch}，方案的批大小为 {planBatch}，而填写的 t1 无法说明 prefill 时间如何随批大小变化。请把 prefill 批大小设为 {runBatch}，或改用 prefill 批大小为 {planBatch} 的运行，或为 prefill 提供实测延迟曲线或 Roofline 模型。",
      },
    },
    profileChange: "{field}（方案批大小下）：{from} → {to}",
    sourceChange: "{field}：{from} → {to}",
    sourceField: "Prefill 时间来源",
    itlNotEntered:
      "未采用 ITL：Decode 每步耗时来自{source}，会随批大小变化；填写的 ITL 不会被使用。请用下方的“用这些运行校准 roofline”或“实测延迟曲线”。",
    profileField: "Prefill 延迟曲线",
    gaps: {
      metricMissing: "这次运行没有 {key}。",
      noAcceptance: "没有接受长度：ITL 按普通 decode 步长处理。",
      outOfRange: "{field}：实测值 {value} 超出方案允许的范围，未采用。",
      planRejected: "方案不接受这些值（{field} {message}），不做任何改变。",
    },
    change: "{field}：{from} → {to}",
    ms: "毫秒",
    reason: "（{reason}）",
    unset: "未设置",
    apply: "使用这些实测值",
    applied: "方案已在使用这些实测值。页面顶部的“撤销”可恢复之前的方案。",
  },
  profile: {
    heading: "实测延迟曲线",
    intro:
      "同一负载在不同并发下的运行给出各批大小的步长。decode 的批大小是运行中在途的请求数：取运行的最大并发；若运行一直低于该上限的 90% 或没有上限，则按 Little 定律（Σ E2EL / 时长）估算。prefill 的批大小是处于 prefill 的请求数（请求速率 × 平均 TTFT），时间为 TTFT 扣除 KV 传输和该运行负载下的排队等待。",
    comparable:
      "使用 {total} 次运行中的 {used} 次：与上方所选运行（{run}）相同的工具、相同的模型，且每个请求的输入和输出 token 数相差在 10% 以内。",
    decode: "由 ITL 得到 decode 步长",
    prefill: "由 TTFT 得到 prefill 时间",
    point: "批大小 {batch}：{time} 毫秒",
    from: "来自 {runs}",
    apply: "生成实测延迟曲线",
    applied: "方案的延迟已在使用这条实测曲线。“撤销”可恢复之前的方案。",
    needTwo: "需要至少两次不同并发下的运行。",
  },
  fit: {
    heading: "用这些运行校准 roofline",
    intro:
      "实测延迟曲线只覆盖实际跑过的批大小。校准保留 roofline，只按比例调整某一阶段的算力效率和显存带宽效率，直到它复现该阶段实测的步长，从而按这一部署的实际表现估算其他所有批大小。每次运行都按它自己的平均请求长度计价，所以校准出的系数也适用于方案自己的长度。两个阶段各自校准，另一阶段的系数保持不变。",
    resultOne: {
      prefill:
        "Prefill，由这一次运行得到：算力效率 {compute}，显存带宽效率 {memory}，可复现其 prefill 批耗时 t1。",
      decode:
        "Decode，由这一次运行得到：算力效率 {compute}，显存带宽效率 {memory}，可复现其 decode 步长。",
    },
    result: {
      prefill:
        "Prefill，由 {runs} 次运行得到：算力效率 {compute}，显存带宽效率 {memory}；校准后的 roofline 与每次运行相差不超过 {error}%。",
      decode:
        "Decode，由 {runs} 次运行得到：算力效率 {compute}，显存带宽效率 {memory}；校准后的 roofline 与每次运行相差不超过 {error}%。",
    },
    apply: {
      prefill: "prefill 使用校准后的 roofline",
      decode: "decode 使用校准后的 roofline",
    },
    applied: {
      prefill: "prefill 已在使用校准后的 roofline。“撤销”可恢复之前的方案。",
      decode: "decode 已在使用校准后的 roofline。“撤销”可恢复之前的方案。",
    },
    needRoofline: {
      prefill:
        "要用 prefill 批耗时 t1 校准 roofline，请在“延迟模型”中选定模型和 prefill GPU：校准按这一部署调整估算。",
      decode:
        "要用 decode 步长校准 roofline，请在“延迟模型”中选定模型和 decode GPU：校准按这一部署调整估算。",
    },
  },
};
