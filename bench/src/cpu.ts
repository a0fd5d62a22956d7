// Where the time goes: CPU seconds from /proc (each child with its descendants, PostgreSQL's and Redis's processes,
// this process), the machine's busy and idle time from /proc/stat.
import { readdirSync, readFileSync } from "node:fs";
import type { Child } from "./service.ts";

const TICK = 100; // USER_HZ, 100 on Linux

export function cpuSnapshot(children: Child[]): { at: number; seconds: Map<string, number>; machineBusy: number; machineIdle: number } {
  const at = performance.now();
  const procs: { pid: number; ppid: number; comm: string; ticks: number }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const f = stat.slice(close + 2).split(" ");
      procs.push({ pid: Number(entry), ppid: Number(f[1]), comm, ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const seconds = new Map<string, number>();
  const treeOf = (root: number) => {
    const pids = new Set([root]);
    for (let grew = true; grew;) {
      grew = false;
      for (const p of procs) {
        if (pids.has(p.ppid) && !pids.has(p.pid)) {
          pids.add(p.pid);
          grew = true;
        }
      }
    }
    return procs.filter((p) => pids.has(p.pid)).reduce((s, p) => s + p.ticks, 0) / TICK;
  };
  for (const child of children) if (child.proc.pid) seconds.set(child.name, treeOf(child.proc.pid));
  seconds.set("postgres", procs.filter((p) => p.comm === "postgres").reduce((s, p) => s + p.ticks, 0) / TICK);
  seconds.set("redis", procs.filter((p) => p.comm.startsWith("redis-server")).reduce((s, p) => s + p.ticks, 0) / TICK);
  const self = process.cpuUsage();
  seconds.set("self", (self.user + self.system) / 1e6);
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  return { at, seconds, machineBusy: (total - idle) / TICK, machineIdle: idle / TICK };
}
