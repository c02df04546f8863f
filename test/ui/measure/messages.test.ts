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
});
