// The reader's test helpers, for tests, the benchmark and the evaluation suite (never for production code): PDFs
// written with pdfkit, pages rendered to images by pdf.js, and decompression bombs.
import { fileURLToPath } from "node:url";

export { drawPdf, makePdf, textWidth, type PdfText } from "./make-pdf.ts";
export { multiPageTiff, renderPdf, textImage, textLines } from "./make-image.ts";
export { BOMBS, type BombKind } from "./bomb-kinds.ts";
/** The script that measures what reading each named bomb costs, run as its own process: `node --import tsx <it> KIND...`. */
export const BOMB_MEMORY_SCRIPT = fileURLToPath(new URL("./bomb-memory.ts", import.meta.url));
