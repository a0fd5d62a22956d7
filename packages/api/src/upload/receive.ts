// Uploads without base64: a multipart/form-data `file` part or a raw body, streamed to a temporary file while it is
// measured and hashed, so a large file is never held in memory whole (let alone three times, as base64 in JSON is).
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Request } from "express";
import { ApiError, CONTENT_TYPES, type ContentType } from "@docsift/contract";

/** A file received to disk: its path, size, SHA-256 and first bytes (for sniffing). */
export type Received = {
  path: string;
  size: number;
  sha256: string;
  head: Buffer;
  /** Removes the temporary file and its folder. */
  cleanup(): Promise<void>;
};

const HEAD_BYTES = 64 * 1024;

export function tooLarge(max: number): ApiError {
  return new ApiError("payload_too_large", `the file is larger than the limit of ${max} bytes`);
}

/** The media type of a request's Content-Type header, lower-cased, without parameters. */
export function mediaType(req: Request): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

export function isFileContentType(type: string): type is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(type);
}

/** Streams `source` to a fresh temporary file; more than `maxBytes` bytes is a 413 (the rest is not stored). */
async function receiveToFile(source: Readable, maxBytes: number): Promise<Received> {
  const dir = await mkdtemp(join(tmpdir(), "docsift-upload-"));
  const path = join(dir, "file");
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const hash = createHash("sha256");
  const headParts: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(tooLarge(maxBytes));
        return;
      }
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        headParts.push(Buffer.from(part));
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  // pipe, not pipeline, from the source: a failure must not destroy the request (its socket carries the answer).
  const onSourceError = (err: Error) => meter.destroy(err);
  source.on("error", onSourceError);
  source.pipe(meter);
  try {
    await pipeline(meter, createWriteStream(path));
  } catch (err) {
    source.unpipe(meter);
    await cleanup();
    throw err;
  } finally {
    source.off("error", onSourceError);
  }
  return { path, size, sha256: hash.digest("hex"), head: Buffer.concat(headParts), cleanup };
}

/**
 * A raw body (Content-Type one of the nine). A Content-Length over the limit is refused before reading; a body that
 * grows past it while streaming is refused then. Only identity Content-Encoding is taken for raw files.
 */
export async function receiveRaw(req: Request, maxBytes: number): Promise<Received> {
  refuseEncoding(req);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    drain(req);
    throw tooLarge(maxBytes);
  }
  try {
    return await receiveToFile(req, maxBytes);
  } catch (err) {
    drain(req);
    throw asClientError(err);
  }
}

export type MultipartUpload = { received: Received; contentType: string | undefined };

/**
 * A multipart/form-data body: exactly one `file` part; `content_type` as a form field, else the part's own
 * Content-Type header (application/octet-stream, which curl sends for unknown extensions, counts as none).
 */
export async function receiveMultipart(req: Request, maxBytes: number): Promise<MultipartUpload> {
  refuseEncoding(req);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 4096, parts: 30 } });
  } catch (err) {
    drain(req);
    throw new ApiError("invalid_request", `the multipart body is malformed: ${(err as Error).message}`);
  }
  const fields = new Map<string, string>();
  let fileCount = 0;
  let partType: string | undefined;
  let receiving: Promise<Received> | undefined;
  let failure: ApiError | undefined;

  const done = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value) => {
      fields.set(name, value);
    });
    parser.on("file", (name, stream, info) => {
      fileCount++;
      if (name !== "file" || fileCount > 1 || receiving) {
        failure ??= new ApiError(
          "invalid_request",
          name !== "file" ? `unexpected file part "${name}"; send the file as the part named "file"` : "send exactly one file part",
          {
            details: [{ path: "file", message: "exactly one file part named file is required" }],
          },
        );
        stream.resume();
        return;
      }
      partType = info.mimeType?.toLowerCase();
      // busboy stops passing bytes on at maxBytes + 1, so the meter sees one too many and refuses the file; the
      // rest of the part is read and discarded (busboy drops what is over its limit), and the answer is a 413.
      receiving = receiveToFile(stream, maxBytes).catch(async (err: unknown) => {
        stream.resume();
        throw err;
      });
      // Keep the promise handled; its outcome is awaited below.
      receiving.catch(() => undefined);
    });
    parser.on("filesLimit", () => {
      failure ??= new ApiError("invalid_request", "send exactly one file part", {
        details: [{ path: "file", message: "exactly one file part is required" }],
      });
    });
    parser.on("close", () => resolve());
    parser.on("error", (err: Error) => reject(new ApiError("invalid_request", `the multipart body is malformed: ${err.message}`)));
  });
  req.pipe(parser);
  try {
    await done;
  } catch (err) {
    req.unpipe(parser);
    drain(req);
    if (receiving)
      await receiving.then(
        (r) => r.cleanup(),
        () => undefined,
      );
    throw err;
  }
  let received: Received;
  try {
    if (!receiving) {
      throw (
        failure ??
        new ApiError("invalid_request", "a file part named file is required", { details: [{ path: "file", message: "required" }] })
      );
    }
    received = await receiving.catch((err: unknown) => {
      throw asClientError(err);
    });
  } catch (err) {
    drain(req);
    throw err;
  }
  if (failure) {
    await received.cleanup();
    throw failure;
  }
  const field = fields.get("content_type")?.trim().toLowerCase();
  const fromPart = partType && partType !== "application/octet-stream" ? partType : undefined;
  return { received, contentType: field || fromPart };
}

function refuseEncoding(req: Request): void {
  const coding = (req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (coding !== "identity" && coding !== "") {
    drain(req);
    throw new ApiError("unsupported_media_type", "file uploads (multipart or raw) take no Content-Encoding; send the bytes as they are");
  }
}

/** Reads and discards what is left of the request, so the caller sees the answer rather than a reset connection. */
function drain(req: Request): void {
  if (!req.readableEnded) req.resume();
}

function asClientError(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE") return new ApiError("invalid_request", "the request was aborted");
  return err;
}
