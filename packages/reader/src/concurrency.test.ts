import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { mapConcurrent } from "./concurrency.ts";

describe("mapConcurrent", () => {
  it("keeps the order of the items with at most `limit` calls in flight", async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrent([30, 5, 20, 1, 10], 2, async (ms, i) => {
      most = Math.max(most, ++running);
      await sleep(ms);
      running--;
      return `${i}:${ms}`;
    });
    expect(results).toEqual(["0:30", "1:5", "2:20", "3:1", "4:10"]);
    expect(most).toBe(2);
  });

  it("starts nothing after a failure and throws it once the running calls have settled", async () => {
    const started: number[] = [];
    let settled = 0;
    const outcome = mapConcurrent([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await sleep(n === 1 ? 5 : 30);
      settled++;
      if (n === 1) throw new Error("page 1 failed");
      return n;
    });
    await expect(outcome).rejects.toThrow("page 1 failed");
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(2);
  });
});
