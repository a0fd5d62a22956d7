// Downloads a caller's file_url without letting the caller reach our own network (SSRF): every address a host
// name resolves to is checked before connecting, on the first request and after each redirect, and the socket
// connects to the checked address itself, so a DNS answer cannot change between check and use.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import ipaddr from "ipaddr.js";

export class FetchError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

export type FetchOptions = { allowPrivate: boolean; timeoutMs: number; maxBytes: number; maxRedirects?: number };

/** Only globally routable unicast addresses; private, loopback, link-local (cloud metadata) and the rest are refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === "unicast";
}

function checkAddress(address: string, opts: FetchOptions): void {
  if (!opts.allowPrivate && !isPublicAddress(address)) {
    throw new FetchError(`the address ${address} is private, loopback or reserved, and is not fetched`);
  }
}

function safeLookup(opts: FetchOptions): net.LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as LookupAddress[];
      try {
        for (const a of list) checkAddress(a.address, opts);
      } catch (e) {
        return callback(e as NodeJS.ErrnoException, "", 0);
      }
      if (options.all) return callback(null, list as never);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address`) as NodeJS.ErrnoException, "", 0);
      callback(null, first.address, first.family);
    });
  };
}

export async function fetchUrl(rawUrl: string, opts: FetchOptions): Promise<Buffer> {
  const maxRedirects = opts.maxRedirects ?? 3;
  const deadline = Date.now() + opts.timeoutMs;
  let url = parseUrl(rawUrl);
  for (let hop = 0; ; hop++) {
    const res = await request(url, opts, deadline);
    if (res.kind === "body") return res.body;
    if (hop >= maxRedirects) throw new FetchError(`more than ${maxRedirects} redirects`);
    url = parseUrl(resolveLocation(res.location, url));
  }
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).toString();
  } catch {
    throw new FetchError("the server redirected to an invalid URL");
  }
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError("file_url is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchError("file_url must use http or https");
  if (url.username || url.password) throw new FetchError("file_url must not carry credentials");
  return url;
}

type Outcome = { kind: "body"; body: Buffer } | { kind: "redirect"; location: string };

function request(url: URL, opts: FetchOptions, deadline: number): Promise<Outcome> {
  // Node skips the lookup for literal IPs, so they are checked here.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) checkAddress(host, opts);
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new FetchError(`timed out after ${opts.timeoutMs} ms`));
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Outcome>((resolve, reject) => {
    let req: http.ClientRequest;
    try {
      req = client.get(url, { lookup: safeLookup(opts), headers: { "user-agent": "docsift/1.0", accept: "*/*" } }, (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ kind: "redirect", location: res.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          reject(new FetchError(`the server answered HTTP ${status}`));
          return;
        }
        const declared = Number(res.headers["content-length"]);
        if (Number.isFinite(declared) && declared > opts.maxBytes) {
          res.destroy();
          reject(new FetchError(`the file is larger than ${opts.maxBytes} bytes`, true));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new FetchError(`the file is larger than ${opts.maxBytes} bytes`, true));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ kind: "body", body: Buffer.concat(chunks) }));
        res.on("error", (e) => reject(new FetchError(`the download broke off: ${e.message}`)));
      });
    } catch (e) {
      // Node refuses some URLs that parse (an unusable host name, for one) by throwing.
      reject(new FetchError(`file_url cannot be requested: ${(e as Error).message}`));
      return;
    }
    const timer = setTimeout(() => req.destroy(new FetchError(`timed out after ${opts.timeoutMs} ms`)), remaining);
    req.on("close", () => clearTimeout(timer));
    req.on("error", (e) => reject(e instanceof FetchError ? e : new FetchError(describeNetError(e))));
  });
}

function describeNetError(e: NodeJS.ErrnoException): string {
  if (e.code === "ENOTFOUND") return "the host name does not resolve";
  if (e.code === "ECONNREFUSED") return "the connection was refused";
  if (e.code === "ECONNRESET") return "the connection was reset";
  if (e.code?.startsWith("HPE_")) return "the server's answer is not valid HTTP";
  return e.message;
}

/** A body sent as it is read: its length in bytes, known before, and its text, piece by piece. */
export type StreamedBody = { bytes: number; pieces: () => AsyncIterable<string> };

export type PostResult = { status: number };

/**
 * POSTs `body` to a caller's URL behind the same address guard as file_url (every resolved address checked, the
 * socket connected to the checked one). A redirect is not followed: it answers its 3xx status like any other.
 * Rejects with FetchError when the URL is refused or the request fails or times out; `refused` marks the guard.
 */
export function postGuarded(
  rawUrl: string,
  body: StreamedBody,
  headers: Record<string, string>,
  opts: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostResult> {
  const fetchOpts: FetchOptions = { allowPrivate: opts.allowPrivate, timeoutMs: opts.timeoutMs, maxBytes: 64 * 1024 };
  let url: URL;
  try {
    url = parseUrl(rawUrl);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (net.isIP(host)) checkAddress(host, fetchOpts);
  } catch (e) {
    return Promise.reject(e);
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PostResult>((resolve, reject) => {
    let req: http.ClientRequest;
    try {
      req = client.request(
        url,
        {
          method: "POST",
          lookup: safeLookup(fetchOpts),
          headers: {
            "user-agent": "docsift/1.0",
            "content-type": "application/json",
            "content-length": String(body.bytes),
            ...headers,
          },
        },
        (res) => {
          // The answer's body is not needed; read and drop it (bounded by the timeout).
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
          res.on("error", (e) => reject(new FetchError(`the answer broke off: ${e.message}`)));
        },
      );
    } catch (e) {
      reject(new FetchError(`the URL cannot be requested: ${(e as Error).message}`));
      return;
    }
    const timer = setTimeout(() => req.destroy(new FetchError(`timed out after ${opts.timeoutMs} ms`)), opts.timeoutMs);
    req.on("close", () => clearTimeout(timer));
    req.on("error", (e) => reject(e instanceof FetchError ? e : new FetchError(describeNetError(e))));
    // With the receiver's backpressure; a piece that cannot be read ends the request with its error.
    pipeline(Readable.from(body.pieces()), req).catch((e: Error) => req.destroy(e));
  });
}
