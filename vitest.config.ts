import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/**/*.test.ts", "packages/**/*.test.ts", "prisma/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    // Integration tests start workers and wait for real jobs; OCR tests read real images.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
