import { createHash } from "node:crypto";
import { Router } from "express";
import { ApiError, CONTENT_TYPES, UploadRequestSchema, canonicalContentType, issuesToDetails, type UploadResponse } from "@docsift/contract";
import { createFile, newId, type Db } from "@docsift/db";
import { countPdfPages } from "@docsift/reader";
import type { BlobStore } from "@docsift/storage";
import { tenantOf } from "../auth.ts";
import { FetchError, fetchUrl } from "../upload/fetch-url.ts";
import { sniff } from "../upload/sniff.ts";

export type UploadDeps = {
  db: Db;
  blobs: BlobStore;
  maxFileBytes: number;
  allowPrivateUrls: boolean;
  urlTimeoutMs: number;
  inflationLimits?: { stream: number; page: number; document: number };
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function uploadRouter(deps: UploadDeps): Router {
  const router = Router();
  router.post("/", async (req, res) => {
    const parsed = UploadRequestSchema.safeParse(req.body);
    const declared = (req.body as { content_type?: unknown } | undefined)?.content_type;
    if (!parsed.success && typeof declared === "string" && !(CONTENT_TYPES as readonly string[]).includes(declared)) {
      throw new ApiError("unsupported_media_type", `content_type ${declared} is not accepted; use one of ${CONTENT_TYPES.join(", ")}`);
    }
    if (!parsed.success) {
      throw new ApiError("invalid_request", "the upload body is invalid", { details: issuesToDetails(parsed.error.issues) });
    }
    const body = parsed.data;
    if ((body.file_base64 === undefined) === (body.file_url === undefined)) {
      throw new ApiError("invalid_request", "exactly one of file_base64 and file_url is required", {
        details: [{ path: "file_base64", message: "give either file_base64 or file_url, not both and not neither" }],
      });
    }
    const contentType = canonicalContentType(body.content_type);
    const bytes = body.file_base64 !== undefined ? decodeBase64(body.file_base64, deps.maxFileBytes) : await download(body.file_url!, deps);
    if (bytes.length === 0) throw new ApiError("empty_file", "the file is empty");
    if (bytes.length > deps.maxFileBytes) throw tooLarge(deps.maxFileBytes);
    const sniffed = await sniff(bytes, contentType);
    if (!sniffed.ok) {
      throw new ApiError("content_type_mismatch", `content_type says ${contentType} but the bytes are ${sniffed.detected}`);
    }

    const tenantId = tenantOf(req);
    const id = newId("file");
    const storageKey = `${tenantId}/${id}`;
    await deps.blobs.put(storageKey, bytes, contentType);
    const file = await createFile(deps.db, {
      id,
      tenantId,
      contentType,
      sizeBytes: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      storageKey,
      pageCount: await cheapPageCount(bytes, contentType, deps.inflationLimits),
      sourceUrl: body.file_url ?? null,
    });
    const answer: UploadResponse = {
      file_id: file.id,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
      sha256: file.sha256,
      page_count: file.pageCount,
      created_at: file.createdAt.toISOString(),
    };
    res.status(201).json(answer);
  });
  return router;
}

function tooLarge(max: number): ApiError {
  return new ApiError("payload_too_large", `the file is larger than the limit of ${max} bytes`);
}

function decodeBase64(text: string, maxBytes: number): Buffer {
  // Accept data: URLs and line-wrapped base64 as produced by common tools, reject everything else.
  const payload = text.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new ApiError("invalid_base64", "file_base64 is not valid base64", { details: [{ path: "file_base64", message: "not valid base64" }] });
  }
  if (Math.floor((payload.length * 3) / 4) - 2 > maxBytes) throw tooLarge(maxBytes);
  return Buffer.from(payload, "base64");
}

async function download(url: string, deps: UploadDeps): Promise<Buffer> {
  try {
    return await fetchUrl(url, { allowPrivate: deps.allowPrivateUrls, timeoutMs: deps.urlTimeoutMs, maxBytes: deps.maxFileBytes });
  } catch (err) {
    if (err instanceof FetchError) {
      if (err.tooLarge) throw tooLarge(deps.maxFileBytes);
      throw new ApiError("url_fetch_failed", `file_url could not be fetched: ${err.message}`);
    }
    throw err;
  }
}

/**
 * Page count where it costs nothing worth waiting for; the worker knows it exactly after reading. A PDF whose
 * structure inflates past the limits has none here, and its jobs fail with the reason.
 */
async function cheapPageCount(bytes: Buffer, contentType: string, limits: UploadDeps["inflationLimits"]): Promise<number | null> {
  if (contentType === "application/pdf") return countPdfPages(bytes, 10_000, limits).catch(() => null);
  if (contentType === "text/plain" || contentType === "text/csv") return null;
  if (contentType === "image/tiff") return null;
  return 1;
}
