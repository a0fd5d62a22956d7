// Every failure leaves the API in the contract's one error shape. Unexpected errors become a generic 500 with the
// request id; their details go to the log only.
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ApiError, type ErrorBody } from "@docsift/contract";
import type { Logger } from "pino";

export function errorBody(err: ApiError, requestId: string): ErrorBody {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
      request_id: requestId,
    },
  };
}

/** Translates the errors body-parser raises (bad JSON, too large) into the contract's codes. */
function fromBodyParser(err: { type?: string; status?: number }): ApiError | null {
  if (err.type === "entity.parse.failed") return new ApiError("invalid_json", "the request body is not valid JSON");
  if (err.type === "entity.too.large") return new ApiError("payload_too_large", "the request body is too large");
  if (err.type === "encoding.unsupported" || err.type === "charset.unsupported") {
    return new ApiError("invalid_request", "the request body must be UTF-8 JSON");
  }
  if (err.type === "request.aborted") return new ApiError("invalid_request", "the request was aborted");
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const requestId = String(req.id ?? "");
    const apiError = err instanceof ApiError ? err : fromBodyParser(err as { type?: string });
    if (apiError) {
      for (const [k, v] of Object.entries(apiError.headers)) res.setHeader(k, v);
      res.status(apiError.status).json(errorBody(apiError, requestId));
      return;
    }
    if (isDependencyDown(err)) {
      logger.warn({ err, requestId }, "a dependency is unavailable");
      res.setHeader("Retry-After", "5");
      res.status(503).json(errorBody(new ApiError("service_unavailable", "a dependency of the service is unavailable; retry shortly"), requestId));
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
    next(new ApiError("method_not_allowed", `${req.method} is not allowed here; use ${allowed.join(" or ")}`, { headers: { Allow: allowed.join(", ") } }));
  };
}

const DOWN_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE", "P1001", "P1002", "P1017", "P2024"]);

/** Connection failures to PostgreSQL, Redis or the blob store, wherever in the error chain they are. */
function isDependencyDown(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown; name?: unknown; message?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && DOWN_CODES.has(e.code)) return true;
    if (e.name === "PrismaClientInitializationError") return true;
    if (typeof e.message === "string" && /Connection is closed|Stream isn't writeable|connect ECONNREFUSED/.test(e.message)) return true;
  }
  return false;
}
