// Every setting of every process, parsed once from the environment with its default. Only an app's entry point
// calls loadConfig; everything else receives the values it needs as arguments.
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

/** The API's limit for receiving a whole request, body included: Node's default, enough for 25 MiB at about 1 Mbit/s. */
export const REQUEST_TIMEOUT_MS = 300_000;

const ConfigSchema = z
  .object({
    PORT: int(8080, 0),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().default("postgresql://postgres@127.0.0.1:5432/docsift"),
    REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
    DOCSIFT_DATA_DIR: z.string().default(".data"),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_BUCKET: z.string().min(3).default("docsift"),
    S3_REGION: z.string().default("us-east-1"),
    DOCSIFT_BOOTSTRAP_API_KEY: z.string().optional(),
    DOCSIFT_BOOTSTRAP_TENANT: z.string().min(1).default("default"),
    DOCSIFT_MAX_FILE_BYTES: int(25 * 1024 * 1024, 1),
    DOCSIFT_ALLOW_PRIVATE_URLS: bool.default(false),
    DOCSIFT_URL_TIMEOUT_MS: int(15_000, 100),
    DOCSIFT_RATE_LIMIT_PER_MINUTE: int(600),
    /** Failed authentications per client address a minute; beyond them the address gets 429s (0: no limit). */
    DOCSIFT_AUTH_FAILURES_PER_MINUTE: int(30),
    /** How long an API process trusts a key that authenticated without looking it up again (0: every request). */
    DOCSIFT_KEY_CACHE_SECONDS: int(5),
    /** Express's `trust proxy`, so that the client address is the one a proxy forwards (unset: trust none). */
    DOCSIFT_TRUST_PROXY: z.string().min(1).optional(),
    /** How long the API keeps an idle connection: longer than proxies and load balancers keep theirs (often 60 s). */
    DOCSIFT_KEEP_ALIVE_TIMEOUT_MS: int(65_000, 1000),
    /** How long the API waits for a request's headers; above the keep-alive, below Node's whole-request limit. */
    DOCSIFT_HEADERS_TIMEOUT_MS: int(66_000, 1000),
    DOCSIFT_QUEUE_PREFIX: z.string().min(1).default("docsift"),
    DOCSIFT_JOB_ATTEMPTS: int(3, 1),
    /** Jobs a worker process runs at once, each in a thread of its own (0: one per core). */
    DOCSIFT_WORKER_CONCURRENCY: int(0),
    DOCSIFT_JOB_LOCK_MS: int(30_000, 1000),
    DOCSIFT_SWEEP_INTERVAL_MS: int(15_000, 100),
    DOCSIFT_SWEEP_GRACE_MS: int(30_000, 0),
    DOCSIFT_MAX_PAGES: int(2000, 1),
    DOCSIFT_MAX_PIXELS: int(50_000_000, 1),
    DOCSIFT_MAX_INFLATED_STREAM_BYTES: int(256 * 1024 * 1024, 1024),
    DOCSIFT_MAX_INFLATED_PAGE_BYTES: int(256 * 1024 * 1024, 1024),
    DOCSIFT_MAX_INFLATED_BYTES: int(1024 * 1024 * 1024, 1024),
    DOCSIFT_OCR_LANGUAGES: z
      .string()
      .regex(/^[a-z_]+(\+[a-z_]+)*$/, "tesseract language codes joined with +, e.g. eng+deu+fra")
      .default("eng+deu+fra"),
    DOCSIFT_OCR_DATA_DIR: z.string().min(1).optional(),
    DOCSIFT_PAGE_TIMEOUT_MS: int(60_000, 1000),
    DOCSIFT_OCR_WORKERS: int(0),
    DOCSIFT_PDF_THREADS: int(0),
    DOCSIFT_WORKER_HEALTH_PORT: int(0),
    /** Files and extractions older than this many days are deleted by the workers (0: kept forever). */
    DOCSIFT_RETENTION_DAYS: int(0),
    DOCSIFT_RETENTION_INTERVAL_MS: int(3_600_000, 1000),
    DOCSIFT_WEBHOOK_BACKOFF_MS: int(10_000, 1),
    /** Enables the queue dashboard at /admin/queues behind this token (Bearer, or HTTP Basic password). */
    DOCSIFT_ADMIN_TOKEN: z.string().min(16).optional(),
    DOCSIFT_WEBHOOK_TIMEOUT_MS: int(10_000, 100),
    DOCSIFT_PHONE_REGION: z.string().length(2).optional(),
    DOCSIFT_ENGINE: z.enum(["rules", "ollama", "auto"]).default("auto"),
    // Who decides among the embedded engine's candidates: the hand-set resolver, or the learned scorer (`pnpm train`).
    DOCSIFT_DECISIONS: z.enum(["rules", "learned"]).default("rules"),
    DOCSIFT_OLLAMA_FALLBACK: z.enum(["rules", "fail"]).default("rules"),
    OLLAMA_HOST: z.url().optional(),
    OLLAMA_MODEL: z.string().min(1).default("qwen2.5:7b-instruct"),
    OLLAMA_TIMEOUT_MS: int(120_000, 1000),
    OLLAMA_NUM_CTX: int(8192, 1024),
    OLLAMA_CONCURRENCY: int(1, 1),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((c, ctx) => {
    if (c.DOCSIFT_HEADERS_TIMEOUT_MS <= c.DOCSIFT_KEEP_ALIVE_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["DOCSIFT_HEADERS_TIMEOUT_MS"],
        message:
          `must be greater than DOCSIFT_KEEP_ALIVE_TIMEOUT_MS (${c.DOCSIFT_HEADERS_TIMEOUT_MS} <= ${c.DOCSIFT_KEEP_ALIVE_TIMEOUT_MS}), ` +
          "or a request arriving on a kept-alive connection just before the keep-alive ends may be cut off",
      });
    }
    if (c.DOCSIFT_HEADERS_TIMEOUT_MS > REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["DOCSIFT_HEADERS_TIMEOUT_MS"],
        message: `must be at most ${REQUEST_TIMEOUT_MS}, the API's limit for receiving a whole request`,
      });
    }
    if (c.S3_ENDPOINT && (!c.S3_ACCESS_KEY || !c.S3_SECRET_KEY)) {
      ctx.addIssue({ code: "custom", path: ["S3_ACCESS_KEY"], message: "S3_ACCESS_KEY and S3_SECRET_KEY are required with S3_ENDPOINT" });
    }
  });

export type Config = z.output<typeof ConfigSchema>;

/** Names of every setting, for checks such as the docker-compose test. */
export const CONFIG_KEYS = Object.keys(ConfigSchema.shape) as (keyof Config)[];

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings (a variable set but blank, as compose files often leave them) mean "use the default".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** The reader's limits and OCR languages, as the pipeline takes them. */
export function readOptions(config: Config) {
  return {
    maxPages: config.DOCSIFT_MAX_PAGES,
    maxPixels: config.DOCSIFT_MAX_PIXELS,
    maxInflatedStreamBytes: config.DOCSIFT_MAX_INFLATED_STREAM_BYTES,
    maxInflatedPageBytes: config.DOCSIFT_MAX_INFLATED_PAGE_BYTES,
    maxInflatedBytes: config.DOCSIFT_MAX_INFLATED_BYTES,
    ocrLanguages: config.DOCSIFT_OCR_LANGUAGES.split("+"),
    ocrDataDir: config.DOCSIFT_OCR_DATA_DIR ?? null,
    pageTimeoutMs: config.DOCSIFT_PAGE_TIMEOUT_MS,
    // 0: the reader's default, one thread per core.
    threads: config.DOCSIFT_PDF_THREADS || undefined,
  };
}

export function s3Options(config: Config) {
  if (!config.S3_ENDPOINT) return undefined;
  return {
    endPoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY ?? "",
    secretKey: config.S3_SECRET_KEY ?? "",
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  };
}

/**
 * Settings whose defaults only make sense on one machine (localhost services, a local folder): a deployment of
 * separate containers must set them. The docker-compose test checks that it does.
 */
export const DEPLOYMENT_KEYS = ["DATABASE_URL", "REDIS_URL", "S3_ENDPOINT", "S3_ACCESS_KEY", "S3_SECRET_KEY"] as const;
