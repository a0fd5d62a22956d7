// The document's pages as the API renders them (GET /v1/files/{id}/pages/{n}), each with a box over every value
// found on it. A value's bbox is [x0, y0, x1, y1] in fractions of its page (origin top-left), so the box is placed
// in percentages and fits the image at any size.
import type { DocsiftClient } from "@docsift/client";
import { useEffect, useState } from "preact/hooks";
import { html } from "./html.ts";
import { confidenceClass, type Row } from "./results.ts";

type Props = {
  client: DocsiftClient;
  fileId: string;
  pages: number;
  rows: Row[];
  hovered: string | null;
  onHover: (path: string | null) => void;
};

/** Pages shown beyond those holding a value: a long document's every page would be as many renders at once. */
const FIRST_PAGES = 20;

export function PageView({ client, fileId, pages, rows, hovered, onHover }: Props) {
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n <= FIRST_PAGES || rows.some((r) => r.page === n));
  return html`
    <div class="pages">
      ${shown.length < pages ? html`<p class="note">Showing ${shown.length} of ${pages} pages: the first ${FIRST_PAGES} and those holding a value.</p>` : null}
      ${shown.map(
        (n) =>
          html`<${Page} key=${`${fileId}/${n}`} client=${client} fileId=${fileId} n=${n} rows=${rows.filter((r) => r.page === n && r.bbox)} hovered=${hovered} onHover=${onHover} />`,
      )}
    </div>
  `;
}

function Page({ client, fileId, n, rows, hovered, onHover }: Omit<Props, "pages"> & { n: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // Fetched with the API key (an <img src> could not send it), shown from a blob: URL.
    let url: string | null = null;
    const abort = new AbortController();
    client
      .pageImage(fileId, n, { signal: abort.signal })
      .then((blob) => setSrc((url = URL.createObjectURL(blob))))
      .catch((err: Error) => abort.signal.aborted || setError(err.message));
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, n]);

  if (error) return html`<p class="error">Page ${n}: ${error}</p>`;
  return html`
    <figure class="page" data-page=${n}>
      ${src ? html`<img src=${src} alt=${`Page ${n}`} />` : html`<div class="loading">Rendering page ${n}…</div>`}
      ${
        src &&
        rows.map(({ path, bbox, confidence }) => {
          const [x0, y0, x1, y1] = bbox!;
          const style = `left:${x0 * 100}%;top:${y0 * 100}%;width:${(x1 - x0) * 100}%;height:${(y1 - y0) * 100}%`;
          return html`<div
          class=${`box ${confidenceClass(confidence)} ${hovered === path ? "hot" : ""}`}
          data-field=${path}
          title=${path}
          style=${style}
          onMouseEnter=${() => onHover(path)}
          onMouseLeave=${() => onHover(null)}
        ></div>`;
        })
      }
      <figcaption>Page ${n}</figcaption>
    </figure>
  `;
}
