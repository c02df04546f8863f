/** The text of --help. */
export const usage = `xPyD Planner: capacity planning for disaggregated (prefill/decode) LLM serving

Usage:
  npm run --silent cli -- solve <plan.json> [--format table|json|markdown] [--no-explain]
  npm run --silent cli -- example
  npm run --silent cli -- --help

Commands:
  solve <plan.json>   Solve a plan file ("-" reads the plan from stdin) and print the result
  example             Print the example plan as JSON, a starting point for your own

Options:
  -f, --format <fmt>  Output of solve: table (default), json or markdown
      --no-explain    Hide the column that shows how each number was computed
  -h, --help          Show this help

Exit status: 0 solved (even when the plan is infeasible), 1 bad plan file, 2 bad arguments.

Example:
  npm run --silent cli -- example > plan.json
  npm run --silent cli -- solve plan.json --format markdown
`;
