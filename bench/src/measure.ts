import { execFile, execFileSync } from "node:child_process";
import net from "node:net";

/** Median wall time of `runs` runs after one warm-up, in milliseconds. */
export async function median(fn: () => Promise<unknown> | unknown, runs: number): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Median wall times of several functions measured in turns (a, b, c, a, b, c, ...), after one warm-up each: this
 * machine's speed drifts by tens of percent over a minute, and taking turns exposes every function to the same
 * drift, so their ratios hold where back-to-back series would not.
 */
export async function medians(fns: (() => Promise<unknown> | unknown)[], runs: number): Promise<number[]> {
  for (const fn of fns) await fn();
  const times = fns.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [j, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      times[j]!.push(performance.now() - t);
    }
  }
  return times.map((series) => series.sort((a, b) => a - b)[Math.floor(series.length / 2)]!);
}

export function runTool(cmd: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "ignore"], env: { ...process.env, ...env } });
}

/** The same, without blocking: several may run at once. */
export function runToolAsync(cmd: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { env: { ...process.env, ...env } }, (error) => (error ? reject(error) : resolve()));
  });
}

export function hasTool(cmd: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** A TCP port free on loopback now, for a server the bench starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((r) => server.close(r));
  return port;
}
