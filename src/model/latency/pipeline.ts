import { msPerSecond } from "../units.ts";
import type { Efficiency } from "./efficiency.ts";
import { numberFormats } from "./numberFormats.ts";
import { type Parallelism, pipelineStages } from "./parallelism.ts";
import type { PhaseTime } from "./roofline.ts";
import type { GpuSpec, ModelSpec } from "./specs.ts";
import { scaleParts } from "./stepParts.ts";

// Pipeline parallelism (docs/roofline.md §3.10). PP stages each hold a run of consecutive layers on
// gpus / PP GPUs. The engine keeps PP micro-batches in flight (vLLM's batch queue of PP batches,
// SGLang's --pp-size), so a batch of b sequences runs as PP micro-batches of b / PP: each passes
// every stage in turn, and a new one leaves the last stage every busiest-stage time. A sequence
// therefore waits PP busiest-stage times a step, plus the hand-offs between stages, and the
// instance still finishes b sequences a step: throughput b / step, as without stages.

/**
 * The share of the model's layers on the busiest stage: ⌈L / PP⌉ / L. vLLM splits L layers as evenly
 * as it can, giving the remainder to stages before the last (vllm/distributed/utils.py,
 * get_pp_indices), so the busiest holds ⌈L / PP⌉; embeddings and LM head are counted as spread evenly.
 */
export const busiestStageShare = (layers: number, stages: number): number =>
  stages === 1 ? 1 : Math.ceil(layers / stages) / layers;

/** The busiest stage's share of `model`'s layers under `parallelism`: what one GPU holds of them. */
export const stageLayerShare = (model: Pick<ModelSpec, "layers">, parallelism: Parallelism) =>
  busiestStageShare(model.layers, pipelineStages(parallelism));

/** Whether every stage holds a layer: no more stages than layers (no engine runs an idle stage). */
export const stagesFit = (model: Pick<ModelSpec, "layers">, stages: number): boolean =>
  stages <= model.layers;

// vLLM hands a stage's output to the next as two tensors of the hidden size, hidden_states and
// residual (vllm/model_executor/models/llama.py, make_empty_intermediate_tensors_factory), in the
// activations' BF16; each TP rank sends its 1 / TP slice and the receivers all-gather
// (vllm/distributed/parallel_state.py, GroupCoordinator.send_tensor_dict with all_gather_group).
const handoffTensors = 2;
const handoffBytesPerElement = numberFormats.bf16.bytesPerElement;

type LinkEfficiency = Pick<Efficiency, "networkEfficiency" | "collectiveLatencyMs">;
type PipelineEfficiency = LinkEfficiency & Pick<Efficiency, "perStepOverheadMs">;

/**
 * The hand-offs one micro-batch of `tokensPerReplica` tokens (on each attention replica) makes on
 * its way through the stages: PP − 1 point-to-point sends, over the NIC where a stage boundary
 * leaves a scale-up domain, else over the scale-up links.
 */
export const handoffMs = (
  model: ModelSpec,
  gpu: GpuSpec,
  parallelism: Parallelism,
  tokensPerReplica: number,
  efficiency: LinkEfficiency,
): number => {
  const stages = pipelineStages(parallelism);
  if (stages === 1) return 0;
  const hops = stages - 1;
  // Consecutive stages fill a domain before the next: an instance over n domains crosses n − 1 borders.
  const domains = Math.ceil(parallelism.gpus / gpu.gpusPerScaleUpDomain);
  const crossing = Math.min(hops, domains - 1);
  const bytesPerGpu =
    (tokensPerReplica * model.hiddenSize * handoffTensors * handoffBytesPerElement) /
    parallelism.tensorParallel;
  const hopMs = (linkBytesPerSecond: number): number =>
    (bytesPerGpu / (linkBytesPerSecond * efficiency.networkEfficiency)) * msPerSecond +
    efficiency.collectiveLatencyMs;
  const scaleOut = gpu.scaleOutBytesPerSecondPerGpu ?? gpu.scaleUpBytesPerSecondPerDirection;
  return (
    crossing * hopMs(scaleOut) + (hops - crossing) * hopMs(gpu.scaleUpBytesPerSecondPerDirection)
  );
};

/** One stage's GPUs laid out as a whole instance: the group a micro-batch runs on, stage after stage. */
export const stageGroup = (parallelism: Parallelism): Parallelism => ({
  tensorParallel: parallelism.tensorParallel,
  expertParallel: parallelism.expertParallel,
  dataParallel: parallelism.dataParallel,
  gpus: parallelism.gpus / pipelineStages(parallelism),
});

interface PipelinedInput {
  parallelism: Parallelism;
  model: ModelSpec;
  gpu: GpuSpec;
  efficiency: PipelineEfficiency;
  batch: number;
}

/**
 * A step of `input.batch` sequences on a pipelined instance: `step` prices one micro-batch of
 * ⌈batch / PP⌉ on one stage's GPUs running every layer (the sum of its stages' times), scaled from
 * the mean stage to the busiest, PP of which a sequence waits; then the hand-offs. The host's
 * per-step overhead is paid once a step, not scaled. Without stages, `step` itself.
 */
export const pipelinedStep = <Input extends PipelinedInput>(
  input: Input,
  step: (input: Input) => PhaseTime,
  tokensPerSequence: number,
): PhaseTime => {
  const stages = pipelineStages(input.parallelism);
  if (stages === 1) return step(input);
  const microBatch = Math.ceil(input.batch / stages);
  const group = stageGroup(input.parallelism);
  const allStages = step({ ...input, parallelism: group, batch: microBatch });
  const busiest = stages * busiestStageShare(input.model.layers, stages);
  const perStepMs = input.efficiency.perStepOverheadMs;
  const replicaTokens = Math.ceil(microBatch / group.dataParallel) * tokensPerSequence;
  const handoff = handoffMs(
    input.model,
    input.gpu,
    input.parallelism,
    replicaTokens,
    input.efficiency,
  );
  const stagesMs = (allStages.timeMs - perStepMs) * busiest;
  const scaled = scaleParts(allStages.parts, busiest);
  return {
    timeMs: stagesMs + perStepMs + handoff,
    boundBy: handoff > stagesMs ? "communication" : allStages.boundBy,
    computeMs: allStages.computeMs * busiest,
    memoryMs: allStages.memoryMs * busiest,
    communicationMs: allStages.communicationMs * busiest + handoff,
    overheadMs: (allStages.overheadMs - perStepMs) * busiest + perStepMs,
    parts: {
      ...scaled,
      overheadMs: (allStages.parts.overheadMs - perStepMs) * busiest + perStepMs,
      stageHandoffMs: scaled.stageHandoffMs + handoff,
    },
  };
};
