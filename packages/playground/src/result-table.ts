import { html } from "./html.ts";
import { confidenceClass, type Row } from "./results.ts";

type Props = { rows: Row[]; hovered: string | null; onHover: (path: string | null) => void };

export function ResultTable({ rows, hovered, onHover }: Props) {
  return html`
    <table class="results">
      <thead><tr><th>Field</th><th>Value</th><th>Type</th><th>Confidence</th><th>Page</th></tr></thead>
      <tbody>
        ${rows.map(
          (row) => html`
            <tr
              data-field=${row.path}
              class=${`${row.value === null ? "missing" : ""} ${hovered === row.path ? "hot" : ""}`}
              onMouseEnter=${() => onHover(row.path)}
              onMouseLeave=${() => onHover(null)}
            >
              <td class="path">${row.path}</td>
              <td class="value">${row.value === null ? html`<em>not found</em>` : String(row.value)}</td>
              <td>${row.type}</td>
              <td>${row.value === null ? "" : html`<span class=${`confidence ${confidenceClass(row.confidence)}`}>${row.confidence.toFixed(2)}</span>`}</td>
              <td>${row.page ?? ""}</td>
            </tr>
          `,
        )}
      </tbody>
    </table>
  `;
}
