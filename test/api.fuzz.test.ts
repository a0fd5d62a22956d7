// Hostile requests against the real API, over real sockets (so that request lines, headers, framing and
// encodings can be anything a client can send), on the real database and Redis. Whatever is sent, the answer is
// never a 5xx, every error has the contract's shape and leaks no stack or path, and the service still works
// afterwards. fast-check generates the requests; a failure prints the seed and the smallest request that fails.
import { gzipSync, deflateSync, brotliCompressSync } from "node:zlib";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrors } from "@docsift/api";
import { CONTENT_TYPES as ACCEPTED_TYPES, ErrorBodySchema } from "@docsift/contract";
import { closePdfThreads } from "@docsift/reader";
import { createTestEnv, makePdf, upload, type TestEnv } from "./support.ts";

type Raw = { status: number; headers: Record<string, string>; body: Buffer };

let env: TestEnv;
let server: http.Server;
let port: number;
let fileId: string;
let extractionId: string;
let sent = 0;
/** Requests that promised more body than they sent, and were never answered (see send). */
let incomplete = 0;

const MAX_FILE_BYTES = 64 * 1024;

beforeAll(async () => {
  env = await createTestEnv({ settings: { maxFileBytes: MAX_FILE_BYTES, urlTimeoutMs: 2000 } });
  server = await listen(env.app);
  port = (server.address() as AddressInfo).port;
  fileId = await upload(env, Buffer.from("Invoice Number: INV-1\nTotal: 12.50 EUR"), "text/plain");
  const created = await answered(request("POST", "/v1/extract", { body: JSON.stringify({ file_id: fileId, document_schema: SCHEMA }) }));
  expect(created.status).toBe(201);
  extractionId = JSON.parse(created.body.toString()).extraction_id;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await env?.close();
  await closePdfThreads();
});

function listen(app: http.RequestListener): Promise<http.Server> {
  const s = http.createServer(app);
  answerClientErrors(s);
  return new Promise((resolve) => s.listen(0, "127.0.0.1", () => resolve(s)));
}

const SCHEMA = { name: "invoice", fields: [{ name: "total", type: "number" }] };

// ---------------------------------------------------------------------------------------------------------------
// A raw HTTP/1.1 client: the bytes go out exactly as given; the first response is read back.

type RequestParts = {
  method?: string;
  target?: string;
  headers?: [string, string][];
  body?: Buffer | string;
  /** Leave out the Authorization header. */
  anonymous?: boolean;
  /** Content-Length to declare instead of the body's. */
  contentLength?: string | null;
};

function request(method: string, target: string, parts: RequestParts = {}): Buffer {
  const body = typeof parts.body === "string" ? Buffer.from(parts.body) : (parts.body ?? Buffer.alloc(0));
  const headers: [string, string][] = [
    ["Host", "127.0.0.1"],
    ["Connection", "close"],
  ];
  if (!parts.anonymous) headers.push(["Authorization", `Bearer ${env.key}`]);
  const given = parts.headers ?? [];
  if (!given.some(([k]) => k.toLowerCase() === "content-type") && body.length > 0) headers.push(["Content-Type", "application/json"]);
  headers.push(...given);
  if (parts.contentLength !== null && !given.some(([k]) => /^(content-length|transfer-encoding)$/i.test(k))) {
    headers.push(["Content-Length", parts.contentLength ?? String(body.length)]);
  }
  const head = `${method} ${target} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}`).join("\r\n")}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), body]);
}

/**
 * Sends the bytes on a new connection and reads the first response. A request whose framing promises more than
 * was sent (a Content-Length too large, a chunked body without its last chunk) gets no answer while the server
 * waits for the rest; after a while the client gives up and half-closes, as a real one would. Only such an
 * incomplete request may then go without an answer.
 */
function send(bytes: Buffer, head = false, mayGiveUp = true): Promise<Raw | "incomplete"> {
  sent++;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = Buffer.alloc(0);
    let gaveUp = false;
    const what = () => JSON.stringify(bytes.subarray(0, 300).toString("latin1"));
    // A request that must be answered is waited for (a first PDF's page count starts pdf.js's threads, which takes
    // more than the patience kept for incomplete requests on a busy machine).
    const giveUp = setTimeout(() => {
      if (!mayGiveUp) return;
      gaveUp = true;
      socket.end();
    }, 800);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within 10 s to ${what()}`));
    }, 10_000);
    const done = () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
    };
    socket.on("error", () => undefined); // the server may close while we still write a body it refused
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const parsed = parseResponse(data, head, false);
      if (parsed) {
        done();
        socket.destroy();
        resolve(parsed);
      }
    });
    socket.on("close", () => {
      done();
      const parsed = parseResponse(data, head, true);
      if (parsed) resolve(parsed);
      else if (gaveUp) resolve("incomplete");
      else reject(new Error(`the connection closed without an answer to ${what()}`));
    });
    socket.write(bytes);
  });
}

function parseResponse(data: Buffer, head: boolean, closed: boolean): Raw | null {
  const end = data.indexOf("\r\n\r\n");
  if (end === -1) return null;
  const [statusLine, ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = data.subarray(end + 4);
  if (head || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
  if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    return rest.length >= length ? { status, headers, body: rest.subarray(0, length) } : null;
  }
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
    const chunks: Buffer[] = [];
    for (let at = 0; ;) {
      const lineEnd = rest.indexOf("\r\n", at);
      if (lineEnd === -1) return null;
      const size = parseInt(rest.subarray(at, lineEnd).toString(), 16);
      if (size === 0) return { status, headers, body: Buffer.concat(chunks) };
      if (rest.length < lineEnd + 2 + size + 2) return null;
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  return closed ? { status, headers, body: rest } : null;
}

/** What every answer must be: no 5xx; an error in the one shape, without stacks or paths. */
function expectSound(res: Raw, what: string, head = false): void {
  const context = `${what} -> ${res.status} ${res.body.subarray(0, 500).toString()}`;
  expect(res.status, context).toBeGreaterThanOrEqual(200);
  expect(res.status, context).toBeLessThan(500);
  expect(res.headers["x-powered-by"], context).toBeUndefined();
  if (res.status < 400 || head) return;
  let json: unknown;
  expect(() => (json = JSON.parse(res.body.toString("utf8"))), context).not.toThrow();
  const parsed = ErrorBodySchema.safeParse(json);
  expect(parsed.success, context).toBe(true);
  expect(parsed.data!.error.request_id, context).toMatch(/^req_[0-9a-f]{20}$/);
  const text = res.body.toString();
  expect(text, context).not.toMatch(
    /\bat .+:\d+:\d+|node_modules|\/work\/|\.ts\b|Error:|TypeError|RangeError|URIError|Prisma|invalid byte sequence/,
  );
}

/** Sends a request that must be answered. */
async function answered(bytes: Buffer, head = false): Promise<Raw> {
  const res = await send(bytes, head, false);
  if (res === "incomplete") throw new Error(`no answer to ${JSON.stringify(bytes.subarray(0, 300).toString("latin1"))}`);
  return res;
}

async function check(
  bytes: Buffer,
  allowed?: number[],
  opts: { head?: boolean; mayBeIncomplete?: boolean } = {},
): Promise<Raw | "incomplete"> {
  const head = opts.head ?? false;
  const res = opts.mayBeIncomplete ? await send(bytes, head) : await answered(bytes, head);
  const what = JSON.stringify(bytes.subarray(0, 400).toString("latin1"));
  if (res === "incomplete") {
    incomplete++;
    return res;
  }
  expectSound(res, what, head);
  if (allowed) expect(allowed, `${what} -> ${res.status} ${res.body.toString().slice(0, 300)}`).toContain(res.status);
  return res;
}

// ---------------------------------------------------------------------------------------------------------------
// Generators.

const PATHS = ["/v1/upload", "/v1/extract", "/v1/extract/ext_x", "/healthz", "/readyz", "/v1/openapi.json", "/v1", "/", "/v1/files"];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "FOO", "get", "M-SEARCH", "PROPFIND"];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=utf-16le",
  "application/json; charset=utf-32",
  "application/json; charset=utf-7",
  "application/json; charset=latin1",
  "application/json; charset=nonsense",
  "application/json; charset",
  "application/json;;;",
  "text/plain",
  "multipart/form-data; boundary=x",
  "application/x-www-form-urlencoded",
  "application/pdf",
  "*/*",
  "",
  "\u00ff\u00fe",
];

/** Any JSON text, including deep nesting, big numbers, duplicate and prototype keys. */
const jsonText: fc.Arbitrary<string> = fc.oneof(
  fc.json({ depthSize: "medium" }),
  fc.jsonValue().map((v) => JSON.stringify({ content_type: "text/plain", file_base64: v })),
  fc.integer({ min: 1, max: 4000 }).map((n) => "[".repeat(n) + "]".repeat(n)),
  fc.integer({ min: 1, max: 4000 }).map((n) => '{"a":'.repeat(n) + "1" + "}".repeat(n)),
  fc.integer({ min: 1, max: 4000 }).map((n) => "[".repeat(n)),
  fc.constantFrom(
    '{"__proto__": {"content_type": "text/plain"}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    '{"a":1,"a":2}',
    "1e999999",
    "-0",
    '"\\ud800"',
    "null",
    "[]",
    '""',
    "{",
    "}",
    "\u0000",
    "\ufeff{}",
  ),
  fc.string({ unit: "binary", maxLength: 200 }),
);

const bytes = fc.uint8Array({ maxLength: 400 }).map((a) => Buffer.from(a));

/** Strings that try every corner of text: NUL, lone surrogates, control characters, long runs. */
const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udc00",
    "\ud83d\ude00",
    "\u202e",
    "\r\n",
    " ",
    "",
    "../../etc/passwd",
    "%00",
    "${{7*7}}",
    "'; DROP TABLE files; --",
  ),
  fc.integer({ min: 0, max: 70_000 }).map((n) => "x".repeat(n)),
);

/** document_schema fields of any shape and depth. */
const field: fc.Arbitrary<unknown> = fc.letrec<{ field: unknown }>((tie) => ({
  field: fc.oneof(
    { depthSize: "small" },
    fc.record(
      {
        name: fc.oneof(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/), hostileString),
        type: fc.constantFrom("string", "number", "date", "email", "phone", "money", ""),
      },
      { requiredKeys: ["name"] },
    ),
    fc.record({
      name: fc.stringMatching(/^[a-z]{1,6}$/),
      type: fc.constantFrom("object", "array"),
      description: hostileString,
      fields: fc.array(tie("field"), { maxLength: 4 }),
    }),
    fc.jsonValue(),
  ),
})).field;

/** The JSON text of a document_schema whose fields nest `depth` levels (built as text: JSON.stringify recurses). */
function nestedSchema(depth: number, type: "object" | "array"): string {
  const open = Array.from({ length: depth }, (_, i) => `{"name":"l${i}","type":"${type}","fields":[`).join("");
  return `{"name":"deep","fields":[${open}{"name":"leaf","type":"string"}${"]}".repeat(depth)}]}`;
}

function extractBody(fileIdText: string, schemaText: string, rest = ""): string {
  return `{"file_id":${fileIdText},"document_schema":${schemaText}${rest}}`;
}

/** document_schema JSON texts (deep ones are built as text, and shown by their depth when a run fails). */
const documentSchema: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({ name: hostileString, description: hostileString, fields: fc.array(field, { maxLength: 6 }) }, { requiredKeys: [] })
    .map((v) => JSON.stringify(v)),
  fc.record({ name: fc.constant("s"), fields: fc.array(field, { minLength: 1, maxLength: 4 }) }).map((v) => JSON.stringify(v)),
  fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.constantFrom("object" as const, "array" as const)).map(([d, t]) => nestedSchema(d, t)),
  fc
    .integer({ min: 199, max: 3000 })
    .map((n) => JSON.stringify({ name: "wide", fields: Array.from({ length: n }, (_, i) => ({ name: `f${i}`, type: "string" })) })),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);

/** Ids: random text, NUL, bad percent-encoding, lookalikes of real ids, traversal. */
const idSegment = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "x"))),
  fc.constantFrom(
    "%00",
    "%C0%AE%C0%AE%2F",
    "%",
    "%zz",
    "%E0%80",
    "%ED%A0%80",
    "%FF",
    "..%2F..%2F",
    "%2e%2e",
    "ext_%00",
    "ext_",
    "EXT_AAAAAAAAAAAAAAAAAAAA",
    "ext_aaaaaaaaaaaaaaaaaaaa",
    "ext_aaaaaaaaaaaaaaaaaaa%00",
    "file_aaaaaaaaaaaaaaaaaaaa",
  ),
  fc.stringMatching(/^[%0-9A-Fa-fgz]{1,30}$/),
  fc.integer({ min: 0, max: 9000 }).map((n) => "a".repeat(n)),
);

const base64Payload = fc.oneof(
  bytes.map((b) => b.toString("base64")),
  bytes.map((b) => b.toString("base64").replace(/=+$/, "")),
  bytes.map((b) => `data:application/pdf;base64,${b.toString("base64")}`),
  bytes.map((b) => b.toString("base64").replace(/(.{7})/g, "$1\n")),
  bytes.map((b) => b.toString("base64url")),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "",
    "=",
    "====",
    "A",
    "AA=",
    "A===",
    "%%%%",
    "data:,",
    "data:;base64,",
    "JVBERi0x",
    "JVBERi0xLjQKJeLjz9MK",
    "iVBORw0KGgo=",
    "/9j/4AAQ",
    "R0lGODlh",
    "SUkqAA==",
    "TU0AKg==",
  ),
  fc.integer({ min: 80_000, max: 120_000 }).map((n) => "A".repeat(n)),
  fc
    .constantFrom("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer<</Root 1 0 R>>", "%PDF-1.7\n%%EOF", "%PDF-")
    .map((s) => Buffer.from(s).toString("base64")),
);
const contentType = fc.oneof(
  fc.constantFrom(...ACCEPTED_TYPES),
  fc.constantFrom("application/zip", "IMAGE/PNG", "text/plain; charset=utf-8", "", " application/pdf"),
  hostileString,
  fc.jsonValue(),
);

const hostUrl = fc.oneof(
  fc.constantFrom(
    "http://127.0.0.1:9/x.pdf",
    "http://localhost/x",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[fe80::1%25eth0]/",
    "http://0x7f.1/",
    "http://2130706433/",
    "http://017700000001/",
    "http://0/",
    "http://10.0.0.1/",
    "http://192.168.1.1:8080/a",
    "http://100.64.0.1/",
    "http://192.0.2.1/",
    "http://[::]/",
    "http://user:pass@example.invalid/",
    "https://example.invalid/x.pdf",
    "ftp://example.com/x",
    "file:///etc/passwd",
    "gopher://127.0.0.1:6379/_PING",
    "javascript:alert(1)",
    "data:application/pdf;base64,JVBERi0=",
    "http://",
    "http://[",
    "http://a b/",
    "http://example.invalid:99999/",
    "http://example.invalid:-1/",
    "http://\u0000/",
    "http://exa\u0000mple.invalid/",
    "http://xn--/",
    "http://ä.invalid/",
    "//example.invalid/x",
    "/relative",
  ),
  // Random web URLs, on hosts that cannot resolve (the test machine reaches no public network).
  fc.webUrl().map((u) => u.replace(/^(https?:\/\/)([^/:?#]+)/, "$1$2.invalid")),
  hostileString,
  fc.integer({ min: 4000, max: 5000 }).map((n) => `http://example.invalid/${"a".repeat(n)}`),
);

const headerValue = fc.oneof(
  fc.string({ unit: "binary-ascii", maxLength: 80 }),
  fc.constantFrom(
    "",
    " ",
    "\t",
    "a\rb",
    "a\nb",
    "a\u0000b",
    "\u00ff\u00fe",
    "Bearer",
    "Bearer ",
    `Bearer dsk_${"A".repeat(43)}`,
    "bearer  x",
    "Basic YTpi",
  ),
  fc.integer({ min: 0, max: 20_000 }).map((n) => "a".repeat(n)),
);
const headerName = fc.oneof(
  fc.constantFrom(
    "Content-Type",
    "Content-Length",
    "Transfer-Encoding",
    "Content-Encoding",
    "Authorization",
    "Idempotency-Key",
    "Host",
    "Expect",
    "Connection",
    "Upgrade",
    "X-Forwarded-For",
    "Range",
  ),
  fc.string({ unit: "binary-ascii", maxLength: 20 }),
);

// ---------------------------------------------------------------------------------------------------------------

describe("hostile requests", () => {
  it("regressions: the seven 500s of the report", async () => {
    await check(request("GET", "/v1/extract/%00"), [404]);
    await check(request("POST", "/v1/extract", { body: JSON.stringify({ file_id: "\u0000", document_schema: SCHEMA }) }), [404]);
    await check(request("GET", "/v1/extract/%C0%AE%C0%AE%2F"), [400]);
    await check(request("POST", "/v1/upload", { body: "definitely not gzip", headers: [["Content-Encoding", "gzip"]] }), [400]);
    for (const depth of [1000, 1500, 5000]) {
      for (const type of ["object", "array"] as const) {
        await check(request("POST", "/v1/extract", { body: extractBody(JSON.stringify(fileId), nestedSchema(depth, type)) }), [400]);
      }
    }
    // Nesting below the JSON bound but beyond what validation recurses into: the schema's own bound answers.
    const res = (await check(
      request("POST", "/v1/extract", { body: extractBody(JSON.stringify(fileId), nestedSchema(20, "object")) }),
      [400],
    )) as Raw;
    expect(JSON.parse(res.body.toString()).error.code).toBe("invalid_schema");
  });

  it("bodies: any bytes or JSON, to every route, with any Content-Type", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.constantFrom("POST", "PUT", "GET"),
        fc.oneof(
          jsonText,
          bytes.map((b) => b.toString("latin1")),
        ),
        fc.constantFrom(...CONTENT_TYPES),
        async (path, method, body, type) => {
          await check(request(method, path, { body: Buffer.from(body, "latin1"), headers: type ? [["Content-Type", type]] : [] }));
        },
      ),
      { numRuns: 110 },
    );
  });

  it("headers: any names and values, broken framing, oversized, missing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 }),
        fc.boolean(),
        jsonText,
        async (path, headers, anonymous, body) => {
          // Header bytes go out as latin1; values beyond it are the client's problem, not the server's.
          // eslint-disable-next-line no-control-regex -- the class is latin1, 0x00-0xff, which starts at NUL
          const safe = headers.map(([k, v]) => [k.replace(/[^\x00-\xff]/g, "?"), v.replace(/[^\x00-\xff]/g, "?")] as [string, string]);
          const expectsContinue = safe.some(([k, v]) => k.toLowerCase() === "expect" && v.toLowerCase() === "100-continue");
          if (expectsContinue) return; // a 100 Continue comes first; not an answer
          await check(request("POST", path, { headers: safe, anonymous, body }), undefined, { mayBeIncomplete: true });
        },
      ),
      { numRuns: 90 },
    );
  });

  it("framing: request lines, chunked bodies and lengths that do not add up", async () => {
    const cases = fc.oneof(
      fc
        .tuple(fc.string({ unit: "binary-ascii", maxLength: 60 }), fc.string({ unit: "binary-ascii", maxLength: 60 }))
        .map(([a, b]) => Buffer.from(`${a} ${b} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, "latin1")),
      fc
        .constantFrom(
          "GET / HTTP/9.9\r\nConnection: close\r\n\r\n",
          "GET /v1/extract/x\r\n\r\n",
          "\r\n\r\n",
          "POST /v1/upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
          "POST /v1/upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
          "POST /v1/upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
          "POST /v1/upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: -1\r\n\r\n",
          "POST /v1/upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 1e3\r\n\r\n",
          "POST /v1/upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n",
          "POST /v1/upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: identity\r\n\r\n",
          "GET /v1/extract/ext_x HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX: a\u0000b\r\n\r\n",
          "GET /v1/extract/ext_x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n Folded: header\r\n\r\n",
          "GET /v1/extract/ext_x HTTP/1.1\r\nHost: x\r\nConnection: close\r\nBad Header: x\r\n\r\n",
          "GET /v1/extract/ext_\u00ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
          "GET /v1/extract/ext x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
          `GET /v1/extract/ext_x HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
          `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          "CONNECT 127.0.0.1:5432 HTTP/1.1\r\nHost: 127.0.0.1:5432\r\nConnection: close\r\n\r\n",
          "GET /v1/extract/ext_x HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n",
        )
        .map((s) => Buffer.from(s, "latin1")),
      fc.tuple(jsonText, fc.integer({ min: 0, max: 40 })).map(([body, cut]) => {
        // Declared shorter than sent: the rest arrives as a second request, which must not break the first.
        const buf = Buffer.from(body);
        return request("POST", "/v1/upload", { body: buf, contentLength: String(Math.max(0, buf.length - cut)) });
      }),
    );
    await fc.assert(
      fc.asyncProperty(cases, async (raw) => {
        await check(raw, undefined, { mayBeIncomplete: true });
      }),
      { numRuns: 70 },
    );
  });

  it("encodings: Content-Encoding that lies, unknown codings, bombs", async () => {
    const body = fc.oneof(
      jsonText,
      fc.constant(JSON.stringify({ content_type: "text/plain", file_base64: Buffer.from("hello").toString("base64") })),
    );
    const encoded = fc
      .tuple(
        body,
        fc.constantFrom(
          "gzip",
          "deflate",
          "br",
          "GZIP",
          "x-gzip",
          "compress",
          "zstd",
          "identity",
          "gzip, gzip",
          "gzip, br",
          "",
          "*",
          "\u00ff",
        ),
        fc.constantFrom("honest", "plain", "truncated", "garbage", "bomb"),
      )
      .map(([text, coding, how]) => {
        const plain = Buffer.from(text);
        const compress = (buf: Buffer) =>
          /^deflate$/i.test(coding) ? deflateSync(buf) : /^br$/i.test(coding) ? brotliCompressSync(buf) : gzipSync(buf);
        const payload =
          how === "honest"
            ? compress(plain)
            : how === "plain"
              ? plain
              : how === "truncated"
                ? compress(plain).subarray(0, Math.max(1, compress(plain).length >> 1))
                : how === "garbage"
                  ? Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), plain])
                  : compress(Buffer.alloc(MAX_FILE_BYTES * 4, 0x20)); // inflates past the body limit
        return { coding, payload };
      });
    await fc.assert(
      fc.asyncProperty(encoded, fc.constantFrom("/v1/upload", "/v1/extract"), async ({ coding, payload }, path) => {
        await check(request("POST", path, { body: payload, headers: [["Content-Encoding", coding]] }));
      }),
      { numRuns: 80 },
    );
  });

  it("ids: in paths and in bodies", async () => {
    await fc.assert(
      fc.asyncProperty(idSegment, fc.oneof(hostileString, fc.jsonValue()), async (segment, bodyId) => {
        await check(request("GET", `/v1/extract/${segment}`), [400, 404, 405, 414, 431]);
        await check(request("POST", "/v1/extract", { body: JSON.stringify({ file_id: bodyId, document_schema: SCHEMA }) }), [400, 404]);
      }),
      { numRuns: 50 },
    );
  });

  it("paths and methods", async () => {
    const path = fc.oneof(
      fc.constantFrom(...PATHS),
      idSegment.map((s) => `/v1/${s}`),
      fc.array(idSegment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join("/")}`),
      fc.constantFrom(
        "/v1/extract/ext_x/..",
        "/v1/./upload",
        "/v1//upload",
        "//v1/upload",
        "/V1/UPLOAD",
        "/v1/upload?x=%zz",
        "/v1/extract?a[b][c][d][e]=1",
        "/v1/extract/ext_x?__proto__=1",
        "*",
        "http://example.invalid/v1/upload",
        "/v1/upload#frag",
        "/%",
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS, "HEAD"), path, fc.boolean(), async (method, target, anonymous) => {
        await check(request(method, target, { anonymous }), undefined, { head: method === "HEAD" });
      }),
      { numRuns: 80 },
    );
  });

  it("schemas: any shape, depth, width and text", async () => {
    await fc.assert(
      fc.asyncProperty(
        documentSchema,
        fc.constantFrom("real", "bogus"),
        fc.option(fc.constantFrom("rules", "ollama", "auto", "gpt", "")),
        async (schema, which, engine) => {
          const body = extractBody(
            JSON.stringify(which === "real" ? fileId : "file_nope"),
            schema,
            engine !== null ? `,"engine":${JSON.stringify(engine)}` : "",
          );
          await check(request("POST", "/v1/extract", { body }), [201, 400, 404]);
        },
      ),
      { numRuns: 90 },
    );
  });

  it("uploads: base64 that is not, types that lie", async () => {
    await fc.assert(
      fc.asyncProperty(contentType, base64Payload, async (type, payload) => {
        await check(
          request("POST", "/v1/upload", { body: JSON.stringify({ content_type: type, file_base64: payload }) }),
          [201, 400, 413, 415],
        );
      }),
      { numRuns: 70 },
    );
  });

  it("URLs: private, malformed, credentials, other schemes", async () => {
    await fc.assert(
      fc.asyncProperty(hostUrl, fc.constantFrom("application/pdf", "text/plain"), fc.boolean(), async (url, type, both) => {
        const body = { content_type: type, file_url: url, ...(both ? { file_base64: "aGk=" } : {}) };
        await check(request("POST", "/v1/upload", { body: JSON.stringify(body) }), [400, 413, 415, 422]);
      }),
      { numRuns: 60 },
    );
  });

  it("URLs: a hostile server behind an allowed address (redirects, statuses, lengths, stalls)", async () => {
    const pdf = await makePdf([["hello"]]);
    const hostile = http.createServer((req, res) => {
      const params = new URL(req.url ?? "/", "http://x").searchParams;
      const status = Number(params.get("status") ?? 200);
      const location = params.get("location");
      const mode = params.get("mode");
      if (mode === "stall") return; // never answers: the download's time limit must end it
      if (mode === "reset") return void req.socket.destroy();
      try {
        res.writeHead(status, {
          ...(location !== null ? { Location: location } : {}),
          ...(params.get("length") ? { "Content-Length": params.get("length")! } : {}),
        });
        if (mode === "lie")
          res.socket?.end(); // fewer bytes than declared
        else res.end(params.get("body") === "pdf" ? pdf : Buffer.from(params.get("body") ?? ""));
      } catch {
        req.socket.destroy(); // a status or header Node will not send
      }
    });
    await new Promise<void>((r) => hostile.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
    const open = await createTestEnv({ settings: { allowPrivateUrls: true, urlTimeoutMs: 1000, maxFileBytes: MAX_FILE_BYTES } });
    const openServer = await listen(open.app);
    const openPort = (openServer.address() as AddressInfo).port;
    const query = fc.record(
      {
        status: fc.constantFrom(200, 201, 204, 301, 302, 303, 307, 308, 304, 400, 404, 500, 999, 100),
        location: fc.oneof(
          fc.constantFrom(
            "http://[",
            "//",
            "/?status=200&body=pdf",
            "http://10.0.0.1/",
            "http://169.254.169.254/",
            "ftp://x/",
            "",
            "http://a b/",
            "/?status=302&location=/",
          ),
          hostileString,
        ),
        length: fc.constantFrom("0", "5", "99999999999", "-1", "abc"),
        body: fc.constantFrom("pdf", "", "%PDF-1.4 junk"),
        mode: fc.constantFrom("normal", "normal", "normal", "normal", "normal", "reset", "lie", "stall"),
      },
      { requiredKeys: ["mode"] },
    );
    try {
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const search = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]));
          const body = JSON.stringify({ content_type: "application/pdf", file_url: `${base}/doc?${search}` });
          const raw = request("POST", "/v1/upload", { body, headers: [["Authorization", `Bearer ${open.key}`]], anonymous: true });
          const res = await new Promise<Raw>((resolve, reject) => {
            const socket = net.connect(openPort, "127.0.0.1");
            let data = Buffer.alloc(0);
            socket.on("data", (c: Buffer) => {
              data = Buffer.concat([data, c]);
              const parsed = parseResponse(data, false, false);
              if (parsed) {
                socket.destroy();
                resolve(parsed);
              }
            });
            socket.on("close", () => {
              const parsed = parseResponse(data, false, true);
              if (parsed) resolve(parsed);
              else reject(new Error(`no answer for ${search}`));
            });
            socket.write(raw);
          });
          sent++;
          expectSound(res, search.toString());
          expect([201, 400, 413, 415, 422]).toContain(res.status);
        }),
        { numRuns: 30 },
      );
    } finally {
      await new Promise<void>((r) => openServer.close(() => r()));
      await open.close();
      hostile.closeAllConnections();
      await new Promise<void>((r) => hostile.close(() => r()));
    }
  });

  it("leaves a live service: health, uploads, extractions and reads still work", async () => {
    expect(sent).toBeGreaterThanOrEqual(500);
    // Most requests were complete, and answered.
    expect(incomplete).toBeLessThan(sent / 10);
    const health = await answered(request("GET", "/healthz", { anonymous: true }));
    expect(health.status).toBe(200);
    const ready = await answered(request("GET", "/readyz", { anonymous: true }));
    expect(ready.status).toBe(200);
    const pdf = await makePdf([["Invoice Number: INV-9"]]);
    const uploaded = await answered(
      request("POST", "/v1/upload", { body: JSON.stringify({ content_type: "application/pdf", file_base64: pdf.toString("base64") }) }),
    );
    expect(uploaded.status).toBe(201);
    const created = await answered(
      request("POST", "/v1/extract", {
        body: JSON.stringify({ file_id: JSON.parse(uploaded.body.toString()).file_id, document_schema: SCHEMA }),
      }),
    );
    expect(created.status).toBe(201);
    const got = await answered(request("GET", `/v1/extract/${extractionId}`));
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body.toString()).extraction_id).toBe(extractionId);
  });
});
