import type { ArrayResult, DocumentSchema, FieldResult, ObjectResult, PrimitiveResult } from "@docsift/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type OllamaReport, type OllamaSettings, extractWithOllama, toJsonSchema } from "./index.ts";
import { type ChatBody, type FakeOllama, type Reply, startFakeOllama } from "./testing/fake-ollama.ts";
import { docFromPages } from "./testing/doc.ts";

let fake: FakeOllama | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function serve(reply: (body: ChatBody) => Reply): Promise<OllamaSettings> {
  fake = await startFakeOllama({ reply });
  return { host: fake.host, model: "test-model", timeoutMs: 5000, numCtx: 8192, concurrency: 1 };
}

function prompt(body: ChatBody): string {
  return body.messages.find((m) => m.role === "user")?.content ?? "";
}

function pagesOf(body: ChatBody): number[] {
  return [...prompt(body).matchAll(/=== Page (\d+)/g)].map((m) => Number(m[1]));
}

const primitive = (r: FieldResult | undefined) => r as PrimitiveResult;

const invoice = docFromPages(
  [
    "ACME Tools GmbH",
    "Invoice INV-2024-0042",
    "Invoice date: 12.03.2024",
    "Phone: +49 30 1234567",
    "E-mail: Billing@Acme-Tools.example",
  ].join("\n"),
  ["Total due", "1.234,56 EUR", "Due date", "26.03.2024", "Item  Qty  Price", "Drill  2  99,00", "Saw  1  45,50"].join("\n"),
);

const invoiceSchema: DocumentSchema = {
  name: "invoice",
  description: "A supplier invoice",
  fields: [
    { name: "invoice_number", type: "string", description: "The invoice number" },
    { name: "invoice_date", type: "date" },
    { name: "due_date", type: "date", description: "Due date, format DD/MM/YYYY" },
    { name: "order_date", type: "date" },
    { name: "total", type: "number" },
    { name: "discount", type: "number" },
    { name: "buyer", type: "string" },
    {
      name: "seller",
      type: "object",
      fields: [
        { name: "name", type: "string" },
        { name: "phone", type: "phone" },
        { name: "email", type: "email" },
      ],
    },
    {
      name: "items",
      type: "array",
      fields: [
        { name: "item", type: "string" },
        { name: "qty", type: "number" },
        { name: "price", type: "number" },
      ],
    },
  ],
};

const invoiceAnswer = {
  invoice_number: "INV-2024-0042",
  invoice_date: "2024-03-12", // reformatted by the model; printed 12.03.2024
  due_date: "26.03.2024",
  order_date: "2024-02-01", // not in the document
  total: 1234.56,
  discount: 99.5, // not in the document
  buyer: "Globex Corporation", // not in the document
  seller: { name: "Acme Toolz GmbH", phone: "+49 30 1234567", email: "BILLING@ACME-TOOLS.EXAMPLE" },
  items: [
    { item: "Drill", qty: 2, price: 99 },
    { item: "Saw", qty: 1, price: 45.5 },
    { item: "Hammer", qty: 3, price: 12 }, // not in the document
    { item: "Chisel", qty: 2, price: 8 }, // made up, though a 2 is printed (in another row)
  ],
};

describe("the request", () => {
  it("sends the schema as format, temperature 0, the context size, and the text with page markers", async () => {
    const settings = await serve(() => ({ json: {} }));
    await extractWithOllama(invoice, invoiceSchema, { ...settings, numCtx: 4096, keepAlive: "10m" });
    expect(fake!.requests).toHaveLength(1);
    const body = fake!.requests[0]!;
    expect(body.model).toBe("test-model");
    expect(body.stream).toBe(false);
    expect(body.keep_alive).toBe("10m");
    expect(body.format).toEqual(toJsonSchema(invoiceSchema));
    expect(body.options).toMatchObject({ temperature: 0, num_ctx: 4096 });
    expect(body.options.num_predict).toBeGreaterThan(0);
    const system = body.messages[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toContain("Never guess");
    expect(system.content).toContain("null");
    expect(system.content).toContain("invoice - A supplier invoice");
    expect(system.content).toContain("- invoice_number (string): The invoice number");
    const text = prompt(body);
    expect(text).toContain("=== Page 1 ===\nACME Tools GmbH\nInvoice INV-2024-0042");
    expect(text).toContain("=== Page 2 ===\nTotal due");
  });

  it("keeps tables as rows of cells", async () => {
    const doc = docFromPages({
      text: "Parts\nCode  Qty\nA-1  4\nB-2  7",
      tables: [
        {
          header: ["Code", "Qty"],
          rows: [
            ["A-1", "4"],
            ["B-2", "7"],
          ],
        },
      ],
    });
    const settings = await serve(() => ({ json: {} }));
    await extractWithOllama(doc, invoiceSchema, settings);
    expect(prompt(fake!.requests[0]!)).toContain("Parts\n| Code | Qty |\n| --- | --- |\n| A-1 | 4 |\n| B-2 | 7 |");
  });
});

describe("grounding", () => {
  it("returns what the document has, as printed there and normalised, and drops what it has not", async () => {
    const settings = await serve(() => ({ json: invoiceAnswer }));
    let report: OllamaReport | undefined;
    const result = await extractWithOllama(invoice, invoiceSchema, settings, { onReport: (r) => (report = r) });
    expect(Object.keys(result)).toEqual(invoiceSchema.fields.map((f) => f.name));

    expect(primitive(result.invoice_number)).toMatchObject({
      value: "INV-2024-0042",
      page_index: 1,
      source_context: "Invoice INV-2024-0042",
    });
    expect(primitive(result.invoice_number).confidence).toBe(0.9);

    const date = primitive(result.invoice_date);
    expect(date).toMatchObject({ value: "2024-03-12", field_type: "date", page_index: 1, source_context: "Invoice date: 12.03.2024" });
    expect(date.confidence).toBe(0.8);
    // The box is that of the printed date: columns 14 to 24 of a 34-character page, the third of five lines.
    expect(date.bbox).toEqual([14 / 34, 2 / 5, 24 / 34, 3 / 5].map((v) => Math.round(v * 10000) / 10000));

    expect(primitive(result.due_date)).toMatchObject({ value: "26/03/2024", page_index: 2, source_context: "Due date | 26.03.2024" });
    expect(primitive(result.total)).toMatchObject({ value: 1234.56, page_index: 2, source_context: "Total due | 1.234,56 EUR" });

    for (const name of ["order_date", "discount", "buyer"]) {
      expect(primitive(result[name])).toMatchObject({ value: null, confidence: 0, page_index: null, source_context: "" });
      expect(primitive(result[name]).bbox).toBeUndefined();
    }

    const seller = result.seller as ObjectResult;
    expect(seller.name).toMatchObject({ value: "ACME Tools GmbH", page_index: 1, confidence: 0.6 });
    expect(seller.phone).toMatchObject({ value: "+49301234567", source_context: "Phone: +49 30 1234567" });
    expect(seller.email).toMatchObject({ value: "billing@acme-tools.example", page_index: 1 });

    const items = result.items as ArrayResult;
    expect(items.map((i) => [i.item?.value, i.qty?.value, i.price?.value])).toEqual([
      ["Drill", 2, 99],
      ["Saw", 1, 45.5],
    ]);
    expect(items[0]!.price).toMatchObject({ page_index: 2, source_context: "Drill 2 99,00" });
    expect(report).toEqual({ chunks: 1, requests: 1, unreadableAnswers: 0, ungrounded: 9 });
  });

  it("does not ask about pages without text", async () => {
    const settings = await serve(() => ({ json: {} }));
    const blank = docFromPages("", "");
    const result = await extractWithOllama(blank, invoiceSchema, settings);
    expect(fake!.requests).toHaveLength(0);
    expect(primitive(result.invoice_number).value).toBeNull();
    expect(result.items).toEqual([]);
  });

  it("finds nothing when the model answers nothing", async () => {
    const settings = await serve(() => ({ json: { invoice_number: null, items: [] } }));
    const result = await extractWithOllama(invoice, invoiceSchema, settings);
    expect(primitive(result.invoice_number)).toEqual({
      name: "invoice_number",
      value: null,
      field_type: "string",
      confidence: 0,
      page_index: null,
      source_context: "",
    });
    expect(result.seller).toEqual({
      name: { name: "name", value: null, field_type: "string", confidence: 0, page_index: null, source_context: "" },
      phone: { name: "phone", value: null, field_type: "phone", confidence: 0, page_index: null, source_context: "" },
      email: { name: "email", value: null, field_type: "email", confidence: 0, page_index: null, source_context: "" },
    });
    expect(result.items).toEqual([]);
  });

  it("raises confidence where the rules engine agrees, lowers it where it disagrees, and follows OCR confidence", async () => {
    const settings = await serve(() => ({ json: invoiceAnswer }));
    const rules = {
      total: { name: "total", value: 1234.56, field_type: "number", confidence: 0.9, page_index: 2, source_context: "" },
      invoice_number: {
        name: "invoice_number",
        value: "INV-2024-0043",
        field_type: "string",
        confidence: 0.9,
        page_index: 1,
        source_context: "",
      },
    } satisfies Record<string, PrimitiveResult>;
    const result = await extractWithOllama(invoice, invoiceSchema, settings, { rules });
    expect(primitive(result.total).confidence).toBe(0.88);
    expect(primitive(result.invoice_number).confidence).toBe(0.7);

    const scanned = docFromPages({ text: "Invoice INV-2024-0042", confidence: 0.5 });
    const ocr = await extractWithOllama(scanned, invoiceSchema, settings);
    expect(primitive(ocr.invoice_number).confidence).toBe(0.45);
  });

  it("grounds a value printed over two lines, with both lines as context", async () => {
    const doc = docFromPages("Ship to:\nHauptstraße 5,\n10115 Berlin\nThank you");
    const schema: DocumentSchema = { name: "letter", description: "", fields: [{ name: "address", type: "string" }] };
    const settings = await serve(() => ({ json: { address: "Hauptstraße 5, 10115 Berlin" } }));
    const result = await extractWithOllama(doc, schema, settings);
    expect(primitive(result.address)).toMatchObject({
      value: "Hauptstraße 5, 10115 Berlin",
      page_index: 1,
      source_context: "Ship to: | Hauptstraße 5, | 10115 Berlin",
    });
  });

  it("asks again once when the answer is not JSON, then treats the chunk as empty", async () => {
    let calls = 0;
    const settings = await serve(() =>
      ++calls === 1 ? { content: "Sure! The invoice number is INV-2024-0042" } : { json: { invoice_number: "INV-2024-0042" } },
    );
    const repaired = await extractWithOllama(invoice, invoiceSchema, settings);
    expect(primitive(repaired.invoice_number).value).toBe("INV-2024-0042");
    expect(fake!.requests).toHaveLength(2);
    expect(fake!.requests[1]!.messages.at(-1)!.content).toMatch(/not valid JSON/);

    await fake!.close();
    const broken = await serve(() => ({ content: "{ not json" }));
    let report: OllamaReport | undefined;
    const empty = await extractWithOllama(invoice, invoiceSchema, broken, { onReport: (r) => (report = r) });
    expect(primitive(empty.invoice_number).value).toBeNull();
    expect(report).toMatchObject({ requests: 2, unreadableAnswers: 1 });
  });
});

describe("a long document", () => {
  const ROWS = 200;
  const PAGES = 60;
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    code: `P-${String(i + 1).padStart(4, "0")}`,
    description: ["Hex bolt", "Washer", "Wing nut", "Bracket"][i % 4]!,
    qty: (i % 5) + 1,
    price: ((i % 7) + 1) * 2.5,
  }));
  const pageOfRow = (i: number) => Math.floor((i * PAGES) / ROWS) + 1;
  const printed = (r: (typeof rows)[number]) => [r.code, r.description, String(r.qty), r.price.toFixed(2)];
  const doc = docFromPages(
    ...Array.from({ length: PAGES }, (_, p) => {
      const own = rows.filter((_, i) => pageOfRow(i) === p + 1);
      const header = ["Code", "Description", "Qty", "Price"];
      const lines = [
        "Parts list of delivery DN-7781",
        ...(p === 0 ? ["Delivery date: 12.03.2024"] : []),
        header.join("  "),
        ...own.map((r) => printed(r).join("  ")),
        `Page ${p + 1} of ${PAGES}`,
      ];
      return { text: lines.join("\n"), tables: [{ header, rows: own.map(printed) }] };
    }),
  );
  const schema: DocumentSchema = {
    name: "delivery_note",
    description: "",
    fields: [
      { name: "delivery_date", type: "date" },
      {
        name: "parts",
        type: "array",
        fields: [
          { name: "code", type: "string" },
          { name: "description", type: "string" },
          { name: "qty", type: "number" },
          { name: "price", type: "number" },
        ],
      },
    ],
  };
  // Like a model: every row of the pages it is shown, and a made-up date when the real one is not in view.
  const answer = (body: ChatBody): Reply => {
    const pages = new Set(pagesOf(body));
    return {
      json: {
        delivery_date: pages.has(1) ? "12.03.2024" : "2024-05-01",
        parts: rows.filter((_, i) => pages.has(pageOfRow(i))).map((r) => ({ ...r, price: r.price.toFixed(2) })),
      },
    };
  };

  it("is asked in overlapping chunks and merged into every row exactly once", async () => {
    const settings = await serve(answer);
    let report: OllamaReport | undefined;
    const result = await extractWithOllama(doc, schema, { ...settings, numCtx: 2048 }, { onReport: (r) => (report = r) });

    const asked = fake!.requests.map(pagesOf);
    expect(asked.length).toBeGreaterThan(3);
    expect(asked[0]![0]).toBe(1);
    expect(asked.at(-1)!.at(-1)).toBe(PAGES);
    for (let i = 1; i < asked.length; i++) expect(asked[i]![0]).toBe(asked[i - 1]!.at(-1));

    const parts = result.parts as ArrayResult;
    expect(parts).toHaveLength(ROWS);
    expect(parts.map((p) => p.code?.value)).toEqual(rows.map((r) => r.code));
    expect(parts.map((p) => p.price?.value)).toEqual(rows.map((r) => r.price));
    parts.forEach((p, i) => expect(p.code?.page_index).toBe(pageOfRow(i)));

    expect(primitive(result.delivery_date)).toMatchObject({ value: "2024-03-12", page_index: 1 });
    expect(report).toMatchObject({ chunks: asked.length, requests: asked.length, ungrounded: asked.length - 1 });
  });

  it("splits a page too long for one request by lines and merges the pieces' rows once each", async () => {
    const count = 600;
    const lines = Array.from({ length: count }, (_, i) => `R-${String(i + 1).padStart(3, "0")}  ${(i % 9) + 1}`);
    const sheet = docFromPages(["Stock list", "Code  Qty", ...lines].join("\n"));
    const listSchema: DocumentSchema = {
      name: "stock",
      description: "",
      fields: [
        {
          name: "rows",
          type: "array",
          fields: [
            { name: "code", type: "string" },
            { name: "qty", type: "number" },
          ],
        },
      ],
    };
    const settings = await serve((body) => ({
      json: { rows: [...prompt(body).matchAll(/^(R-\d+) {2}(\d+)$/gm)].map((m) => ({ code: m[1], qty: Number(m[2]) })) },
    }));
    const result = (await extractWithOllama(sheet, listSchema, { ...settings, numCtx: 2048 })).rows as ArrayResult;
    expect(fake!.requests.length).toBeGreaterThan(2);
    expect(prompt(fake!.requests[1]!)).toContain("=== Page 1 (continued) ===");
    expect(result.map((r) => r.code?.value)).toEqual(lines.map((l) => l.split(" ")[0]));
  });

  it("keeps identical rows that stand on different lines", async () => {
    const twice = docFromPages("Code  Qty\nX-1  2\nX-1  2\nX-2  5");
    const listSchema: DocumentSchema = {
      name: "list",
      description: "",
      fields: [
        {
          name: "rows",
          type: "array",
          fields: [
            { name: "code", type: "string" },
            { name: "qty", type: "number" },
          ],
        },
      ],
    };
    const settings = await serve(() => ({
      json: {
        rows: [
          { code: "X-1", qty: 2 },
          { code: "X-1", qty: 2 },
          { code: "X-2", qty: 5 },
        ],
      },
    }));
    const result = (await extractWithOllama(twice, listSchema, settings)).rows as ArrayResult;
    expect(result.map((r) => [r.code?.value, r.code?.source_context])).toEqual([
      ["X-1", "X-1 2"],
      ["X-1", "X-1 2"],
      ["X-2", "X-2 5"],
    ]);
    expect(new Set(result.map((r) => r.code?.bbox?.[1])).size).toBe(3);
  });

  it("asks several chunks at once up to the concurrency setting", async () => {
    // The first answers wait until three requests are in flight at once: the overlap is waited for, not hoped for.
    let openUp!: () => void;
    const threeInFlight = new Promise<void>((resolve) => (openUp = resolve));
    const settings = await serve((body) => {
      if (fake!.maxInFlight >= 3) openUp();
      return { ...answer(body), until: threeInFlight };
    });
    // A fourth request sent before an answer would show on the engine's side at once, whenever it reaches the server.
    let open = 0;
    let mostOpen = 0;
    const realFetch = globalThis.fetch;
    const counted = vi.spyOn(globalThis, "fetch").mockImplementation(async (...args) => {
      mostOpen = Math.max(mostOpen, ++open);
      try {
        return await realFetch(...args);
      } finally {
        open--;
      }
    });
    try {
      const result = await extractWithOllama(doc, schema, { ...settings, numCtx: 2048, concurrency: 3 });
      expect(fake!.maxInFlight).toBe(3);
      expect(mostOpen).toBe(3);
      expect(result.parts).toHaveLength(ROWS);
    } finally {
      counted.mockRestore();
    }
  });
});
