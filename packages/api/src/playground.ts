// /playground: the built playground (packages/playground/static, committed), served as static files. The page is public;
// the API key a person pastes into it goes only to /v1 calls of this same origin, which the policy below enforces.
import { createRequire } from "node:module";
import path from "node:path";
import express, { Router } from "express";

const STATIC = path.join(path.dirname(createRequire(import.meta.url).resolve("@docsift/playground/package.json")), "static");

const POLICY = [
  "default-src 'self'",
  // Page images are fetched with the key and shown from blob: URLs.
  "img-src 'self' blob: data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

export function playgroundRouter(): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set({ "Content-Security-Policy": POLICY, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" });
    next();
  });
  router.use(express.static(STATIC, { index: "index.html" }));
  return router;
}
