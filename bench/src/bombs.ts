// `pnpm exec tsx bench/src/bombs.ts`: what reading each decompression bomb costs a worker, each in a fresh
// process (packages/reader/src/testing/bomb-memory.ts): resident memory idle and at its highest, time, outcome.
import { execFileSync } from "node:child_process";
import { BOMB_MEMORY_SCRIPT, BOMBS } from "@docsift/reader/testing";

process.stdout.write(
  `  ${"bomb".padEnd(18)} ${"file".padStart(9)} ${"idle".padStart(8)} ${"peak".padStart(8)} ${"growth".padStart(8)} ${"time".padStart(8)}  outcome\n`,
);
for (const kind of Object.keys(BOMBS)) {
  const out = execFileSync(process.execPath, ["--import", "tsx", BOMB_MEMORY_SCRIPT, kind], { encoding: "utf8" });
  const r = JSON.parse(out.trim().split("\n").at(-1)!) as {
    fileBytes: number;
    idleMb: number;
    peakMb: number;
    ms: number;
    outcome: string;
  };
  const mark = r.peakMb - r.idleMb < 500 ? "✓" : "✗";
  process.stdout.write(
    `${mark} ${kind.padEnd(18)} ${`${(r.fileBytes / 1e6).toFixed(2)} MB`.padStart(9)} ${`${r.idleMb} MB`.padStart(8)} ${`${r.peakMb} MB`.padStart(8)} ${`+${r.peakMb - r.idleMb} MB`.padStart(8)} ${`${(r.ms / 1000).toFixed(2)} s`.padStart(8)}  ${r.outcome}\n`,
  );
}
