// One stderr line for a problem in a named file: `error: trace.jsonl:3: input_length: ...`, the
// field left out where the message already starts with it.

export interface LineProblem {
  line: number;
  field?: string;
  message: string;
}

export const problemLine = (fileName: string, problem: LineProblem): string => {
  const where = problem.line > 0 ? `:${problem.line}` : "";
  const field =
    problem.field === undefined || problem.message.startsWith(problem.field)
      ? ""
      : `${problem.field}: `;
  return `error: ${fileName}${where}: ${field}${problem.message}`;
};
