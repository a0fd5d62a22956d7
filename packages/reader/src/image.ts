import { ReadError } from "./errors.ts";
import type { DocumentModel } from "./model.ts";

export const IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp", "image/tiff"] as const;

/** Images can only be read through OCR; an OCR reader replaces this one when it exists. */
export async function readImage(): Promise<DocumentModel> {
  throw new ReadError("unsupported_content_type", "This file is an image; images need OCR, which is not available in this build.");
}
