// The service's processes as the benchmark starts them: the CLI (`docsift up`, `api`, `worker`, `migrate`) in child
// processes of a checkout, as a deployment would start them, with their output kept for the report and for errors.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CLI = "apps/cli/src/main.ts";

export type Child = {
  name: string;
  proc: ChildProcess;
  exited: boolean;
  exit: Promise<void>;
  /** Per-job `ms` from "extraction completed" log lines (workers at LOG_LEVEL=info). */
  jobMs: { id: string; ms: number }[];
  tail(): string;
};

export function startChild(repoRoot: string, name: string, args: string[], env: Record<string, string>): Child {
  const proc = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const jobMs: Child["jobMs"] = [];
  const keep = (line: string) => {
    if (!line) return;
    if (line.includes('"extraction completed"')) {
      try {
        const entry = JSON.parse(line) as { extractionId?: string; ms?: number };
        if (entry.extractionId && typeof entry.ms === "number") jobMs.push({ id: entry.extractionId, ms: entry.ms });
        return;
      } catch {
        // not a log line of ours
      }
    }
    lines.push(line);
    if (lines.length > 40) lines.shift();
  };
  for (const stream of [proc.stdout!, proc.stderr!]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      parts.forEach(keep);
    });
  }
  const child: Child = {
    name,
    proc,
    exited: false,
    exit: new Promise<void>((resolve) => proc.once("exit", () => resolve())),
    jobMs,
    tail: () => lines.slice(-10).join("\n"),
  };
  void child.exit.then(() => (child.exited = true));
  return child;
}

/** SIGTERM, then the child's own graceful shutdown (a worker finishes its jobs); SIGKILL after 30 s. */
export async function stopChild(child: Child): Promise<void> {
  if (child.exited || child.proc.exitCode !== null) return;
  child.proc.kill("SIGTERM");
  const timer = setTimeout(() => child.proc.kill("SIGKILL"), 30_000);
  await child.exit;
  clearTimeout(timer);
}

export async function waitReady(url: string, child: Child, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exited) throw new Error(`${child.name} exited before it was ready:\n${child.tail()}`);
    try {
      const res = await fetch(url);
      await res.text();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${child.name} not ready after ${timeoutMs} ms:\n${child.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function runCli(repoRoot: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    proc.stdout.on("data", (c: Buffer) => (out += c.toString()));
    proc.stderr.on("data", (c: Buffer) => (out += c.toString()));
    proc.on("error", reject);
    proc.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`docsift ${args.join(" ")} exited ${code}: ${out.trim()}`))));
  });
}
