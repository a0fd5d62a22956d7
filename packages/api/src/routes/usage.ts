import { Router } from "express";
import { ApiError, UsageQuerySchema, type Usage } from "@docsift/contract";
import { usageReport, type Db } from "@docsift/db";
import { tenantOf } from "../auth.ts";
import { parseQuery } from "../listing.ts";

const MAX_DAYS = 366;

/** GET /v1/usage?from=&to=: jobs created and credits charged by UTC day. */
export function usageRouter(deps: { db: Db }): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const query = parseQuery(UsageQuerySchema, req);
    const today = new Date().toISOString().slice(0, 10);
    const from = query.from ?? `${today.slice(0, 8)}01`;
    const to = query.to ?? today;
    const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (span < 0) throw new ApiError("invalid_request", "from must not be after to", { details: [{ path: "from", message: "after to" }] });
    if (span >= MAX_DAYS)
      throw new ApiError("invalid_request", `at most ${MAX_DAYS} days at once`, {
        details: [{ path: "to", message: `at most ${MAX_DAYS} days after from` }],
      });
    const report = await usageReport(deps.db, tenantOf(req), from, to);
    const answer: Usage = { from, to, ...report };
    res.json(answer);
  });
  return router;
}
