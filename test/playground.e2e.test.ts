/// <reference lib="dom" />
// (for the functions given to page.evaluate, which run in the browser)
// The playground end to end in a real browser (Debian's Chromium driven by playwright-core) against the real API
// and a worker: key, document, schema form, run, then the values in the table and boxed on the rendered page.
// Saves docs/playground.png, the screenshot the README shows.
import { readFile } from "node:fs/promises";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, makePdf, type TestEnv } from "./support.ts";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));
const SCREENSHOT = `${repoRoot}docs/playground.png`;

let env: TestEnv;
let server: http.Server;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  env = await createTestEnv();
  env.startWorker();
  server = env.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // As .ci/run installs it (apt-get install chromium). Background networking off: this machine's network is closed.
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    // docsift.lan: a host name that is not loopback, so a page opened by it is no secure context (as a self-hosted
    // API is, opened over plain http by its name on a network).
    args: [
      "--no-sandbox",
      "--headless",
      "--host-resolver-rules=MAP docsift.lan 127.0.0.1",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
  await env.close();
});

/** Script errors, console errors and requests to other origins, seen by each page; checked before it closes. */
const problems = new Map<Page, string[]>();

async function openPlayground(origin = baseUrl): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const seen: string[] = [];
  problems.set(page, seen);
  page.on("pageerror", (err) => seen.push(err.message));
  page.on("console", (msg) => msg.type() === "error" && seen.push(msg.text()));
  // Nothing may come from anywhere but the API itself (no CDN: air-gapped sites).
  page.on("request", (req) => !req.url().startsWith(origin) && !/^(blob|data):/.test(req.url()) && seen.push(`request to ${req.url()}`));
  const res = await page.goto(`${origin}/playground`);
  expect(res?.status()).toBe(200);
  expect(res?.headers()["content-security-policy"]).toContain("default-src 'self'");
  await page.getByLabel("API key").fill(env.key);
  return page;
}

/** The box drawn for a field lies on the page image, with a size. */
async function expectBoxOnPage(page: Page, field: string) {
  const box = await page.locator(`.page .box[data-field="${field}"]`).boundingBox();
  const image = await page.locator(`.page[data-page="1"] img`).boundingBox();
  expect(box, field).not.toBeNull();
  expect(box!.width).toBeGreaterThan(5);
  expect(box!.height).toBeGreaterThan(5);
  expect(box!.x).toBeGreaterThanOrEqual(image!.x - 4);
  expect(box!.y).toBeGreaterThanOrEqual(image!.y - 4);
  expect(box!.x + box!.width).toBeLessThanOrEqual(image!.x + image!.width + 4);
  expect(box!.y + box!.height).toBeLessThanOrEqual(image!.y + image!.height + 4);
}

describe("playground", () => {
  it("uploads a dropped PDF, runs a schema edited in the form, and shows values in the table and boxed on the page", async () => {
    const page = await openPlayground();
    const pdf = await makePdf([["Northwind Traders", "Invoice Number: INV-2041", "Invoice Date: 14.03.2026", "Total: 1,250.00 EUR"]]);
    // Dropped on the drop zone, as a person drags a file from their desktop.
    const dataTransfer = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], "northwind.pdf", { type: "application/pdf" }));
      return transfer;
    }, pdf.toString("base64"));
    await page.locator(".drop").dispatchEvent("drop", { dataTransfer });
    await expect.poll(() => page.locator(".drop strong").textContent()).toBe("northwind.pdf");

    // A blank schema, then three fields through the form; the JSON beside it follows.
    await page.getByLabel("Schema template").selectOption("blank");
    for (const [name, type, description] of [
      ["invoice_number", "string", "Invoice number"],
      ["total", "number", "Total including tax"],
      ["iban", "string", "IBAN to pay to"],
    ]) {
      await page.getByRole("button", { name: "Add field" }).click();
      const row = page.locator(".fields tbody tr").last();
      await row.getByLabel("Field name").fill(name!);
      await row.getByLabel("Field type").selectOption(type!);
      await row.getByLabel("Field description").fill(description!);
    }
    // The JSON follows the form once the page has rendered again.
    const fieldsInJson = async () =>
      (JSON.parse(await page.getByLabel("Schema JSON").inputValue()).fields as { name: string; type: string }[]).map(
        (f) => `${f.name}:${f.type}`,
      );
    await expect.poll(fieldsInJson).toEqual(["invoice_number:string", "total:number", "iban:string"]);

    await page.getByRole("button", { name: "Run extraction" }).click();
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 30_000 }).toMatch(/COMPLETED/);

    const row = (field: string) => page.locator(`.results tr[data-field="${field}"]`);
    expect(await row("invoice_number").locator(".value").textContent()).toBe("INV-2041");
    expect(await row("total").locator(".value").textContent()).toBe("1250");
    expect(await row("total").locator(".confidence").textContent()).toMatch(/^0\.\d\d|1\.00$/);
    expect(await row("iban").locator(".value").textContent()).toBe("not found");
    expect(await page.locator('.box[data-field="iban"]').count()).toBe(0);

    await page.locator('.page[data-page="1"] img').waitFor();
    await expectBoxOnPage(page, "invoice_number");
    await expectBoxOnPage(page, "total");
    // Row and box light each other up.
    await row("invoice_number").hover();
    await expect.poll(() => page.locator('.box[data-field="invoice_number"]').getAttribute("class")).toMatch(/\bhot\b/);
    await page.locator('.box[data-field="total"]').hover();
    await expect.poll(() => row("total").getAttribute("class")).toMatch(/\bhot\b/);
    await expect.poll(() => page.locator('.box[data-field="invoice_number"]').getAttribute("class")).not.toMatch(/\bhot\b/);

    // Another run on the same document, with the schema picked again from its template: no second upload.
    const uploads: string[] = [];
    page.on("request", (req) => req.method() === "POST" && req.url().endsWith("/v1/upload") && uploads.push(req.url()));
    await page.getByLabel("Schema template").selectOption("invoice");
    await expect.poll(async () => JSON.parse(await page.getByLabel("Schema JSON").inputValue()).name).toBe("invoice");
    await page.getByRole("button", { name: "Run extraction" }).click();
    await expect
      .poll(() => page.locator('.results tr[data-field="invoice_date"] .value').textContent(), { timeout: 30_000 })
      .toBe("2026-03-14");
    expect(uploads).toEqual([]);
    await page.locator('.page[data-page="1"] img').waitFor();
    await expectBoxOnPage(page, "invoice_number");
    // The template menu is back at "choose…", so the same template can be picked again to start over.
    expect(await page.getByLabel("Schema template").inputValue()).toBe("");

    // The key lives in this tab's session storage only.
    expect(await page.evaluate(() => [sessionStorage.getItem("docsift.apiKey"), localStorage.length])).toEqual([env.key, 0]);
    expect(problems.get(page)).toEqual([]);
    await page.close();
  });

  it("works opened over plain http by a host name, where the browser gives no crypto.randomUUID", async () => {
    const page = await openPlayground(baseUrl.replace("127.0.0.1", "docsift.lan"));
    expect(await page.evaluate(() => [isSecureContext, typeof crypto.randomUUID])).toEqual([false, "undefined"]);
    await page.getByRole("button", { name: "receipt", exact: true }).click();
    await expect.poll(() => page.locator(".drop strong").textContent()).toBe("receipt.pdf");
    await page.getByRole("button", { name: "Run extraction" }).click();
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 30_000 }).toMatch(/COMPLETED/);
    await page.locator('.page[data-page="1"] img').waitFor();
    expect(await page.locator(".page .box").count()).toBeGreaterThan(0);
    expect(problems.get(page)).toEqual([]);
    await page.close();
  });

  it("runs a built-in example with its template, and saves the README's screenshot", async () => {
    const page = await openPlayground();
    await page
      .getByLabel("Document file")
      .setInputFiles({ name: "picked.pdf", mimeType: "application/pdf", buffer: await makePdf([["Picked"]]) });
    await expect.poll(() => page.locator(".drop strong").textContent()).toBe("picked.pdf");
    await page.getByRole("button", { name: "invoice", exact: true }).click();
    await expect.poll(() => page.locator(".drop strong").textContent()).toBe("invoice.pdf");
    expect(JSON.parse(await page.getByLabel("Schema JSON").inputValue()).name).toBe("invoice");
    await page.getByRole("button", { name: "Run extraction" }).click();
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 30_000 }).toMatch(/COMPLETED/);
    expect(await page.locator('.results tr[data-field="invoice_number"] .value').textContent()).toBe("BPS-2026-0117");
    await page.locator('.page[data-page="1"] img').waitFor();
    await expectBoxOnPage(page, "invoice_number");
    await page.locator('.results tr[data-field="total"]').hover();
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    expect((await readFile(SCREENSHOT)).subarray(1, 4).toString()).toBe("PNG");
    expect(problems.get(page)).toEqual([]);
    await page.close();
  });
});
