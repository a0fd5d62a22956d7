// Where the document comes from: dropped, picked, or one of the built-in examples (public/examples, made by
// scripts/make-examples.ts).
import { useState } from "preact/hooks";
import { html } from "./html.ts";

const EXAMPLES = ["invoice", "receipt", "contract"] as const;
export type Example = (typeof EXAMPLES)[number];

export function FilePicker({
  file,
  onFile,
  onExample,
}: {
  file: File | null;
  onFile: (f: File) => void;
  onExample: (name: Example) => void;
}) {
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer?.files[0];
    if (dropped) onFile(dropped);
  };
  return html`
    <section>
      <h2>Document</h2>
      <label
        class=${`drop ${over ? "over" : ""}`}
        onDragOver=${(e: DragEvent) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave=${() => setOver(false)}
        onDrop=${drop}
      >
        <input type="file" aria-label="Document file" accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.txt,.csv" onChange=${(
          e: Event,
        ) => {
          const picked = (e.target as HTMLInputElement).files?.[0];
          if (picked) onFile(picked);
        }} />
        ${file ? html`<strong>${file.name}</strong> <span>(${Math.ceil(file.size / 1024)} KB)</span>` : html`<span>Drop a PDF, image, text or CSV file here, or click to pick one</span>`}
      </label>
      <p class="examples">Or try an example:
        ${EXAMPLES.map((name) => html` <button type="button" class="link" onClick=${() => onExample(name)}>${name}</button>`)}
      </p>
    </section>
  `;
}
