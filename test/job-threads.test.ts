// The worker's job threads: an image read through OCR in a job thread, and what the thread leaves behind once the
// pool is closed (nothing: its folder of OCR model links is removed for it).
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { expect, it } from "vitest";
import { textImage, textLines } from "@docsift/reader/testing";
import { startJobThreads } from "@docsift/worker";
import { TEST_DATABASE_URL } from "./support.ts";

it("reads a scan in a job thread and leaves no OCR folder behind once closed", async () => {
  const jobs = startJobThreads({ threads: 1, databaseUrl: TEST_DATABASE_URL });
  const ours = async () => (await readdir(tmpdir())).filter((name) => name.startsWith(`docsift-tessdata-${process.pid}-`));
  try {
    const png = await textImage(textLines(["Total: 12.00"]), [300, 120], 100);
    const schema = { name: "receipt", description: "", fields: [{ name: "total", type: "number" as const }] };
    // No job row has this id, so the thread reads and extracts, and records nothing.
    const done = await jobs.run("ext_00000000000000000000", png, "image/png", schema, { ocrLanguages: ["eng"] });
    expect(done).toMatchObject({ completed: false, pageCount: 1, engine: "rules" });
    expect(await ours()).toHaveLength(1);
  } finally {
    await jobs.close();
  }
  expect(await ours()).toEqual([]);
});
