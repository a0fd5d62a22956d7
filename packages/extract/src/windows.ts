// A long document extracted a window of pages at a time, so that neither the document nor what extraction builds
// over it (layout, facts, candidates) is ever held whole: each window is extracted and let go, and the answers are
// merged. A field keeps its surest answer over the windows, an array the items of every window, in page order.
// A table that runs on past a window's last page goes on in the next: the next window starts with a page holding
// only its header, so its rows are read under their columns as when the document is read whole.
import type { DocumentSchema, FieldResult, PrimitiveResult } from "@docsift/contract";
import type { DocumentModel, Page } from "@docsift/reader";
import { type ExtractOptions, extractWithRules } from "./engine.ts";
import { headerOpenAtEnd } from "./packs/tables.ts";

export class WindowedExtraction {
  private fields: Record<string, FieldResult> | null = null;
  private carried: { header: string[] | null; page: Page } | null = null;

  constructor(
    private readonly schema: DocumentSchema,
    private readonly opts: ExtractOptions = {},
  ) {}

  /** Extracts the next window of the document (pages in order, after the previous window's). */
  add(window: DocumentModel): void {
    // Every window but the first opens with a page that stands for the pages before it: empty, so that the
    // window's first page is not taken for the document's first (its title, its letterhead), and holding the
    // header of a table the previous window left running.
    const doc = this.carried ? { ...window, pages: [headerPage(this.carried.page, this.carried.header), ...window.pages] } : window;
    const fields = extractWithRules(doc, this.schema, this.opts);
    const last = window.pages.at(-1);
    if (last) this.carried = { header: headerOpenAtEnd(doc), page: last };
    this.fields = this.fields ? mergeFields(this.fields, fields) : fields;
  }

  result(): Record<string, FieldResult> {
    if (!this.fields) throw new Error("no window of the document was extracted");
    return this.fields;
  }
}

/** A page in place of `last` (the previous window's last page) with no text, and the running table's header. */
function headerPage(last: Page, header: string[] | null): Page {
  const tables = header ? [{ page: last.number, bbox: null, header, rows: [] }] : [];
  return { number: last.number, width: last.width, height: last.height, source: last.source, lines: [], tables };
}

function mergeFields(a: Record<string, FieldResult>, b: Record<string, FieldResult>): Record<string, FieldResult> {
  return Object.fromEntries(Object.entries(a).map(([name, result]) => [name, merge(result, b[name]!)]));
}

function merge(a: FieldResult, b: FieldResult): FieldResult {
  if (Array.isArray(a)) return [...a, ...(b as typeof a)];
  if (isPrimitive(a)) {
    const other = b as PrimitiveResult;
    // The surer answer; on a tie the earlier one, as the whole document's reading order would have it.
    return a.value !== null && (other.value === null || a.confidence >= other.confidence) ? a : other.value !== null ? other : a;
  }
  return mergeFields(a as Record<string, FieldResult>, b as Record<string, FieldResult>) as FieldResult;
}

function isPrimitive(r: FieldResult): r is PrimitiveResult {
  return !Array.isArray(r) && "field_type" in r;
}
