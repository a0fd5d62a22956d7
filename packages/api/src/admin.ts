// The queue dashboard (@bull-board/express) at /admin/queues, for operators only: it needs DOCSIFT_ADMIN_TOKEN, as a
// Bearer token or as the password of HTTP Basic (any user name, so a browser's login prompt works). Without the
// setting the dashboard is not served at all.
import { timingSafeEqual, createHash } from "node:crypto";
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { ExpressAdapter } from "@bull-board/express";
import type { AnyQueue as Queue } from "@docsift/queue";
import type { RequestHandler, Router } from "express";
import { ApiError } from "@docsift/contract";

export const ADMIN_QUEUES_PATH = "/admin/queues";

function same(a: string, b: string): boolean {
  // Hashes first, so the comparison takes the same time whatever the lengths.
  return timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());
}

export function requireAdminToken(token: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.get("authorization") ?? "";
    let given: string | null = null;
    const bearer = /^Bearer\s+(.+)$/i.exec(header);
    const basic = /^Basic\s+(.+)$/i.exec(header);
    if (bearer) given = bearer[1]!.trim();
    else if (basic) {
      const decoded = Buffer.from(basic[1]!.trim(), "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      given = colon >= 0 ? decoded.slice(colon + 1) : null;
    }
    if (given !== null && same(given, token)) return next();
    next(
      new ApiError("unauthorized", "the admin pages need DOCSIFT_ADMIN_TOKEN (Bearer, or as the HTTP Basic password)", {
        headers: { "WWW-Authenticate": 'Basic realm="docsift admin", charset="UTF-8"' },
      }),
    );
  };
}

export function queueDashboard(queues: Queue[]): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(ADMIN_QUEUES_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
  return serverAdapter.getRouter() as Router;
}
