// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createMeasureStore } from "../../../src/io/measure/measureStore.ts";
import { answerTo, type MeasureRequest } from "../../../src/ui/measure/messages.ts";

const options = { percentiles: [50, 99] };
const result = '{"model_id":"m","completed":1,"duration":1,"total_input_tokens":1}';

type Sources = Extract<MeasureRequest, { kind: "add" }>["sources"];
const add = (id: number, sources: Sources): MeasureRequest => ({
  kind: "add",
  id,
  options,
  sources,
});

describe("answerTo", () => {
  it("reports a file over the size limit as that file's problem and keeps serving", async () => {
    const store = createMeasureStore();
    const huge = { name: "huge.json", size: 1_200_000_000 } as File;
    const first = await answerTo(store, add(1, [huge]));
    expect(first.snapshot.files).toEqual([
      {
        name: "huge.json",
        format: null,
        runCount: 0,
        problems: [
          {
            line: 0,
            rule: "fileTooLarge",
            params: { got: "1,200 MB", limit: "100 MB" },
            message: "is 1,200 MB; the limit is 100 MB (take part of it first)",
          },
        ],
      },
    ]);
    const second = await answerTo(store, add(2, [new File([result], "good.json")]));
    expect(second.snapshot.files.map((file) => [file.name, file.runCount])).toEqual([
      ["huge.json", 0],
      ["good.json", 1],
    ]);
    expect(second.snapshot.runs).toHaveLength(1);
  });

  it("answers every request even when a file's text cannot be taken", async () => {
    const store = createMeasureStore();
    const broken = {
      name: "broken",
      get text(): string {
        throw new TypeError("detached");
      },
    };
    const answer = await answerTo(store, add(1, [broken]));
    expect(answer.id).toBe(1);
    expect(answer.snapshot.files[0]?.problems.map((problem) => problem.rule)).toEqual([
      "unreadable",
    ]);
    const next = await answerTo(store, add(2, [{ name: "pasted 1", text: result }]));
    expect(next.snapshot.runs.map((run) => run.fileName)).toEqual(["pasted 1"]);
    expect(next.snapshot.files.map((file) => file.name)).toEqual(["broken", "pasted 1"]);
  });

  it("keeps at most 500 MB of files and names each file it did not add", async () => {
    const store = createMeasureStore();
    // A file that says it is 99 MB; its text is one small result, so the test stays light.
    const large = (name: string) =>
      Object.defineProperty(new File([result], name), "size", { value: 99_000_000 });
    const first = await answerTo(store, add(1, [large("a"), large("b"), large("c")]));
    expect(first.snapshot.runs).toHaveLength(3);
    // 3 × 99 + 2 × 99 = 495 MB fit; a sixth 99 MB file would make 594.
    const second = await answerTo(store, add(2, [large("d"), large("e"), large("f")]));
    const problems = (name: string) =>
      second.snapshot.files.find((file) => file.name === name)?.problems.map((p) => p.rule);
    expect(second.snapshot.runs.map((run) => run.fileName)).toEqual(["a", "b", "c", "d", "e"]);
    expect(problems("e")).toEqual([]);
    expect(problems("f")).toEqual(["keptFull"]);
    expect(second.snapshot.files.find((file) => file.name === "f")?.problems[0]).toMatchObject({
      params: { limit: "500 MB" },
    });
    // Removing one file makes room again; a refused file keeps nothing.
    await answerTo(store, { kind: "remove", name: "f", id: 3, options });
    await answerTo(store, { kind: "remove", name: "a", id: 4, options });
    const third = await answerTo(store, add(5, [large("g")]));
    expect(third.snapshot.runs.map((run) => run.fileName)).toEqual(["b", "c", "d", "e", "g"]);
    expect(store.keptBytes()).toBe(5 * 99_000_000);
  });

  it("counts pasted text by its length", async () => {
    const store = createMeasureStore();
    await answerTo(store, add(1, [{ name: "pasted 1", text: result }]));
    expect(store.keptBytes()).toBe(result.length);
  });
});
