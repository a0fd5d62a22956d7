// How integration tests wait: for the event that matters when there is one (a line a child process prints, a
// request reaching a stand-in server), else for a condition polled against a deadline (state another process
// writes to PostgreSQL or Redis, which tells no one). Never for a fixed time: deadlines are upper bounds only.
import type { Readable } from "node:stream";

/**
 * The first match of `pattern` in what `stream` prints from now on (matched against all of it, across chunks).
 * Rejects when the stream ends first, or after `timeoutMs`.
 */
export function printed(stream: Readable, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let text = "";
    const stop = () => {
      clearTimeout(deadline);
      stream.off("data", onData);
      stream.off("end", onEnd);
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (match) {
        stop();
        resolve(match);
      }
    };
    const onEnd = () => {
      stop();
      reject(new Error(`the output ended without ${pattern}: ${text}`));
    };
    const deadline = setTimeout(() => {
      stop();
      reject(new Error(`nothing printed matched ${pattern} within ${timeoutMs} ms: ${text}`));
    }, timeoutMs);
    stream.on("data", onData);
    stream.once("end", onEnd);
  });
}

/**
 * Polls `probe` until it returns something other than undefined, null or false, and returns that. Only for a
 * condition no event announces; fails with `what` after `timeoutMs`.
 */
export async function waitUntil<T>(
  probe: () => T | Promise<T>,
  what: string | (() => string),
  { timeoutMs = 20_000, everyMs = 25 } = {},
): Promise<Exclude<T, undefined | null | false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value as Exclude<T, undefined | null | false>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === "string" ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** What arrives at a stand-in server (or any other sink), in order, with a way to wait for one as it comes. */
export class Arrivals<T> {
  readonly all: T[] = [];
  #listeners = new Set<(item: T) => void>();

  add(item: T): void {
    this.all.push(item);
    for (const listener of [...this.#listeners]) listener(item);
  }

  /** The first item `match` accepts, already here or still to come; rejects after `timeoutMs`. */
  next(match: (item: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
    const here = this.all.find(match);
    if (here !== undefined) return Promise.resolve(here);
    return new Promise((resolve, reject) => {
      const listener = (item: T) => {
        if (!match(item)) return;
        this.#listeners.delete(listener);
        clearTimeout(deadline);
        resolve(item);
      };
      const deadline = setTimeout(() => {
        this.#listeners.delete(listener);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      this.#listeners.add(listener);
    });
  }
}
