import type { LaunchParams, Placeholder, PlaceholderCode } from "./launchSettings.ts";

// Every value a command needs that the plan does not decide, with the reason it does not.

const because = (
  name: string,
  code: PlaceholderCode,
  why: string,
  params: LaunchParams = {},
): Placeholder => ({ name, code, params, why });

export const placeholders = {
  model: because(
    "<MODEL>",
    "model",
    "The plan names no model preset with a Hugging Face id (latency.model), so the weights to load are yours to name.",
  ),
  port: (role: string) =>
    because(
      `<${role}_PORT>`,
      "port",
      "Ports belong to your network layout; capacity planning does not choose them.",
    ),
  host: (role: string) =>
    because(
      `<${role}_HOST_i>`,
      "host",
      `Which machine runs ${role.toLowerCase()} instance i is a placement choice the plan does not make.`,
      { phase: role.toLowerCase() },
    ),
  routerHost: because(
    "<ROUTER_HOST>",
    "routerHost",
    "The address the router listens on is a placement choice the plan does not make.",
  ),
  draftMethod: because(
    "<DRAFT_METHOD>",
    "draftMethod",
    "The plan gives the number of draft tokens k, not the drafter (MTP head, EAGLE, a draft model, n-gram).",
  ),
  transferBackend: because(
    "<TRANSFER_BACKEND>",
    "transferBackend",
    "The KV transfer library (mooncake or nixl) depends on your network and installation, not on capacity.",
  ),
  nodeRank: because(
    "<NODE_RANK>",
    "nodeRank",
    "An instance spanning several nodes runs this command once per node, with ranks 0, 1, …; the plan sizes the instance, not which node is which.",
  ),
  distInit: (role: string) =>
    because(
      `<${role}_HEAD_i>:<DIST_PORT>`,
      "distInit",
      "The address of the instance's first node and a free port for its distributed start-up are placement choices.",
    ),
  requestRate: because(
    "<REQUEST_RATE>",
    "requestRate",
    "The plan serves no requests (λ = 0), so it has no rate to test.",
  ),
  sustainableRate: because(
    "<REQUEST_RATE>",
    "sustainableRate",
    "No load keeps every SLO at its target, so the plan has no sustainable rate to test: relax an SLO or add instances.",
  ),
  image: because(
    "<IMAGE>",
    "image",
    "Which container image (and release) runs the engine is an installation choice; the plan sizes the deployment, not its software.",
  ),
  namespace: because(
    "<NAMESPACE>",
    "namespace",
    "The Kubernetes namespace belongs to your cluster's layout, not to capacity.",
  ),
  hfTokenSecret: because(
    "<HF_TOKEN_SECRET>",
    "hfTokenSecret",
    "The name of the Secret that holds your Hugging Face token is your cluster's to choose.",
  ),
  modelCacheSize: because(
    "<MODEL_CACHE_SIZE>",
    "modelCacheSize",
    "The volume that caches the downloaded weights needs room for the checkpoint's files, whose size the plan does not know (it counts parameters, not files).",
  ),
} as const;
