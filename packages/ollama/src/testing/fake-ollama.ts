// An in-process stand-in for an Ollama server, speaking the part of its HTTP API the engine uses
// (POST /api/chat without streaming, GET /api/tags), with answers decided by the test from each request.
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ChatBody = {
  model: string;
  messages: { role: string; content: string }[];
  format: unknown;
  stream: boolean;
  options: Record<string, unknown>;
  keep_alive?: string;
};

/**
 * `json` is sent as the message content, serialised; `error` with `status` answers as Ollama fails. With `until`,
 * the answer waits for that promise: the test decides when a request ends (one that never settles is a server that
 * never answers), instead of a delay.
 */
export type Reply = { json?: unknown; content?: string; status?: number; error?: string; until?: Promise<unknown> };

export type FakeOllama = {
  host: string;
  requests: ChatBody[];
  /** Most chat requests in progress at once. */
  maxInFlight: number;
  close(): Promise<void>;
};

export async function startFakeOllama(opts: { models?: string[]; reply: (body: ChatBody) => Reply }): Promise<FakeOllama> {
  const models = opts.models ?? ["test-model:latest"];
  let inFlight = 0;
  const fake: FakeOllama = { host: "", requests: [], maxInFlight: 0, close: async () => {} };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "GET" && req.url === "/api/tags") {
      return send(res, 200, { models: models.map((name) => ({ name, model: name, size: 1, digest: "0", details: {} })) });
    }
    if (req.method !== "POST" || req.url !== "/api/chat") return send(res, 404, { error: "404 page not found" });
    const body = JSON.parse(await readBody(req)) as ChatBody;
    fake.requests.push(body);
    const known = models.some((m) => m === body.model || m === `${body.model}:latest`);
    if (!known) return send(res, 404, { error: `model '${body.model}' not found` });
    inFlight++;
    fake.maxInFlight = Math.max(fake.maxInFlight, inFlight);
    try {
      const reply = opts.reply(body);
      if (reply.until) await reply.until;
      if (reply.status && reply.status >= 400) return send(res, reply.status, { error: reply.error ?? "failed" });
      const content = reply.content ?? JSON.stringify(reply.json ?? {});
      send(res, 200, {
        model: body.model,
        created_at: new Date().toISOString(),
        message: { role: "assistant", content },
        done: true,
        done_reason: "stop",
      });
    } finally {
      inFlight--;
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

/** An address where nothing listens: a port the system handed out, then closed. */
export async function closedPortHost(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}
