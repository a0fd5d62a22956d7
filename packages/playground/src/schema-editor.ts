// The schema as a form (name, description, and a row per field: name, type, description) beside its JSON; either
// may be edited and the other follows. Sub-fields of object and array fields are edited in the JSON.
import type { DocumentSchema } from "@docsift/client";
import { useEffect, useState } from "preact/hooks";
import { html } from "./html.ts";
import { TEMPLATES } from "./templates.ts";

type Field = DocumentSchema["fields"][number];
const TYPES = ["string", "number", "date", "email", "phone", "object", "array"] as const;

export function SchemaEditor({ schema, onChange }: { schema: DocumentSchema; onChange: (s: DocumentSchema) => void }) {
  const [text, setText] = useState(() => JSON.stringify(schema, null, 2));
  const [invalid, setInvalid] = useState<string | null>(null);
  // The form changed the schema: the JSON shows it (unless the JSON is what changed it).
  useEffect(() => {
    if (!invalid && !sameSchema(text, schema)) setText(JSON.stringify(schema, null, 2));
  }, [schema]);

  const editJson = (value: string) => {
    setText(value);
    try {
      const parsed = JSON.parse(value) as DocumentSchema;
      if (typeof parsed !== "object" || parsed === null || !Array.isArray(parsed.fields)) throw new Error("needs a fields array");
      setInvalid(null);
      onChange(parsed);
    } catch (err) {
      setInvalid((err as Error).message);
    }
  };
  const setField = (i: number, change: Partial<Field>) => {
    const fields = schema.fields.map((f, j) => (j === i ? withType({ ...f, ...change } as Field) : f));
    onChange({ ...schema, fields });
  };
  const addField = () =>
    onChange({ ...schema, fields: [...schema.fields, { name: `field_${schema.fields.length + 1}`, type: "string", description: "" }] });
  const removeField = (i: number) => onChange({ ...schema, fields: schema.fields.filter((_, j) => j !== i) });
  const useTemplate = (name: keyof typeof TEMPLATES) => {
    setInvalid(null);
    onChange(structuredClone(TEMPLATES[name]));
  };

  return html`
    <section class="schema">
      <div class="row">
        <h2>Schema</h2>
        <label>Template
          <select
            aria-label="Schema template"
            onChange=${(e: Event) => {
              const select = e.target as HTMLSelectElement;
              useTemplate(select.value as keyof typeof TEMPLATES);
              // Back to "choose…": the form may be edited next, and the same template picked again to start over.
              select.value = "";
            }}
          >
            <option value="" selected disabled>choose…</option>
            ${Object.keys(TEMPLATES).map((name) => html`<option value=${name}>${name}</option>`)}
          </select>
        </label>
      </div>
      <div class="schema-panes">
        <div class="schema-form">
          <label>Name <input value=${schema.name} onInput=${(e: Event) => onChange({ ...schema, name: (e.target as HTMLInputElement).value })} /></label>
          <label>Description <input value=${schema.description ?? ""} onInput=${(e: Event) => onChange({ ...schema, description: (e.target as HTMLInputElement).value })} /></label>
          <table class="fields">
            <thead><tr><th>Field</th><th>Type</th><th>Description</th><th></th></tr></thead>
            <tbody>
              ${schema.fields.map(
                (field, i) => html`
                  <tr>
                    <td><input aria-label="Field name" value=${field.name} onInput=${(e: Event) => setField(i, { name: (e.target as HTMLInputElement).value })} /></td>
                    <td>
                      <select aria-label="Field type" value=${field.type} onChange=${(e: Event) => setField(i, { type: (e.target as HTMLSelectElement).value as Field["type"] })}>
                        ${TYPES.map((t) => html`<option value=${t}>${t}</option>`)}
                      </select>
                      ${"fields" in field && field.fields ? html`<small> ${field.fields.length} sub-fields (JSON)</small>` : null}
                    </td>
                    <td><input aria-label="Field description" value=${field.description ?? ""} onInput=${(e: Event) => setField(i, { description: (e.target as HTMLInputElement).value })} /></td>
                    <td><button type="button" class="link" title="Remove field" onClick=${() => removeField(i)}>✕</button></td>
                  </tr>
                `,
              )}
            </tbody>
          </table>
          <button type="button" onClick=${addField}>Add field</button>
        </div>
        <div class="schema-json">
          <textarea aria-label="Schema JSON" spellcheck=${false} value=${text} onInput=${(e: Event) => editJson((e.target as HTMLTextAreaElement).value)}></textarea>
          ${invalid ? html`<p class="error">JSON: ${invalid}</p>` : null}
        </div>
      </div>
    </section>
  `;
}

/** An object or array field needs sub-fields; a primitive one has none. */
function withType(field: Field): Field {
  const nested = field.type === "object" || field.type === "array";
  const { fields, ...rest } = field as Field & { fields?: Field[] };
  return (nested ? { ...rest, fields: fields ?? [{ name: "value", type: "string" }] } : rest) as Field;
}

function sameSchema(text: string, schema: DocumentSchema): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(schema);
  } catch {
    return false;
  }
}
