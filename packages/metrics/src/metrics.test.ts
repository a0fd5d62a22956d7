import { describe, expect, it } from "vitest";
import { routeOf } from "./metrics.ts";

describe("routeOf", () => {
  it("labels each API route by its pattern, never by the ids in the path", () => {
    expect(routeOf("/v1/extract/ext_a1b2")).toBe("/v1/extract/:extraction_id");
    expect(routeOf("/v1/files/file_9z")).toBe("/v1/files/:file_id");
    expect(routeOf("/v1/files/file_9z/pages/3")).toBe("/v1/files/:file_id/pages/:page");
    expect(routeOf("/v1/usage")).toBe("/v1/usage");
    expect(routeOf("/healthz")).toBe("/healthz");
    expect(routeOf("/admin/queues/api/queues")).toBe("/admin/queues");
  });

  it("puts every other path under one label, so callers cannot mint series", () => {
    expect(routeOf("/v1/files/file_9z/pages/3/extra")).toBe("unmatched");
    expect(routeOf("/wp-login.php")).toBe("unmatched");
  });
});
