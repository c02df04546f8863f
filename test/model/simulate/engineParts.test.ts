import { describe, expect, it } from "vitest";
import {
  changeLoad,
  createDispatcher,
  pickInstance,
} from "../../../src/model/simulate/dispatch.ts";
import { createEventQueue, popEvent, pushEvent } from "../../../src/model/simulate/eventQueue.ts";

describe("the event queue", () => {
  it("pops events in time order and, at one instant, by priority: a freed slot before an arrival", () => {
    const queue = createEventQueue();
    pushEvent(queue, 20, 2, 0, 7);
    pushEvent(queue, 10, 2, 0, 1);
    pushEvent(queue, 20, 0, 1, 3);
    // 1 ms later than the 20 ms arrival: not the same instant.
    pushEvent(queue, 21, 0, 1, 4);
    const order: number[] = [];
    while (popEvent(queue)) order.push(queue.id);
    expect(order).toEqual([1, 3, 7, 4]);
  });

  it("counts times apart by rounding alone as one instant: 0.1 + 0.2 ms frees before an arrival at 0.3 ms", () => {
    const queue = createEventQueue();
    pushEvent(queue, 0.3, 2, 0, 1);
    pushEvent(queue, 0.1 + 0.2, 0, 1, 2);
    popEvent(queue);
    expect(queue.id).toBe(2);
    expect(queue.kind).toBe(1);
  });

  it("keeps order through growth past its first capacity", () => {
    const queue = createEventQueue();
    for (let i = 500; i > 0; i -= 1) pushEvent(queue, i, 0, 3, i);
    let previous = 0;
    while (popEvent(queue)) {
      expect(queue.timeMs).toBeGreaterThan(previous);
      expect(queue.kind).toBe(3);
      previous = queue.timeMs;
    }
    expect(previous).toBe(500);
  });
});

describe("dispatch", () => {
  it("sends each request to the instance with the fewest outstanding, the lowest index on ties", () => {
    const dispatcher = createDispatcher("leastLoaded", 3);
    const picks: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const pick = pickInstance(dispatcher);
      changeLoad(dispatcher, pick, 1);
      picks.push(pick);
    }
    expect(picks).toEqual([0, 1, 2, 0]);
    changeLoad(dispatcher, 2, -1);
    expect(pickInstance(dispatcher)).toBe(2);
  });

  it("finds the same instance over many instances (the tree) as a scan would", () => {
    const dispatcher = createDispatcher("leastLoaded", 1000);
    for (let i = 0; i < 3000; i += 1) changeLoad(dispatcher, pickInstance(dispatcher), 1);
    // Every instance holds 3; freeing two makes the lower one next.
    changeLoad(dispatcher, 731, -1);
    changeLoad(dispatcher, 412, -1);
    expect(pickInstance(dispatcher)).toBe(412);
  });

  it("takes instances in turn for round robin, whatever their load", () => {
    const dispatcher = createDispatcher("roundRobin", 2);
    changeLoad(dispatcher, 0, 5);
    expect([pickInstance(dispatcher), pickInstance(dispatcher), pickInstance(dispatcher)]).toEqual([
      0, 1, 0,
    ]);
  });
});
