import { createReadStream } from "node:fs";
import { buffer } from "node:stream/consumers";
import { Client } from "minio";
import { BlobNotFoundError, assertValidKey } from "./types.ts";
import type { BlobStore, S3Options } from "./types.ts";

// minio has no request timeout of its own, and /readyz must answer even when the endpoint drops packets.
const PING_TIMEOUT_MS = 5_000;

// NoSuchKey comes with GET's XML error body; HEAD responses have no body, so minio reports plain NotFound.
const NOT_FOUND_CODES = new Set(["NoSuchKey", "NotFound"]);

function errorCode(err: unknown): unknown {
  return typeof err === "object" && err !== null ? (err as { code?: unknown }).code : undefined;
}

function isNotFound(err: unknown): boolean {
  const code = errorCode(err);
  return typeof code === "string" && NOT_FOUND_CODES.has(code);
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createS3BlobStore(opts: S3Options): BlobStore {
  const url = new URL(opts.endPoint);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`S3 endPoint must be an http(s) URL, got ${url.protocol}`);
  }
  const useSSL = url.protocol === "https:";
  const { bucket } = opts;
  const createBucket = opts.createBucket ?? true;
  const folder = opts.prefix?.replace(/^\/+|\/+$/g, "") ?? "";

  // Path style because MinIO and s3rver are addressed by IP/host name, where bucket subdomains do not resolve.
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: opts.accessKey,
    secretKey: opts.secretKey,
    ...(opts.region ? { region: opts.region } : {}),
    pathStyle: true,
  });

  function objectName(key: string): string {
    assertValidKey(key);
    return folder ? `${folder}/${key}` : key;
  }

  async function createBucketIfMissing(): Promise<void> {
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket);
    } catch (err) {
      // Another process may create the bucket between our check and our create. AWS and MinIO then answer
      // BucketAlreadyOwnedByYou, but s3rver answers BucketAlreadyExists (on AWS: owned by someone else), so
      // look again rather than trusting the code.
      if (errorCode(err) === "BucketAlreadyOwnedByYou") return;
      if (await client.bucketExists(bucket).catch(() => false)) return;
      throw err;
    }
  }

  // Memoised so the check costs one round trip per process; a failure is forgotten so the next call retries.
  let bucketReady: Promise<void> | undefined;
  function ensureBucket(): Promise<void> {
    if (!createBucket) return Promise.resolve();
    bucketReady ??= createBucketIfMissing().catch((err: unknown) => {
      bucketReady = undefined;
      throw err;
    });
    return bucketReady;
  }

  return {
    async put(key, data, contentType) {
      const name = objectName(key);
      await ensureBucket();
      // A Buffer with an explicit size goes up as one PUT: minio only switches to multipart above partSize
      // (64 MiB by default), far beyond our upload limit, and s3rver cannot list multipart uploads anyway.
      await client.putObject(bucket, name, data, data.length, { "Content-Type": contentType });
    },

    async putFile(key, filePath, size, contentType) {
      const name = objectName(key);
      await ensureBucket();
      // A stream with its exact size goes up as one streamed PUT (below minio's 64 MiB part size), never buffered.
      await client.putObject(bucket, name, createReadStream(filePath), size, { "Content-Type": contentType });
    },

    async get(key) {
      const name = objectName(key);
      await ensureBucket();
      try {
        return await buffer(await client.getObject(bucket, name));
      } catch (err) {
        if (isNotFound(err)) throw new BlobNotFoundError(key, { cause: err });
        throw err;
      }
    },

    async exists(key) {
      const name = objectName(key);
      await ensureBucket();
      try {
        await client.statObject(bucket, name);
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async delete(key) {
      const name = objectName(key);
      await ensureBucket();
      await client.removeObject(bucket, name);
    },

    async ping() {
      // Creating the bucket here too: otherwise a fresh deployment would stay unready and never receive the
      // first upload that creates it.
      await withTimeout(
        (async () => {
          await ensureBucket();
          if (!(await client.bucketExists(bucket))) throw new Error(`S3 bucket "${bucket}" does not exist`);
        })(),
        PING_TIMEOUT_MS,
        `S3 ping of ${url.origin}`,
      );
    },

    describe() {
      // origin drops any user:password@ embedded in the endpoint URL.
      return `s3:${url.origin}/${bucket}${folder ? `/${folder}` : ""}`;
    },
  };
}
