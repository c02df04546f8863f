import { maxListedProblems } from "./sizeLimits.ts";
import { type SizesProblem, sizesProblem } from "./sizesProblem.ts";

// A garbage file of a million lines has a million problems; a person reads the first few, and
// keeping the rest would cost the memory the bounds are there to save.

export interface ProblemList {
  add: (...problems: readonly SizesProblem[]) => void;
  /** How many problems were added in all. */
  count: () => number;
  /** The first `maxListedProblems`, then one line counting the rest. */
  list: () => SizesProblem[];
}

export const problemList = (): ProblemList => {
  const listed: SizesProblem[] = [];
  let unlisted = 0;
  let firstUnlistedLine = 0;
  return {
    add: (...problems) => {
      for (const problem of problems) {
        if (listed.length < maxListedProblems) listed.push(problem);
        else {
          if (unlisted === 0) firstUnlistedLine = problem.line;
          unlisted += 1;
        }
      }
    },
    count: () => listed.length + unlisted,
    list: () =>
      unlisted === 0
        ? [...listed]
        : [
            ...listed,
            sizesProblem(
              firstUnlistedLine,
              "moreProblems",
              `and ${unlisted} more problem(s) from this line on`,
              { count: unlisted },
            ),
          ],
  };
};
