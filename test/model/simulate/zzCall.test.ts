import { it } from "vitest";
import { add } from "./zzTmp/lib.ts";
const local = (a: number, b: number): number => a + b;
it("calls", () => {
  for (let r = 0; r < 3; r++) {
    let t = performance.now(); let s = 0;
    for (let i = 0; i < 2e7; i++) s = add(s, i & 7);
    const cross = performance.now() - t;
    t = performance.now(); let u = 0;
    for (let i = 0; i < 2e7; i++) u = local(u, i & 7);
    console.log("cross", cross.toFixed(0), "local", (performance.now() - t).toFixed(0), s === u);
  }
});
