// Renders the HTML documents of the suite's second half to PDF with Chromium, as a browser's "print to PDF" would:
// a producer unlike our own PDF writer (embedded subset fonts, text runs split by the layout engine, CSS tables and
// grids). The PDFs are committed beside their HTML, so `pnpm eval` needs no browser; run this after editing a
// document: `pnpm --filter @docsift/eval exec tsx src/generality/html/render.ts [id ...]`.
import { readdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const wanted = new Set(process.argv.slice(2));
const ids = (await readdir(here)).filter((f) => f.endsWith(".html")).map((f) => f.slice(0, -5)).filter((id) => wanted.size === 0 || wanted.has(id));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"], headless: true });
try {
  const page = await browser.newPage();
  for (const id of ids) {
    await page.goto(pathToFileURL(join(here, `${id}.html`)).href);
    const pdf = await page.pdf({ format: "A4", printBackground: true, margin: { top: "15mm", bottom: "15mm", left: "15mm", right: "15mm" } });
    await writeFile(join(here, `${id}.pdf`), pdf);
    console.log(`${id}.pdf ${pdf.length} bytes`);
  }
} finally {
  await browser.close();
}
