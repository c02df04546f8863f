import type { AccuracyReportWords, AccuracyWords } from "./accuracyEn.ts";

// accuracyEn.ts 的中文：估算值的误差带与公开案例未覆盖的情形。

export const accuracyZh: AccuracyWords = {
  cases: { one: "1 个公开案例", other: "{count} 个公开案例" },
  band: "{band} · {cases}",
  bandDerived: "{band}（由 t1 与 ITL 的误差带推得）",
  bandHint:
    "在用于校验的 {cases}中，至少有 {coverage} 的实测值落在 roofline 估算值的 {band} 以内。",
  throughputHint:
    "估算误差：这些数字建立在 roofline 步长时间之上，按两侧节点数对各自的误差带加权。",
  ratioHint:
    "估算误差：比例随 t1 / ITL 变化，因此把每个公开案例的 t1 误差与每个 ITL 误差两两配对，视二者独立偏离。",
  extrapolated: "外推",
  uncovered: {
    gpu: "没有这款 GPU 上的公开案例",
    moe: "没有同类模型（稠密或 MoE）的公开案例",
    weightFormat: "没有这种权重格式的公开案例",
    specDecode: "没有使用草稿 token 的公开案例",
    size: "没有这一批大小下的公开案例",
    pipeline: "没有使用流水线并行的公开案例",
    ownFactors: "公开案例按默认效率系数估算，而非这里设定的系数",
    eager: "没有不使用 CUDA Graph 的公开案例",
  },
  join: "；",
};

export const accuracyReportZh: AccuracyReportWords = {
  bandLong: "{band}（{cases}中的 {coverage}）",
  labelOf: "{label}（{cases}中的 {coverage}）",
  labelDerived: "{label}（由 t1 与 ITL 的误差带推得）",
  section: "估算精度",
  labels: {
    prefill: "t1 估算误差",
    decode: "ITL 估算误差",
    throughput: "吞吐估算误差",
    ratio: "均衡 x / y 估算误差",
    prefillExtrapolated: "t1 外推",
    decodeExtrapolated: "ITL 外推",
  },
  curveLegend: "估算误差（{band}）",
  curvePoint: "估算误差：纵轴 {band}，至少 {coverage} 的公开案例落在此范围内",
  curveNote:
    "线周围的阴影带是纵轴估算值的误差：至少 {coverage} 的公开案例中，实测值落在带内。横轴建立在同样的步长时间上，也可能有偏差。",
};
