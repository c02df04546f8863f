import { bench, describe } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { defaultPlan } from "../../src/model/plan.ts";
import { solveTraced } from "../../src/model/solve.ts";
import { derivationOf, derivationsOf } from "../../src/text/index.ts";

const solved = solveTraced(defaultPlan, catalog);

describe("derivations, written on demand", () => {
  bench("one derivation (what opening a ƒ costs)", () => {
    derivationOf("throughput.qpmPerNode", defaultPlan, solved, "zh");
  });

  bench("every derivation of the default plan (what the CLI's --explain costs)", () => {
    derivationsOf(defaultPlan, solved, "en");
  });
});
