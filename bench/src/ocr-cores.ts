// Run by main.ts under `taskset`, which gives this process one core or two: reads a scan as a worker would, with as
// many OCR workers as it has cores, and prints the median wall time of `runs` reads after a warm-up. Pinning the
// whole process is what makes "one core" mean one core: with one OCR worker but the machine's two cores, the
// preparation of the next page (decoding, straightening, finding missed ink) ran beside the recognition of this
// one on the second core, and the comparison measured 1.2 cores against two.
import { readFileSync } from "node:fs";
import os from "node:os";
import { closeOcr, configureOcr, readDocument } from "@docsift/reader";
import { median } from "./measure.ts";

const [path, type, runs] = process.argv.slice(2) as [string, string, string];
const bytes = readFileSync(path);
configureOcr({ poolSize: os.availableParallelism() });
const ms = await median(() => readDocument(bytes, type, { ocrLanguages: ["eng"] }), Number(runs));
await closeOcr();
process.stdout.write(JSON.stringify({ cores: os.availableParallelism(), ms }));
