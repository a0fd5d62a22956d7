import { describe, expect, it } from "vitest";
import { mapConcurrent } from "./concurrency.ts";
import { Gate } from "./testing/gate.ts";

/** Lets everything already queued run (promise callbacks, then the macrotasks before this one), with no clock. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("mapConcurrent", () => {
  it("keeps the order of the items with at most `limit` calls in flight", async () => {
    const gate = new Gate<number>();
    const outcome = mapConcurrent(["a", "b", "c", "d", "e"], 2, async (item, i) => {
      await gate.enter(i);
      return `${i}:${item}`;
    });
    // Calls end in another order than they started: each time two are in flight (or all that are left), the one
    // that started last ends first.
    for (let left = 5; left > 0; left--) {
      await gate.whenHeld(Math.min(2, left));
      gate.release(gate.held.at(-1));
    }
    expect(await outcome).toEqual(["0:a", "1:b", "2:c", "3:d", "4:e"]);
    expect(gate.most).toBe(2);
  });

  it("starts nothing after a failure and throws it once the running calls have settled", async () => {
    const gate = new Gate<number>();
    const started: number[] = [];
    let settled = 0;
    const outcome = mapConcurrent([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      if (n !== 1) await gate.enter(n);
      settled++;
      if (n === 1) throw new Error("page 1 failed");
      return n;
    });
    let thrown = false;
    outcome.catch(() => (thrown = true));
    // Call 1 has failed while call 2 is still running: nothing new starts, and the failure waits for call 2.
    await gate.whenHeld(1);
    await settle();
    expect(started).toEqual([1, 2]);
    expect(thrown).toBe(false);
    gate.release(2);
    await expect(outcome).rejects.toThrow("page 1 failed");
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(2);
  });
});
