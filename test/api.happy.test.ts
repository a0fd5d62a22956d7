// Each operation's happy path through a real worker to COMPLETED, on a text file, a CSV and a PDF.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExtractionResultSchema, type PrimitiveResult } from "@docsift/contract";
import { auth, createJob, createTestEnv, makePdf, upload, waitForResult, type TestEnv } from "./support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  env.startWorker();
});
afterAll(async () => env.close());

const invoiceSchema = {
  name: "invoice",
  description: "Key data of an invoice",
  fields: [
    { name: "invoice_number", type: "string", description: "Invoice number" },
    { name: "invoice_date", type: "date", description: "Date the invoice was issued" },
    { name: "due_date", type: "date", description: "Date by which the invoice must be paid" },
    { name: "total", type: "number", description: "Total amount including tax" },
    { name: "contact_email", type: "email", description: "E-mail address of the seller" },
    { name: "phone", type: "phone", description: "Phone number of the seller" },
    { name: "purchase_order", type: "string", description: "Purchase order number" },
  ],
};

function primitive(result: unknown): PrimitiveResult {
  return result as PrimitiveResult;
}

describe("a text file", () => {
  it("uploads, extracts and polls to COMPLETED with typed values, sources and null for what is absent", async () => {
    const text = [
      "ACME Supplies GmbH",
      "Friedrichstr. 12, 10117 Berlin",
      "Invoice Number: INV-2024-0042",
      "Invoice Date: 12/03/2024",
      "Due Date: 25/03/2024",
      "Email: Billing@Acme.example",
      "Phone: +49 (0)30 1234 567",
      "Total: 1.234,56 EUR",
    ].join("\n");
    const up = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "text/plain", file_base64: Buffer.from(text).toString("base64") });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ file_id: expect.stringMatching(/^file_/), content_type: "text/plain", size_bytes: text.length });
    expect(up.body.sha256).toMatch(/^[0-9a-f]{64}$/);

    const created = await request(env.app)
      .post("/v1/extract")
      .set(auth(env.key))
      .send({ file_id: up.body.file_id, document_schema: invoiceSchema });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(["created_at", "extraction_id", "status"]);
    expect(created.body.status).toBe("PENDING");
    expect(new Date(created.body.created_at).toISOString()).toBe(created.body.created_at);

    const result = await waitForResult(env, created.body.extraction_id);
    expect(ExtractionResultSchema.strict().parse(result)).toBeTruthy();
    expect(result.status).toBe("COMPLETED");
    expect(result.file_id).toBe(up.body.file_id);
    expect(result.schema_name).toBe("invoice");
    expect(result.schema_description).toBe("Key data of an invoice");
    expect(result.processing_metadata.credits_used).toBe(1);
    const fields = result.extracted_data.fields;
    expect(Object.keys(fields)).toEqual(invoiceSchema.fields.map((f) => f.name));
    expect(result.extracted_data).toMatchObject({ name: "invoice", field_type: "object" });

    const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, primitive(v).value]));
    expect(values).toEqual({
      invoice_number: "INV-2024-0042",
      invoice_date: "2024-03-12",
      due_date: "2024-03-25",
      total: 1234.56,
      contact_email: "billing@acme.example",
      phone: "+49301234567",
      purchase_order: null,
    });
    const total = primitive(fields.total);
    expect(total).toMatchObject({ name: "total", field_type: "number", page_index: 1 });
    expect(total.source_context).toContain("Total");
    expect(total.confidence).toBeGreaterThan(0.5);
    expect(total.confidence).toBeLessThanOrEqual(1);
    expect(primitive(fields.purchase_order)).toEqual({
      name: "purchase_order",
      value: null,
      field_type: "string",
      confidence: 0,
      page_index: null,
      source_context: "",
    });
  });
});

describe("a CSV", () => {
  it("maps columns to the item's sub-fields, one item per row", async () => {
    const csv = 'description;quantity;unit price;amount\nWidget;2;10,00;20,00\n"Gadget; large";1;5,50;5,50\n';
    const fileId = await upload(env, Buffer.from(csv), "text/csv");
    const id = await createJob(env, fileId, {
      name: "items",
      fields: [
        {
          name: "line_items",
          type: "array",
          fields: [
            { name: "description", type: "string" },
            { name: "quantity", type: "number" },
            { name: "unit_price", type: "number" },
            { name: "amount", type: "number" },
          ],
        },
      ],
    });
    const result = await waitForResult(env, id);
    expect(result.status).toBe("COMPLETED");
    const items = result.extracted_data.fields.line_items as Record<string, PrimitiveResult>[];
    expect(items.map((i) => Object.fromEntries(Object.entries(i).map(([k, v]) => [k, v.value])))).toEqual([
      { description: "Widget", quantity: 2, unit_price: 10, amount: 20 },
      { description: "Gadget; large", quantity: 1, unit_price: 5.5, amount: 5.5 },
    ]);
  });
});

describe("a PDF", () => {
  it("reads the text layer of every page and reports the page each value came from", async () => {
    const pdf = await makePdf([
      ["Northwind Traders", "Invoice No.: NW-881", "Invoice Date: 2024-05-01"],
      ["Payment terms: 30 days", "Total due: 99.90 USD"],
    ]);
    const up = await request(env.app)
      .post("/v1/upload")
      .set(auth(env.key))
      .send({ content_type: "application/pdf", file_base64: pdf.toString("base64") });
    expect(up.status).toBe(201);
    expect(up.body.page_count).toBe(2);
    const id = await createJob(env, up.body.file_id, invoiceSchema);
    const result = await waitForResult(env, id);
    expect(result.status).toBe("COMPLETED");
    expect(result.processing_metadata.credits_used).toBe(2);
    const f = result.extracted_data.fields;
    expect(primitive(f.invoice_number)).toMatchObject({ value: "NW-881", page_index: 1 });
    expect(primitive(f.invoice_date)).toMatchObject({ value: "2024-05-01", page_index: 1 });
    expect(primitive(f.total)).toMatchObject({ value: 99.9, page_index: 2 });
    expect(primitive(f.total).bbox).toHaveLength(4);
    expect(primitive(f.due_date).value).toBeNull();
  });

  it("ends a corrupt PDF FAILED with a reason, charging nothing", async () => {
    const fileId = await upload(env, Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage garbage\n"), "application/pdf");
    const id = await createJob(env, fileId, invoiceSchema);
    const result = await waitForResult(env, id);
    expect(result.status).toBe("FAILED");
    expect(result.error?.code).toBe("corrupt_file");
    expect(result.error?.message).toMatch(/PDF/);
    expect(result.processing_metadata.credits_used).toBe(0);
    expect(result.extracted_data).toEqual({ name: "invoice", fields: {}, field_type: "object" });
  });
});

describe("GET /v1/extract/{id} before a worker ran", () => {
  it("shows the full shape with PENDING, empty fields and no credits", async () => {
    const idle = await createTestEnv();
    try {
      const fileId = await upload(idle, Buffer.from("Total: 5"), "text/plain");
      const id = await createJob(idle, fileId, invoiceSchema);
      const res = await request(idle.app).get(`/v1/extract/${id}`).set(auth(idle.key));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        extraction_id: id,
        file_id: fileId,
        status: "PENDING",
        created_at: expect.any(String),
        schema_name: "invoice",
        schema_description: "Key data of an invoice",
        extracted_data: { name: "invoice", fields: {}, field_type: "object" },
        processing_metadata: { credits_used: 0 },
      });
    } finally {
      await idle.close();
    }
  });
});

describe("service endpoints", () => {
  it("serves health, readiness and the OpenAPI document", async () => {
    expect((await request(env.app).get("/healthz")).body).toEqual({ status: "ok" });
    const ready = await request(env.app).get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: "ok", redis: "ok", blob_store: "ok" });
    const doc = await request(env.app).get("/v1/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe("3.1.0");
    expect(doc.body.info.version).toBe("1.0.0");
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(["/extract", "/extract/{extraction_id}", "/upload"]));
    const result = doc.body.components.schemas.ExtractionResult;
    expect(result.required).toEqual(
      expect.arrayContaining([
        "extraction_id",
        "file_id",
        "status",
        "created_at",
        "schema_name",
        "schema_description",
        "extracted_data",
        "processing_metadata",
      ]),
    );
  });
});
