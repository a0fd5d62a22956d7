// The one storage contract the API and workers code against, so deployments can swap disk for S3 by config alone.

export type BlobStore = {
  /** Stores bytes under key (overwrites). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the file at `filePath` (exactly `size` bytes) under key, streamed: the bytes are never all in memory,
   * so a large upload received to a temporary file goes on to the store without being buffered.
   */
  putFile(key: string, filePath: string, size: number, contentType: string): Promise<void>;
  /** Reads the whole object; throws BlobNotFoundError when absent. */
  get(key: string): Promise<Buffer>;
  /** true/false, never throws for absent keys. */
  exists(key: string): Promise<boolean>;
  /** Idempotent: deleting an absent key succeeds. */
  delete(key: string): Promise<void>;
  /** Cheap reachability check for /readyz; throws when the store is unusable. */
  ping(): Promise<void>;
  /** Human-readable description for logs, e.g. "local:/path" or "s3:http://host:9000/bucket". No secrets. */
  describe(): string;
};

export type S3Options = {
  /** Full URL, e.g. http://127.0.0.1:9000. */
  endPoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
  /** Folder inside the bucket that all keys live under (isolates tests and environments sharing a bucket). */
  prefix?: string;
  /** Create the bucket at first use if missing; default true. */
  createBucket?: boolean;
};

export class BlobNotFoundError extends Error {
  readonly key: string;

  constructor(key: string, options?: ErrorOptions) {
    super(`blob not found: ${key}`, options);
    this.name = "BlobNotFoundError";
    this.key = key;
  }
}

/**
 * Both stores accept exactly the same keys, so switching backends never strands data. Beyond blocking path
 * traversal on disk, empty and "." segments are refused because the filesystem would alias "a//b" and "a/./b"
 * to "a/b" while S3 keeps them distinct.
 */
export function assertValidKey(key: string): void {
  if (key === "") throw new Error("blob key must not be empty");
  if (key.includes("\0") || key.includes("\\")) {
    throw new Error(`blob key must not contain NUL or backslash: ${JSON.stringify(key)}`);
  }
  if (key.startsWith("/")) throw new Error(`blob key must be relative: ${JSON.stringify(key)}`);
  for (const segment of key.split("/")) {
    if (segment === "" || segment === "." || segment === "..") {
      throw new Error(`blob key has an empty, "." or ".." segment: ${JSON.stringify(key)}`);
    }
  }
}
