import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodProblems } from "../../../src/io/measure/zodProblems.ts";

const errorOf = (schema: z.ZodType, value: unknown): z.ZodError => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("expected the value to fail");
  return parsed.error;
};

describe("zodProblems", () => {
  it("names the field, what it must be and the type it got", () => {
    const schema = z.object({ completed: z.number() });
    const document = { completed: "ten" };
    expect(zodProblems(errorOf(schema, document), 3, document)).toEqual([
      {
        line: 3,
        rule: "type",
        message: "completed must be number, got string",
        params: { expected: "number", got: "string" },
        field: "completed",
      },
    ]);
  });

  it("keeps a megabyte key to a short field name and a short message", () => {
    const key = "k".repeat(1_000_000);
    const schema = z.record(z.string(), z.number().min(0));
    const document = { [key]: -1 };
    const [problem] = zodProblems(errorOf(schema, document), 1, document);
    expect(problem?.field).toBe(`${"k".repeat(63)}…`);
    expect(problem?.message.length).toBeLessThanOrEqual(200);
  });

  it("does not take a prototype's property for a missing field", () => {
    const schema = z.object({ constructor: z.number() });
    const [problem] = zodProblems(errorOf(schema, {}), 1, {});
    expect(problem?.message).toBe("constructor must be number, got undefined");
  });
});
