import type { Placeholder } from "./launchSettings.ts";

// Every value a command needs that the plan does not decide, with the reason it does not.

const because = (name: string, why: string): Placeholder => ({ name, why });

export const placeholders = {
  model: because(
    "<MODEL>",
    "The plan names no model preset with a Hugging Face id (latency.model), so the weights to load are yours to name.",
  ),
  port: (role: string) =>
    because(
      `<${role}_PORT>`,
      "Ports belong to your network layout; capacity planning does not choose them.",
    ),
  host: (role: string) =>
    because(
      `<${role}_HOST_i>`,
      `Which machine runs ${role.toLowerCase()} instance i is a placement choice the plan does not make.`,
    ),
  routerHost: because(
    "<ROUTER_HOST>",
    "The address the router listens on is a placement choice the plan does not make.",
  ),
  draftMethod: because(
    "<DRAFT_METHOD>",
    "The plan gives the number of draft tokens k, not the drafter (MTP head, EAGLE, a draft model, n-gram).",
  ),
  transferBackend: because(
    "<TRANSFER_BACKEND>",
    "The KV transfer library (mooncake or nixl) depends on your network and installation, not on capacity.",
  ),
  nodeRank: because(
    "<NODE_RANK>",
    "An instance spanning several nodes runs this command once per node, with ranks 0, 1, …; the plan sizes the instance, not which node is which.",
  ),
  distInit: (role: string) =>
    because(
      `<${role}_HEAD_i>:<DIST_PORT>`,
      "The address of the instance's first node and a free port for its distributed start-up are placement choices.",
    ),
} as const;
