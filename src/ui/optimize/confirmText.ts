import { useI18n } from "../i18n/i18n.tsx";

// The optimizer's words about merged configurations and their simulated check; zh mirrors en.

const en = {
  mergedTotal:
    "{count} more candidates reached one of these configurations by other changes (a batch past a cap, the same layout spelt two ways) and were merged into it.",
  mergedCard: "Also reached by {count} other candidates, merged here.",
  heading: "Simulated at its sustainable load",
  waiting: "Waiting to be simulated.",
  running: "Simulating {runs} runs of {requests} requests at {rate} req/s…",
  failed: "The simulation could not run.",
  figure: "{metric}: {simulated} simulated, {estimated} estimated",
  attainment: "Attainment",
  ttftP99: "P99 TTFT",
  tpotP99: "P99 TPOT",
  ms: "{value} ms",
  percent: "{value}%",
  none: "—",
  holds: "Holds: every SLO met in the simulation at {rate} req/s.",
  misses: "Misses in the simulation at {rate} req/s: {slos}.",
  unstable: "Unstable in the simulation at {rate} req/s: the queue grew through the run.",
  attainmentShort: "attainment {value}% under the {target}% target",
  sloShort: "{metric} {statistic} {value} ms over {target} ms",
  progress: "Simulating the top configurations: {done} of {total}…",
  nearCapacity:
    "At {percent} of the busier stage's capacity a queue takes about {span} requests to forget its empty start, more than the {requests} of each simulated run: read this check as indicative, and simulate the configuration longer before relying on it.",
};

export type ConfirmText = typeof en;

const zh: ConfirmText = {
  mergedTotal:
    "另有 {count} 个候选通过其他改动得到了上述某个配置（如超出上限的批大小、同一布局的两种写法），已合并。",
  mergedCard: "另有 {count} 个候选得到同一配置，已合并于此。",
  heading: "在可持续负载下仿真",
  waiting: "等待仿真。",
  running: "正在以 {rate} 请求/秒仿真 {runs} 轮、每轮 {requests} 个请求…",
  failed: "仿真无法运行。",
  figure: "{metric}：仿真 {simulated}，估算 {estimated}",
  attainment: "达成率",
  ttftP99: "P99 TTFT",
  tpotP99: "P99 TPOT",
  ms: "{value} 毫秒",
  percent: "{value}%",
  none: "—",
  holds: "成立：在 {rate} 请求/秒的仿真中所有 SLO 均满足。",
  misses: "在 {rate} 请求/秒的仿真中未满足：{slos}。",
  unstable: "在 {rate} 请求/秒的仿真中不稳定：队列在整个仿真中持续增长。",
  attainmentShort: "达成率 {value}%，低于 {target}% 的目标",
  sloShort: "{metric} {statistic} {value} 毫秒，超过 {target} 毫秒",
  progress: "正在仿真排名靠前的配置：第 {done} / {total} 个…",
  nearCapacity:
    "在较忙阶段容量的 {percent} 下，队列约需 {span} 个请求才能摆脱空队列起点的影响，多于每轮仿真的 {requests} 个：此检验仅供参考，依赖它之前请对该配置做更长的仿真。",
};

export const confirmTexts = { en, zh } as const;

export const useConfirmText = (): (() => ConfirmText) => {
  const { language } = useI18n();
  return () => confirmTexts[language()];
};
