// JSON request bodies: every body is parsed as JSON whatever its Content-Type says (callers forget the header),
// within a size limit that applies after any Content-Encoding is undone, and refused before parsing when it
// nests deeper than MAX_JSON_DEPTH. Failures reach the error handler as body-parser's typed errors (see
// http-errors.ts), which maps them to the contract's codes.
import express, { type RequestHandler } from "express";
import { jsonTextTooDeep, jsonTooDeep, MAX_JSON_DEPTH } from "./json-depth.ts";

class TooDeepError extends Error {
  readonly type = "entity.too.deep";
  readonly status = 400;
  readonly expose = true;
  constructor() {
    super(`the request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`);
  }
}

export function jsonBody(limitBytes: number): RequestHandler {
  return express.json({
    limit: limitBytes,
    type: () => true,
    verify: (_req, _res, buf, encoding) => {
      if (tooDeep(buf, encoding)) throw new TooDeepError();
    },
  });
}

function tooDeep(buf: Buffer, encoding: string): boolean {
  const charset = (encoding || "utf-8").toLowerCase();
  if (charset === "utf-8" || charset === "utf8") return jsonTooDeep(buf);
  let text: string;
  try {
    text = new TextDecoder(charset).decode(buf);
  } catch {
    // A charset body-parser knows but TextDecoder does not (utf-7, utf-32): JSON is UTF-8 (RFC 8259), or UTF-16.
    throw new UnsupportedCharsetError(charset);
  }
  return jsonTextTooDeep(text);
}

class UnsupportedCharsetError extends Error {
  readonly type = "charset.unsupported";
  readonly status = 415;
  readonly expose = true;
  constructor(charset: string) {
    super(`unsupported charset "${charset}"`);
  }
}
