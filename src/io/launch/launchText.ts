import { formatNumber } from "../../model/index.ts";
import type { LaunchRole, LaunchSettings } from "./launchSettings.ts";

// Launch settings as a shell-readable text: comments say what each command is and what to fill in.

const roleTitle = { prefill: "Prefill", decode: "Decode", router: "Router" } as const;

const roleBlock = (role: LaunchRole): string =>
  [
    role.role === "router"
      ? "# Router: 1 instance"
      : `# ${roleTitle[role.role]}: ${formatNumber(role.instances)} instances (one command per instance i = 1..${role.instances})`,
    role.command,
    ...(role.placeholders.length > 0
      ? ["# Placeholders:", ...role.placeholders.map((p) => `#   ${p.name}: ${p.why}`)]
      : []),
    ...(role.notes.length > 0 ? ["# Notes:", ...role.notes.map((note) => `#   ${note.text}`)] : []),
  ].join("\n");

/** The launch settings as text: a header naming the release and docs, then one block per role. */
export const launchText = (settings: LaunchSettings): string =>
  `${[
    [
      `# ${settings.version} launch settings for this plan; flags as documented at:`,
      ...settings.docs.map((url) => `#   ${url}`),
    ].join("\n"),
    ...settings.roles.map(roleBlock),
  ].join("\n\n")}\n`;
