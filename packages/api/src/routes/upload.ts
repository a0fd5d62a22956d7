import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Router, type Request, type Response } from "express";
import {
  ApiError,
  CONTENT_TYPES,
  UploadRequestSchema,
  canonicalContentType,
  issuesToDetails,
  type CanonicalContentType,
  type UploadResponse,
} from "@docsift/contract";
import { createFile, findFileByIdempotencyKey, newId, replayOrConflict, type Db, type FileOutcome } from "@docsift/db";
import { countPdfPages } from "@docsift/reader";
import type { BlobStore } from "@docsift/storage";
import { FetchError, fetchUrl } from "@docsift/webhooks";
import { tenantOf } from "../auth.ts";
import { idempotencyConflict, idempotencyKeyOf, requestHash } from "../idempotency.ts";
import { presentFile } from "./files.ts";
import { isFileContentType, mediaType, receiveMultipart, receiveRaw, tooLarge, type Received } from "../upload/receive.ts";
import { sniff, sniffFile } from "../upload/sniff.ts";
import { jsonBody } from "../body.ts";

export type UploadDeps = {
  db: Db;
  blobs: BlobStore;
  maxFileBytes: number;
  allowPrivateUrls: boolean;
  urlTimeoutMs: number;
  inflationLimits?: { stream: number; page: number; document: number };
  /** The limit of a JSON body (base64 makes a file a third larger). */
  jsonBodyLimit: number;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function uploadRouter(deps: UploadDeps): Router {
  const router = Router();
  // multipart/form-data and raw bodies (Content-Type one of the nine) are streamed; anything else is JSON.
  router.post("/", async (req, res, next) => {
    const type = mediaType(req);
    if (type === "multipart/form-data") {
      const { received, contentType } = await receiveMultipart(req, deps.maxFileBytes);
      await storeReceived(req, res, deps, received, contentType);
      return;
    }
    if (isFileContentType(type)) {
      const received = await receiveRaw(req, deps.maxFileBytes);
      await storeReceived(req, res, deps, received, type);
      return;
    }
    next();
  });
  router.post("/", jsonBody(deps.jsonBodyLimit), async (req, res) => {
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
    // A repeated file_url upload is answered before the URL is fetched again: by now it may have expired (a presigned
    // link) or answer other bytes, and the repeat must still get the first answer.
    if (body.file_url !== undefined) {
      const earlier = await earlierUpload(req, deps, { content_type: contentType, file_url: body.file_url });
      if (earlier) return answer(res, earlier);
    }
    const bytes = body.file_base64 !== undefined ? decodeBase64(body.file_base64, deps.maxFileBytes) : await download(body.file_url!, deps);
    if (bytes.length === 0) throw new ApiError("empty_file", "the file is empty");
    if (bytes.length > deps.maxFileBytes) throw tooLarge(deps.maxFileBytes);
    const sniffed = await sniff(bytes, contentType);
    if (!sniffed.ok) {
      throw new ApiError("content_type_mismatch", `content_type says ${contentType} but the bytes are ${sniffed.detected}`);
    }

    await record(req, res, deps, {
      contentType,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      put: (key) => deps.blobs.put(key, bytes, contentType),
      bytes: async () => bytes,
      sourceUrl: body.file_url ?? null,
    });
  });
  return router;
}

/** A streamed upload: the same checks as JSON uploads, on the file received to disk, then streamed to the store. */
async function storeReceived(
  req: Request,
  res: Response,
  deps: UploadDeps,
  received: Received,
  declared: string | undefined,
): Promise<void> {
  try {
    if (declared === undefined) {
      throw new ApiError("invalid_request", "content_type is required: give it as a form field or as the file part's Content-Type", {
        details: [{ path: "content_type", message: "required" }],
      });
    }
    if (!isFileContentType(declared)) {
      throw new ApiError("unsupported_media_type", `content_type ${declared} is not accepted; use one of ${CONTENT_TYPES.join(", ")}`);
    }
    const contentType = canonicalContentType(declared);
    if (received.size === 0) throw new ApiError("empty_file", "the file is empty");
    const sniffed = await sniffFile(received.path, received.head, received.size, contentType);
    if (!sniffed.ok) {
      throw new ApiError("content_type_mismatch", `content_type says ${contentType} but the bytes are ${sniffed.detected}`);
    }
    await record(req, res, deps, {
      contentType,
      size: received.size,
      sha256: received.sha256,
      put: (key) => deps.blobs.putFile(key, received.path, received.size, contentType),
      // Only a PDF's pages are counted here, and only then are its bytes read (once).
      bytes: () => readFile(received.path),
      sourceUrl: null,
    });
  } finally {
    await received.cleanup();
  }
}

type Checked = {
  contentType: CanonicalContentType;
  size: number;
  sha256: string;
  put: (storageKey: string) => Promise<void>;
  bytes: () => Promise<Buffer>;
  sourceUrl: string | null;
};

/**
 * Stores a checked file's blob and row, and answers 201 in the one upload shape. With an Idempotency-Key this tenant
 * already used, nothing is stored: the same upload (the same bytes, however sent, or the same URL, as the same type)
 * gets the first file back, another one 409.
 */
async function record(req: Request, res: Response, deps: UploadDeps, file: Checked): Promise<void> {
  const tenantId = tenantOf(req);
  const idempotencyKey = idempotencyKeyOf(req.get("idempotency-key"));
  const asked = file.sourceUrl
    ? { content_type: file.contentType, file_url: file.sourceUrl }
    : { content_type: file.contentType, sha256: file.sha256 };
  const hash = idempotencyKey ? requestHash(asked) : null;
  const earlier = await earlierUpload(req, deps, asked);
  if (earlier) return answer(res, earlier);
  const id = newId("file");
  const storageKey = `${tenantId}/${id}`;
  await file.put(storageKey);
  const pageCount = await cheapPageCount(file.bytes, file.contentType, deps.inflationLimits);
  const outcome = await createFile(deps.db, {
    id,
    tenantId,
    contentType: file.contentType,
    sizeBytes: file.size,
    sha256: file.sha256,
    storageKey,
    pageCount,
    sourceUrl: file.sourceUrl,
    idempotencyKey,
    requestHash: hash,
  });
  // A concurrent request with the same key stored its file first: this blob belongs to no row.
  if (outcome.kind !== "created") await deps.blobs.delete(storageKey);
  answer(res, outcome);
}

/** What an upload under an Idempotency-Key this tenant already used answers (the first file, or a conflict); null when new. */
async function earlierUpload(
  req: Request,
  deps: UploadDeps,
  asked: { content_type: string; file_url?: string; sha256?: string },
): Promise<FileOutcome | null> {
  const idempotencyKey = idempotencyKeyOf(req.get("idempotency-key"));
  if (!idempotencyKey) return null;
  const first = await findFileByIdempotencyKey(deps.db, tenantOf(req), idempotencyKey);
  return first ? replayOrConflict(first, requestHash(asked)) : null;
}

function answer(res: Response, outcome: FileOutcome): void {
  if (outcome.kind === "conflict") throw idempotencyConflict();
  const body: UploadResponse = presentFile(outcome.file);
  res.status(201).json(body);
}

function decodeBase64(text: string, maxBytes: number): Buffer {
  // Accept data: URLs and line-wrapped base64 as produced by common tools, reject everything else.
  const payload = text.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new ApiError("invalid_base64", "file_base64 is not valid base64", {
      details: [{ path: "file_base64", message: "not valid base64" }],
    });
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
async function cheapPageCount(
  bytes: () => Promise<Buffer>,
  contentType: string,
  limits: UploadDeps["inflationLimits"],
): Promise<number | null> {
  if (contentType === "application/pdf") return countPdfPages(await bytes(), 10_000, limits).catch(() => null);
  if (contentType === "text/plain" || contentType === "text/csv") return null;
  if (contentType === "image/tiff") return null;
  return 1;
}
