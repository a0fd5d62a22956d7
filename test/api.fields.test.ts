// The caller's own field names through the whole service: a plain PDF form from another trade, read by the
// embedded engine with no word of the lexicon needed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrimitiveResult } from "@docsift/contract";
import { createJob, createTestEnv, makePdf, upload, waitForResult, type TestEnv } from "./support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  env.startWorker();
});
afterAll(async () => env.close());

const field = (result: unknown, name: string) => (result as Record<string, PrimitiveResult>)[name]!;

describe("fields named by the caller", () => {
  it("finds 'Order Reference: PO-77881' on page 2 for a field order_reference", async () => {
    const pdf = await makePdf([
      ["Northwind Freight Forwarding", "Shipment advice", "Shipper: Contoso Metals", "Date: 2026-03-02"],
      ["Shipment details", "Order Reference: PO-77881", "Port of Loading: Antwerp", "Gross Weight: 1,250.50 kg"],
    ]);
    const fileId = await upload(env, pdf, "application/pdf");
    const id = await createJob(env, fileId, {
      name: "shipment",
      fields: [
        { name: "order_reference", type: "string", description: "The order reference" },
        { name: "port_of_loading", type: "string" },
        { name: "vessel_name", type: "string", description: "Name of the vessel" },
      ],
    });
    const result = await waitForResult(env, id);
    expect(result.status).toBe("COMPLETED");
    const data = result.extracted_data!.fields;
    expect(field(data, "order_reference")).toMatchObject({ value: "PO-77881", page_index: 2 });
    expect(field(data, "order_reference").source_context).toContain("Order Reference");
    expect(field(data, "port_of_loading")).toMatchObject({ value: "Antwerp", page_index: 2 });
    // Not in the document: null, not a neighbour's value.
    expect(field(data, "vessel_name")).toMatchObject({ value: null, page_index: null });
  });
});
