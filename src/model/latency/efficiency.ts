import { z } from "zod";
import { boundedNumber } from "../fields.ts";

// Derates that turn datasheet peaks into achievable rates. One default set for every GPU, model
// and phase (hardware-and-models.md §1 "Practical derates" and §3.7); callers may edit any of them.

// InferSim hardware/gpu.py falls back to an end-to-end MFU of 0.35 (H800), 0.4 (H200), 0.5 (GB200), 0.6 (H20)
// when it has no kernel data; 0.45 is their median, below the 0.55–0.75 kernel-level GEMM MFU of §3.7
// because a step also runs skinny GEMMs, norms and routing.
export const defaultComputeEfficiency = 0.45;

// aiconfigurator systems/*.yaml mem_bw_empirical_scaling_factor: 0.8 (InferSim hardware/gpu.py: 0.8 × peak too);
// large decode reads reach 80–95% of peak HBM bandwidth (§3.7, FlashMLA and InferSim benches).
export const defaultMemoryEfficiency = 0.8;

// InferSim hardware/gpu.py derates NVLink and RDMA to 0.8 per direction; DeepEP reaches 153–158 of ~160 GB/s
// usable NVLink on H800 (§3.7).
export const defaultNetworkEfficiency = 0.8;

// aiconfigurator systems/*.yaml p2p_latency: 10 µs; decode-sized collectives (≈1 MB) are latency-bound (§3.6).
export const defaultCollectiveLatencyMs = 0.01;

// aiconfigurator systems/*.yaml mem_empirical_constant_latency: 3 µs added to every op; small-batch steps are
// floored by such fixed per-kernel costs, which a pure roofline misses (§3.7, gotcha 12).
export const defaultOpLatencyMs = 0.003;

// Scheduler, sampling and launch gaps outside the layers: no public default, so 0 until a measured step calibrates it.
export const defaultPerStepOverheadMs = 0;

const fraction = boundedNumber({ min: 0, max: 1, exclusiveMin: true });
const latencyMs = boundedNumber({ min: 0, max: 60_000 });

export const EfficiencySchema = z.strictObject({
  /** Achieved fraction of dense peak FLOP/s. */
  computeEfficiency: fraction,
  /** Achieved fraction of peak HBM bandwidth. */
  memoryEfficiency: fraction,
  /** Achieved fraction of link bandwidth (scale-up, scale-out, P→D KV transfer). */
  networkEfficiency: fraction,
  /** Fixed cost of each collective (all-reduce, all-to-all). */
  collectiveLatencyMs: latencyMs,
  /** Fixed cost of each op the roofline charges per layer. */
  opLatencyMs: latencyMs,
  /** Fixed cost of each forward step. */
  perStepOverheadMs: latencyMs,
});

export type Efficiency = z.infer<typeof EfficiencySchema>;

export const defaultEfficiency: Efficiency = {
  computeEfficiency: defaultComputeEfficiency,
  memoryEfficiency: defaultMemoryEfficiency,
  networkEfficiency: defaultNetworkEfficiency,
  collectiveLatencyMs: defaultCollectiveLatencyMs,
  opLatencyMs: defaultOpLatencyMs,
  perStepOverheadMs: defaultPerStepOverheadMs,
};
