import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { REQUEST_TIMEOUT_MS, s3Options, type Config } from "@docsift/config";
import { createDb } from "@docsift/db";
import { closePdfThreads } from "@docsift/reader";
import { createExtractionQueue, createRedis, createWebhookQueue } from "@docsift/queue";
import { createBlobStoreFromConfig } from "@docsift/storage";
import type { Logger } from "pino";
import { createApp } from "./app.ts";
import { answerClientErrors } from "./http-errors.ts";

export type RunningApi = { server: Server; url: string; close(): Promise<void> };

/** Creates the clients the API needs from the configuration and starts listening. */
export async function startApi(config: Config, logger: Logger): Promise<RunningApi> {
  const db = createDb(config.DATABASE_URL);
  const redis = createRedis(config.REDIS_URL, "producer");
  redis.on("error", (err) => logger.warn({ err: err.message }, "redis connection error"));
  const queue = createExtractionQueue(redis, config.DOCSIFT_QUEUE_PREFIX);
  const webhookQueue = createWebhookQueue(redis, config.DOCSIFT_QUEUE_PREFIX);
  const blobs = createBlobStoreFromConfig({ dataDir: config.DOCSIFT_DATA_DIR, s3: s3Options(config) });
  const app = createApp({
    db,
    redis,
    queue,
    webhookQueue,
    blobs,
    logger,
    settings: {
      adminToken: config.DOCSIFT_ADMIN_TOKEN,
      maxFileBytes: config.DOCSIFT_MAX_FILE_BYTES,
      allowPrivateUrls: config.DOCSIFT_ALLOW_PRIVATE_URLS,
      urlTimeoutMs: config.DOCSIFT_URL_TIMEOUT_MS,
      rateLimitPerMinute: config.DOCSIFT_RATE_LIMIT_PER_MINUTE,
      authFailuresPerMinute: config.DOCSIFT_AUTH_FAILURES_PER_MINUTE,
      keyCacheMs: config.DOCSIFT_KEY_CACHE_SECONDS * 1000,
      trustProxy: config.DOCSIFT_TRUST_PROXY,
      jobAttempts: config.DOCSIFT_JOB_ATTEMPTS,
      redisPrefix: config.DOCSIFT_QUEUE_PREFIX,
      inflationLimits: {
        stream: config.DOCSIFT_MAX_INFLATED_STREAM_BYTES,
        page: config.DOCSIFT_MAX_INFLATED_PAGE_BYTES,
        document: config.DOCSIFT_MAX_INFLATED_BYTES,
      },
      pageLimits: { maxPixels: config.DOCSIFT_MAX_PIXELS, pageTimeoutMs: config.DOCSIFT_PAGE_TIMEOUT_MS },
    },
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.PORT, config.HOST, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  answerClientErrors(server);
  // Idle connections are kept longer than the proxies and load balancers in front commonly keep theirs (60 s): a
  // server that closes first races the proxy's next request on that connection, which the proxy answers with 502.
  // Headers get a little longer than that (the configuration checks it); a whole request keeps Node's 300 s.
  server.keepAliveTimeout = config.DOCSIFT_KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = config.DOCSIFT_HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  // Once closing, a connection is not kept alive past the answer it is busy with: server.close() closes only the
  // connections idle at that moment, and would otherwise wait the keep-alive out (65 s) for the others.
  let closing = false;
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  return {
    server,
    url: `http://${host}:${port}`,
    async close() {
      // Stops accepting connections, closes idle keep-alive ones at once (not after their 65 s), and waits for
      // requests in flight to be answered, closing each connection after its answer.
      closing = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.close();
      await webhookQueue.close();
      redis.disconnect();
      await db.$disconnect();
      // Uploads of PDFs are counted in a thread (see cheapPageCount).
      await closePdfThreads();
    },
  };
}
