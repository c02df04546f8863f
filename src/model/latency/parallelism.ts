import { z } from "zod";
import { wholeNumber } from "../fields.ts";
import { ruleIssue } from "../rules.ts";

// How one instance spreads a model over its GPUs. Attention and dense layers run tensor-parallel
// within each of `dataParallel` attention replicas (gpus = TP · DP); routed experts are spread over
// all the instance's GPUs, `expertParallel` ways by expert and gpus / EP ways within each expert
// (as vLLM's and SGLang's DP attention do: the MoE layers span the whole DP × TP group).

const degree = wholeNumber({ min: 1, max: 100_000 });

export const ParallelismSchema = z
  .strictObject({
    tensorParallel: degree,
    expertParallel: degree,
    /** Attention data parallelism: replicas that each hold whole sequences. */
    dataParallel: degree,
    gpus: degree,
  })
  .superRefine((p, ctx) => {
    if (p.tensorParallel * p.dataParallel !== p.gpus) {
      ctx.addIssue(
        ruleIssue("layoutProduct", ["gpus"], {
          product: p.tensorParallel * p.dataParallel,
          got: p.gpus,
        }),
      );
    }
    if (p.gpus % p.expertParallel !== 0) {
      ctx.addIssue(
        ruleIssue("expertDivides", ["expertParallel"], { gpus: p.gpus, got: p.expertParallel }),
      );
    }
  });

export type Parallelism = z.infer<typeof ParallelismSchema>;

/** Sequences on the busiest attention replica, which sets the step time. */
export const sequencesPerReplica = (sequences: number, parallelism: Parallelism): number =>
  Math.ceil(sequences / parallelism.dataParallel);
