import { z } from "zod";
import { wholeNumber } from "../fields.ts";
import { ruleIssue } from "../rules.ts";

// How one instance spreads a model over its GPUs. The layers are cut into `pipelineParallel` stages
// of consecutive layers (1 when absent), each on its own GPUs. Within a stage, attention and dense
// layers run tensor-parallel within each of `dataParallel` attention replicas (gpus = TP · DP · PP);
// routed experts are spread over the stage's GPUs, `expertParallel` ways by expert and
// gpus / (PP · EP) ways within each expert (as vLLM's and SGLang's DP attention do: the MoE layers
// span the whole DP × TP group).

const degree = wholeNumber({ min: 1, max: 100_000 });

export const ParallelismSchema = z
  .strictObject({
    tensorParallel: degree,
    expertParallel: degree,
    /** Attention data parallelism: replicas that each hold whole sequences. */
    dataParallel: degree,
    /** Pipeline stages, each a run of consecutive layers on its own GPUs; 1 when absent. */
    pipelineParallel: degree.optional(),
    gpus: degree,
  })
  .superRefine((p, ctx) => {
    const stages = p.pipelineParallel ?? 1;
    if (p.tensorParallel * p.dataParallel * stages !== p.gpus) {
      ctx.addIssue(
        ruleIssue("layoutProduct", ["gpus"], {
          product: p.tensorParallel * p.dataParallel * stages,
          got: p.gpus,
        }),
      );
    }
    if ((p.gpus / stages) % p.expertParallel !== 0) {
      ctx.addIssue(
        ruleIssue("expertDivides", ["expertParallel"], {
          gpus: p.gpus / stages,
          got: p.expertParallel,
        }),
      );
    }
  });

export type Parallelism = z.infer<typeof ParallelismSchema>;

/** Pipeline stages of a layout: 1 unless it says otherwise. */
export const pipelineStages = (parallelism: Parallelism): number =>
  parallelism.pipelineParallel ?? 1;

/** Sequences on the busiest attention replica, which sets the step time. */
export const sequencesPerReplica = (sequences: number, parallelism: Parallelism): number =>
  Math.ceil(sequences / parallelism.dataParallel);
