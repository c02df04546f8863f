import process from "node:process";

// What the command line says when a file cannot be read, and how it reads a pipe.

const reasons: Record<string, string> = {
  ENOENT: "no such file",
  EISDIR: "is a directory, not a file",
  EACCES: "permission denied",
  EPERM: "permission denied",
};

export const readErrorReason = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code in reasons) return reasons[code] ?? code;
  return error instanceof Error ? error.message : String(error);
};

// Reading fd 0 synchronously fails with EAGAIN on a pipe that is not yet written; stream it instead.
export const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
};
