#!/usr/bin/env node
// `docsift`: the one entry point that starts the API, a worker, or both, manages keys and migrations, and runs
// an extraction in-process. It is the only place that reads the environment.
import { readFile } from "node:fs/promises";
import os from "node:os";
import { Command, Option } from "commander";
import type { EngineChoice } from "@docsift/pipeline";
import { closeOcr, closePdfThreads } from "@docsift/reader";
import pino from "pino";
import { loadConfig } from "@docsift/config";
import { createApiKey, createDb, listApiKeys, migrate, revokeApiKey, setMonthlyQuota, webhookSecretByName } from "@docsift/db";
import { startApi } from "@docsift/api";
import { startWorkerProcess } from "@docsift/worker";
import { bootstrapKey } from "./bootstrap.ts";
import { DEFAULT_CORPUS, formatEvaluation, runEvaluation } from "./eval.ts";
import { extractFile } from "./extract.ts";
import { trainModel } from "./train.ts";
import { MODEL_FILE } from "@docsift/extract";
import { TRAIN_DIR, formatLearned, learnedReport, loadOwnSuites, loadTrainCorpus } from "@docsift/eval";
import { fileURLToPath } from "node:url";

const program = new Command("docsift").description("Docsift document extraction service");

function logger(level: string) {
  return pino({ level, base: { service: "docsift" } });
}

function onShutdown(close: () => Promise<void>, log: pino.Logger): void {
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1);
      closing = true;
      log.info({ signal }, "shutting down");
      close().then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}

program
  .command("up")
  .description("migrate, then run the API and a worker in one process (the quick start)")
  .action(async () => {
    const config = loadConfig();
    const log = logger(config.LOG_LEVEL);
    await migrate(config.DATABASE_URL);
    const key = await bootstrapKey(config, { generateIfUnset: true });
    const api = await startApi(config, log);
    const worker = await startWorkerProcess(config, log);
    onShutdown(async () => {
      await api.close();
      await worker.close();
    }, log);
    process.stdout.write(
      [
        "",
        `Docsift is listening on ${api.url}`,
        `API key (tenant '${config.DOCSIFT_BOOTSTRAP_TENANT}'): ${key?.key ?? "(see DOCSIFT_BOOTSTRAP_API_KEY)"}`,
        `Playground: ${api.url}/playground (paste the key there)`,
        `Try: curl -s ${api.url}/v1/openapi.json -H "Authorization: Bearer ${key?.key ?? "$KEY"}" | head -c 200`,
        "",
      ].join("\n"),
    );
  });

program
  .command("api")
  .description("run the HTTP API")
  .action(async () => {
    const config = loadConfig();
    const log = logger(config.LOG_LEVEL);
    await bootstrapKey(config, { generateIfUnset: false });
    const api = await startApi(config, log);
    onShutdown(() => api.close(), log);
    log.info({ url: api.url }, "api listening");
  });

program
  .command("worker")
  .description("run an extraction worker")
  .action(async () => {
    const config = loadConfig();
    const log = logger(config.LOG_LEVEL);
    const worker = await startWorkerProcess(config, log);
    onShutdown(() => worker.close(), log);
    log.info({ concurrency: config.DOCSIFT_WORKER_CONCURRENCY || os.availableParallelism() }, "worker started");
  });

program
  .command("migrate")
  .description("apply pending database migrations (creates the database when missing)")
  .action(async () => {
    const config = loadConfig();
    process.stdout.write(`${await migrate(config.DATABASE_URL)}\n`);
  });

const keys = program.command("keys").description("manage API keys");

keys
  .command("create")
  .description("create an API key for a tenant (created if new); the key is printed once")
  .requiredOption("--tenant <name>", "tenant name")
  .option("--name <label>", "a label for the key", "")
  .action(async (opts: { tenant: string; name: string }) => {
    await withDb(async (db) => {
      const created = await createApiKey(db, opts.tenant, opts.name);
      process.stdout.write(`${JSON.stringify({ id: created.id, tenant: created.tenantName, key: created.key }, null, 2)}\n`);
    });
  });

keys
  .command("revoke <idOrKey>")
  .description("revoke a key by its id (key_...) or the key itself")
  .action(async (idOrKey: string) => {
    await withDb(async (db) => {
      const n = await revokeApiKey(db, idOrKey);
      if (n === 0) {
        process.stderr.write("no live key matched\n");
        process.exitCode = 1;
      } else process.stdout.write(`revoked ${n} key\n`);
    });
  });

keys
  .command("list")
  .description("list keys (prefixes only)")
  .option("--tenant <name>", "only this tenant's keys")
  .action(async (opts: { tenant?: string }) => {
    await withDb(async (db) => {
      for (const k of await listApiKeys(db, opts.tenant)) {
        process.stdout.write(`${k.id}  ${k.tenant.name}  ${k.prefix}...  ${k.revokedAt ? "revoked" : "live"}  ${k.name}\n`);
      }
    });
  });

const tenants = program.command("tenants").description("manage tenants");

tenants
  .command("quota")
  .description("set a tenant's monthly credit quota (0 removes it); past it, POST /v1/extract answers 402")
  .requiredOption("--tenant <name>", "tenant name")
  .requiredOption("--monthly-credits <n>", "credits per calendar month (UTC); 0: no quota")
  .action(async (opts: { tenant: string; monthlyCredits: string }) => {
    const n = Number(opts.monthlyCredits);
    if (!Number.isInteger(n) || n < 0 || n > 2_147_483_647) {
      process.stderr.write("--monthly-credits must be a whole number, 0 or more\n");
      process.exitCode = 2;
      return;
    }
    await withDb(async (db) => {
      if (!(await setMonthlyQuota(db, opts.tenant, n))) {
        process.stderr.write(`no tenant named ${opts.tenant}\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(n > 0 ? `tenant ${opts.tenant}: ${n} credits a month\n` : `tenant ${opts.tenant}: no quota\n`);
    });
  });

const webhooks = program.command("webhooks").description("manage webhook signing secrets");

webhooks
  .command("secret")
  .description("print a tenant's webhook signing secret (created if it has none); --rotate replaces it")
  .requiredOption("--tenant <name>", "tenant name")
  .option("--rotate", "replace the secret with a new one", false)
  .action(async (opts: { tenant: string; rotate: boolean }) => {
    await withDb(async (db) => {
      const secret = await webhookSecretByName(db, opts.tenant, opts.rotate);
      if (!secret) {
        process.stderr.write(`no tenant named ${opts.tenant}\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`${secret}\n`);
    });
  });

program
  .command("extract <file>")
  .description("read and extract a file in-process; prints the result in the API's shape")
  .requiredOption("--schema <path>", "a JSON file holding the document_schema")
  .option("--content-type <type>", "the file's content type (default: from the file name)")
  .addOption(engineOption())
  .action(async (file: string, opts: { schema: string; contentType?: string; engine?: EngineChoice }) => {
    const config = loadConfig();
    const schema = JSON.parse(await readFile(opts.schema, "utf8")) as unknown;
    const result = await extractFile(file, schema, opts.contentType, config, opts.engine).finally(closeReaders);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    if (result.status !== "COMPLETED") process.exitCode = 1;
  });

program
  .command("eval")
  .description(
    "score the engine: leave one source out and the test parts of the training corpus, then the evaluation corpus and our own suites",
  )
  .option("--corpus <dir>", "corpus folder", DEFAULT_CORPUS)
  .option("--train-dir <dir>", "training corpus folder", TRAIN_DIR)
  .option("--source <name...>", "only these sources (folders of the corpus, generality or printed); skips the training corpus")
  .option("--no-generality", "skip our own suites (generality and printed: documents of other trades)")
  .option("--no-train-corpus", "skip leave-one-source-out and the training corpus's test parts")
  .option("--out <file>", "where to write the per-field JSON report", "eval-report.json")
  .addOption(engineOption())
  .action(
    async (opts: {
      corpus: string;
      trainDir: string;
      source?: string[];
      generality: boolean;
      trainCorpus: boolean;
      out: string;
      engine?: EngineChoice;
    }) => {
      const config = loadConfig();
      try {
        if (opts.trainCorpus && !opts.source) {
          const report = await learnedReport(await loadTrainCorpus(opts.trainDir), await loadOwnSuites(), {}, (line) =>
            process.stderr.write(`${line}\n`),
          );
          process.stdout.write(`${formatLearned(report)}\n\n`);
        }
        const evaluation = await runEvaluation(opts.corpus, opts.source, opts.out, config, opts.engine, opts.generality);
        process.stdout.write(`${formatEvaluation(evaluation)}\nFull report: ${opts.out}\n`);
      } finally {
        await closeReaders();
      }
    },
  );

program
  .command("train")
  .description("train the engine's scorer on the train parts of the training corpus (../shared/train) and write the model")
  .option("--train-dir <dir>", "training corpus folder", TRAIN_DIR)
  .option("--out <file>", "where to write the model", fileURLToPath(MODEL_FILE))
  .option("--source <name...>", "only these sources")
  .option("--max-cases <n>", "at most this many cases of each source (a quick check of the training path)", (v) => Number.parseInt(v, 10))
  .option("--no-own-suites", "leave out our own suites (generality and printed), which teach the model fields the real sources lack")
  .action(async (opts: { trainDir: string; out: string; source?: string[]; maxCases?: number; ownSuites: boolean }) => {
    const { ownSuites } = opts;
    await trainModel(
      {
        trainDir: opts.trainDir,
        out: opts.out,
        ownSuites,
        ...(opts.source ? { sources: opts.source } : {}),
        ...(opts.maxCases ? { maxCases: opts.maxCases } : {}),
      },
      (line) => process.stderr.write(`${line}\n`),
    ).finally(closeReaders);
    process.stdout.write(`model written to ${opts.out}\n`);
  });

/** The reader's thread pools would keep a one-shot command alive until they idle out. */
async function closeReaders(): Promise<void> {
  await closePdfThreads();
  await closeOcr();
}

function engineOption(): Option {
  return new Option("--engine <engine>", "extraction engine (default: DOCSIFT_ENGINE)").choices(["rules", "ollama", "auto"]);
}

async function withDb(fn: (db: ReturnType<typeof createDb>) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.DATABASE_URL, { poolSize: 1 });
  try {
    await fn(db);
  } finally {
    await db.$disconnect();
  }
}

program.parseAsync().catch((err: unknown) => {
  process.stderr.write(`docsift: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
