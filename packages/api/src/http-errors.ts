// Every failure leaves the API in the contract's one error shape. Unexpected errors become a generic 500 with the
// request id; their details go to the log only.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ApiError, type ErrorBody } from "@docsift/contract";
import type { Logger } from "pino";

function errorBody(err: ApiError, requestId: string): ErrorBody {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
      request_id: requestId,
    },
  };
}

/**
 * Translates what Express and body-parser raise for a caller's mistake (bad JSON, too large, an undecodable
 * Content-Encoding, a path that is not valid percent-encoding) into the contract's codes. Such errors carry a 4xx
 * `status` (http-errors' convention); anything else is ours, and a 500.
 */
function fromClientError(err: unknown): ApiError | null {
  if (typeof err !== "object" || err === null) return null;
  const { type, status: rawStatus, statusCode } = err as { type?: unknown; status?: unknown; statusCode?: unknown };
  switch (type) {
    case "entity.parse.failed":
      return new ApiError("invalid_json", "the request body is not valid JSON");
    case "entity.too.large":
      return new ApiError("payload_too_large", "the request body is too large");
    case "entity.too.deep":
      return new ApiError("invalid_json", (err as Error).message);
    case "encoding.unsupported":
      return new ApiError("unsupported_media_type", "the request's Content-Encoding is not supported; send gzip, deflate, br or none");
    case "charset.unsupported":
      return new ApiError("unsupported_media_type", "the request body must be JSON in UTF-8");
    case "request.aborted":
      return new ApiError("invalid_request", "the request was aborted");
    case "request.size.invalid":
      return new ApiError("invalid_request", "the request body is not as long as its Content-Length says");
  }
  const status = typeof rawStatus === "number" ? rawStatus : typeof statusCode === "number" ? statusCode : 0;
  if (status < 400 || status > 499) return null;
  if (err instanceof URIError) return new ApiError("invalid_request", "the request path is not valid percent-encoding");
  if (isZlibError(err)) return new ApiError("invalid_request", "the request body could not be decoded as its Content-Encoding says");
  if (status === 413) return new ApiError("payload_too_large", "the request is too large");
  if (status === 415) return new ApiError("unsupported_media_type", "the request's media type is not supported");
  return new ApiError("invalid_request", "the request is malformed");
}

function isZlibError(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" && code.startsWith("Z_");
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    // An error after the answer began (a broken stream) can only end the connection, as Express does.
    if (res.headersSent) {
      next(err);
      return;
    }
    const requestId = String(req.id ?? "");
    const apiError = err instanceof ApiError ? err : fromClientError(err);
    if (apiError) {
      for (const [k, v] of Object.entries(apiError.headers)) res.setHeader(k, v);
      res.status(apiError.status).json(errorBody(apiError, requestId));
      return;
    }
    if (isDependencyDown(err)) {
      logger.warn({ err, requestId }, "a dependency is unavailable");
      res.setHeader("Retry-After", "5");
      res
        .status(503)
        .json(errorBody(new ApiError("service_unavailable", "a dependency of the service is unavailable; retry shortly"), requestId));
      return;
    }
    logger.error({ err, requestId }, "unexpected error");
    const internal = new ApiError("internal_error", "an unexpected error occurred; quote the request_id when reporting it");
    res.status(500).json(errorBody(internal, requestId));
  };
}

export const notFoundRoute: RequestHandler = (req, _res, next) => {
  next(new ApiError("not_found", `no route for ${req.method} ${req.path}`));
};

/** For a known path with a method it does not serve: 405 with the methods it does. */
export function methodNotAllowed(allowed: string[]): RequestHandler {
  return (req, _res, next) => {
    next(
      new ApiError("method_not_allowed", `${req.method} is not allowed here; use ${allowed.join(" or ")}`, {
        headers: { Allow: allowed.join(", ") },
      }),
    );
  };
}

const DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);

/** Connection failures to PostgreSQL, Redis or the blob store, wherever in the error chain they are. */
function isDependencyDown(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown; name?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === "string" && DOWN_CODES.has(e.code)) return true;
    if (e.name === "PrismaClientInitializationError") return true;
    if (typeof e.message === "string" && /Connection is closed|Stream isn't writeable|connect ECONNREFUSED/.test(e.message)) return true;
  }
  return false;
}

/**
 * Requests Node's HTTP parser refuses before Express sees them (a malformed request line or header, headers too
 * large, a body that breaks its framing) are answered in the same error shape, then the connection is closed.
 */
export function answerClientErrors(server: Server): void {
  // CONNECT asks for a tunnel, which Node hands to this event rather than to Express; without an answer the
  // socket would just close.
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    writeRaw(socket, 405, "Method Not Allowed", new ApiError("method_not_allowed", "CONNECT is not allowed here"), { Allow: "GET, POST" });
  });
  // An Expect header other than 100-continue: Node would answer 417 with an empty body.
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    const body = errorBody(
      new ApiError("invalid_request", `the expectation "${req.headers.expect ?? ""}" cannot be met; only 100-continue is supported`),
      newRequestId(),
    );
    res.writeHead(417, { "Content-Type": "application/json; charset=utf-8", "X-Request-Id": body.error.request_id, Connection: "close" });
    res.end(JSON.stringify(body));
  });
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, reason, message] =
      err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "the request headers are too large"]
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout", "the request was not received in time"]
          : [400, "Bad Request", "the request is not valid HTTP"];
    writeRaw(socket, status, reason, new ApiError("invalid_request", message));
  });
}

/** An error answer written straight to a socket that Express never saw, then the connection's end. */
function writeRaw(socket: Duplex, status: number, reason: string, error: ApiError, headers: Record<string, string> = {}): void {
  const requestId = newRequestId();
  const body = JSON.stringify(errorBody(error, requestId));
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n${extra}Connection: close\r\n\r\n${body}`,
  );
}

/** The id every answer carries in X-Request-Id and in error bodies. */
export function newRequestId(): string {
  return `req_${randomBytes(10).toString("hex")}`;
}
