/** The text of --help. */
export const usage = `xPyD Planner: capacity planning for disaggregated (prefill/decode) LLM serving

Usage:
  npm run --silent cli -- solve <plan.json> [--format table|json|markdown] [--no-explain]
  npm run --silent cli -- curves <plan.json> [--format csv|json]
  npm run --silent cli -- optimize <plan.json> [--format table|json]
  npm run --silent cli -- example
  npm run --silent cli -- --help

Commands:
  solve <plan.json>   Solve a plan file ("-" reads the plan from stdin) and print the result
  curves <plan.json>  Print the plan's latency-throughput curves (decode, prefill, Pareto,
                      TTFT vs rate, nodes vs target QPM) as CSV blocks or JSON
  optimize <plan.json>
                      Search batches, instance sizes, parallelism and draft tokens for the
                      most QPM per node under every SLO (fewest nodes for a target QPM)
  example             Print the example plan as JSON, a starting point for your own

Options:
  -f, --format <fmt>  solve: table (default), json or markdown; curves: csv (default) or json;
                      optimize: table (default) or json
      --no-explain    Hide the column that shows how each number was computed
  -h, --help          Show this help

Exit status: 0 solved (even when the plan is infeasible), 1 bad plan file, 2 bad arguments.

Example:
  npm run --silent cli -- example > plan.json
  npm run --silent cli -- solve plan.json --format markdown
`;
