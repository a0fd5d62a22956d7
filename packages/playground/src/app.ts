// The playground: an API key, a document, a schema; then the job's status, and when it is done the values in a
// table and boxed on the document's pages. Everything goes through @docsift/client, as a program of yours would.
import { DocsiftClient, DocsiftError, type DocumentSchema, type ExtractionResult, type UploadResponse } from "@docsift/client";
import { useMemo, useState } from "preact/hooks";
import { FilePicker, type Example } from "./file-picker.ts";
import { html } from "./html.ts";
import { PageView } from "./page-view.ts";
import { ResultTable } from "./result-table.ts";
import { rowsOf } from "./results.ts";
import { SchemaEditor } from "./schema-editor.ts";
import { TEMPLATES } from "./templates.ts";

// Session storage only: the key is gone when the tab closes, and never written where other sites' scripts or a
// shared profile would find it later.
const KEY_ITEM = "docsift.apiKey";

type Phase = { kind: "idle" } | { kind: "running"; status: string } | { kind: "done" } | { kind: "failed"; message: string };

export function App() {
  const [apiKey, setApiKey] = useState(() => sessionStorage.getItem(KEY_ITEM) ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [schema, setSchema] = useState<DocumentSchema>(() => structuredClone(TEMPLATES.invoice));
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [uploaded, setUploaded] = useState<UploadResponse | null>(null);
  // The file and client it was uploaded from and with: running another schema on the same document reuses it
  // (no second copy stored, pages already rendered), while another document or another key uploads anew.
  const [uploadedFrom, setUploadedFrom] = useState<{ file: File; client: DocsiftClient } | null>(null);
  const [result, setResult] = useState<ExtractionResult | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const client = useMemo(() => (apiKey ? new DocsiftClient({ baseUrl: location.origin, apiKey }) : null), [apiKey]);
  const rows = useMemo(() => (result?.status === "COMPLETED" ? rowsOf(result) : []), [result]);

  const saveKey = (key: string) => {
    setApiKey(key.trim());
    if (key.trim()) sessionStorage.setItem(KEY_ITEM, key.trim());
    else sessionStorage.removeItem(KEY_ITEM);
  };
  const pickExample = async (name: Example) => {
    const res = await fetch(`${import.meta.env.BASE_URL}examples/${name}.pdf`);
    setFile(new File([await res.blob()], `${name}.pdf`, { type: "application/pdf" }));
    setSchema(structuredClone(TEMPLATES[name]));
  };
  const run = async () => {
    if (!client || !file) return;
    setResult(null);
    try {
      let up = uploaded && uploadedFrom?.file === file && uploadedFrom.client === client ? uploaded : null;
      if (!up) {
        setUploaded(null);
        setPhase({ kind: "running", status: "uploading" });
        up = await client.upload(file);
        setUploaded(up);
        setUploadedFrom({ file, client });
      }
      setPhase({ kind: "running", status: "creating the job" });
      const job = await client.extract(up.file_id, schema);
      const done = await client.wait(job.extraction_id, { onProgress: (j) => setPhase({ kind: "running", status: j.status }) });
      setResult(done);
      setPhase(done.status === "FAILED" ? { kind: "failed", message: `${done.error?.code}: ${done.error?.message}` } : { kind: "done" });
    } catch (err) {
      setPhase({ kind: "failed", message: describe(err) });
    }
  };
  // Pages known at upload (PDFs, single images); a TIFF's are counted by the job, so its values' pages tell.
  const pages = uploaded ? (uploaded.page_count ?? Math.max(1, ...rows.map((r) => r.page ?? 1))) : 0;
  const canRender = uploaded && !uploaded.content_type.startsWith("text/");

  return html`
    <header><h1>Docsift playground</h1><a href="/v1/openapi.json">OpenAPI</a></header>
    <main>
      <aside>
        <section>
          <h2>API key</h2>
          <input type="password" aria-label="API key" placeholder="dsk_… (printed by pnpm start)" value=${apiKey} onInput=${(e: Event) => saveKey((e.target as HTMLInputElement).value)} />
          <small>Kept in this tab's session storage only.</small>
        </section>
        <${FilePicker} file=${file} onFile=${setFile} onExample=${pickExample} />
        <${SchemaEditor} schema=${schema} onChange=${setSchema} />
        <button type="button" class="run" disabled=${!client || !file || phase.kind === "running"} onClick=${run}>Run extraction</button>
        ${!client ? html`<small>Paste an API key first.</small>` : !file ? html`<small>Choose a document first.</small>` : null}
      </aside>
      <section class="output">
        <p class="status" role="status">
          ${phase.kind === "running" ? html`Job: <b>${phase.status}</b>…` : null}
          ${phase.kind === "done" ? html`Job: <b>COMPLETED</b>, ${result?.processing_metadata.credits_used} credit(s), engine ${result?.processing_metadata.engine ?? "?"}` : null}
          ${phase.kind === "failed" ? html`<span class="error">${phase.message}</span>` : null}
        </p>
        ${rows.length > 0 ? html`<${ResultTable} rows=${rows} hovered=${hovered} onHover=${setHovered} />` : null}
        ${
          client && uploaded && canRender
            ? html`<${PageView} client=${client} fileId=${uploaded.file_id} pages=${pages} rows=${rows} hovered=${hovered} onHover=${setHovered} />`
            : null
        }
      </section>
    </main>
  `;
}

function describe(err: unknown): string {
  if (err instanceof DocsiftError) {
    const details = err.details.map((d) => `${d.path}: ${d.message}`).join("; ");
    return `${err.status} ${err.code}: ${err.message}${details ? ` (${details})` : ""} [${err.requestId ?? "no request id"}]`;
  }
  return err instanceof Error ? err.message : String(err);
}
