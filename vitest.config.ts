// Two projects, chosen by where a test file lives and how it is named, never by a list:
//   integration: test/**/*.test.ts (cross-package tests, with their helpers in test/) and any *.int.test.ts
//                (a package's own test that needs PostgreSQL or Redis). They run against the machine's real services,
//                after test/global-setup.ts has migrated the test database.
//   unit:        every other *.test.ts (packages/**, apps/**, prisma/**, ...). No PostgreSQL, Redis, S3 or network:
//                at most a stand-in the test starts itself on 127.0.0.1 (fake Ollama, s3rver), so they pass inside
//                `unshare -n` with only loopback up.
// `pnpm test` runs both; `pnpm test:unit` / `pnpm test:integration` one; `pnpm test` in a package runs its own files.
import { configDefaults, defineConfig } from "vitest/config";

const INTEGRATION = ["test/**/*.test.ts", "**/*.int.test.ts"];

// A unit test that reaches for a service by mistake fails at once on a closed port instead of quietly using one.
const NO_SERVICE = "127.0.0.1:1";

export default defineConfig({
  test: {
    // Integration tests start workers and wait for real jobs; OCR tests read real images.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...INTEGRATION],
          env: {
            DATABASE_URL: `postgresql://unit-tests-have-no-database@${NO_SERVICE}/none`,
            TEST_DATABASE_URL: `postgresql://unit-tests-have-no-database@${NO_SERVICE}/none`,
            REDIS_URL: `redis://${NO_SERVICE}`,
            TEST_REDIS_URL: `redis://${NO_SERVICE}`,
          },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: INTEGRATION,
          globalSetup: ["test/global-setup.ts"],
        },
      },
    ],
  },
});
