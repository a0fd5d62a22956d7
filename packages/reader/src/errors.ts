export type ReadErrorCode =
  | "corrupt_file"
  | "encrypted_pdf"
  | "too_many_pages"
  | "empty_document"
  | "unsupported_content_type"
  | "unreadable_text"
  | "image_too_large"
  | "too_large"
  | "ocr_timeout"
  | "read_timeout"
  | "ocr_failed";

/** A document that cannot be read; `message` is meant for the caller who uploaded it. */
export class ReadError extends Error {
  override readonly name = "ReadError";
  readonly code: ReadErrorCode;

  constructor(code: ReadErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * OCR could not run at all (it was shut down, a worker would not start, a configured language is not
 * installed): nothing to do with the document, so a later attempt may succeed.
 */
export class OcrUnavailableError extends Error {
  override readonly name = "OcrUnavailableError";
}

/** A one-line reason from an unknown thrown value, short enough to show to a caller. */
export function shortReason(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const firstLine = raw.split("\n", 1)[0]?.trim() ?? "";
  const reason = firstLine.length > 200 ? `${firstLine.slice(0, 197)}...` : firstLine;
  return reason || "unknown error";
}
