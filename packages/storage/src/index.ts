import { createLocalBlobStore } from "./local.ts";
import { createS3BlobStore } from "./s3.ts";
import type { BlobStore, S3Options } from "./types.ts";

export { createLocalBlobStore } from "./local.ts";
export { createS3BlobStore } from "./s3.ts";
export { BlobNotFoundError } from "./types.ts";
export type { BlobStore, S3Options } from "./types.ts";

export function createBlobStoreFromConfig(cfg: { dataDir: string; s3?: S3Options | undefined }): BlobStore {
  return cfg.s3 ? createS3BlobStore(cfg.s3) : createLocalBlobStore({ dir: cfg.dataDir });
}
