// node's parseArgs refuses `--rate -1` as ambiguous (the value might be a flag). A number is no
// flag, so it is joined to its option (`--rate=-1`) and the option's own check can say what it takes.

const negativeNumber = /^-(?:\d|\.\d|Infinity)/;

export const joinNegativeValues = (
  argv: readonly string[],
  options: Readonly<Record<string, { type: "string" | "boolean" }>>,
): string[] => {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    const next = argv[i + 1];
    const name = arg.startsWith("--") ? arg.slice(2) : undefined;
    const takesValue =
      name !== undefined && Object.hasOwn(options, name) && options[name]?.type === "string";
    if (takesValue && next !== undefined && negativeNumber.test(next)) {
      joined.push(`${arg}=${next}`);
      i += 1;
    } else joined.push(arg);
  }
  return joined;
};
