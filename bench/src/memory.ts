// Run as its own process by main.ts: reads one PDF as a worker would, then reports its peak resident memory.
import { readFileSync } from "node:fs";
import { closePdfThreads, readDocument } from "@docsift/reader";

const doc = await readDocument(readFileSync(process.argv[2]!), "application/pdf");
const maxRssMb = process.resourceUsage().maxRSS / 1024;
await closePdfThreads();
process.stdout.write(JSON.stringify({ pages: doc.pages.length, maxRssMb }));
