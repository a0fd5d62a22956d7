// The module boundaries of the monorepo, checked by `pnpm boundaries` (dependency-cruiser, run in CI after the
// typecheck). Every rule says why it exists. Paths are relative to the repository root; `$1`, `$2` in a `to` refer
// to the groups of the rule's `from` path.
//
// Layout: apps/ holds what is deployed and reads the environment (only apps/cli, the `docsift` binary, today);
// packages/ holds libraries, each imported by its package name through the `exports` of its package.json; test/
// and bench/ are the cross-package tests and the benchmark.
const fs = require("node:fs");
const path = require("node:path");

/** Every workspace package: its folder (e.g. "packages/reader") and its package.json. */
const WORKSPACE = ["apps", "packages"]
  .flatMap((group) => fs.readdirSync(path.join(__dirname, group)).map((name) => `${group}/${name}`))
  .concat(["bench", "test"])
  .filter((dir) => fs.existsSync(path.join(__dirname, dir, "package.json")))
  .map((dir) => ({ dir, manifest: JSON.parse(fs.readFileSync(path.join(__dirname, dir, "package.json"), "utf8")) }));

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The files a package's `exports` name (conditions flattened), as path regexes: its only public modules. */
function exportTargets({ dir, manifest }) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === "string") targets.push(path.posix.join(dir, value));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(manifest.exports ?? {});
  return targets.map((file) => `^${escapeRegex(file)}$`);
}

/** The `./testing` export of each package that has one: the one door to its test helpers. */
const TESTING_ENTRIES = WORKSPACE.flatMap(({ dir, manifest }) =>
  typeof manifest.exports?.["./testing"] === "string" ? [`^${escapeRegex(path.posix.join(dir, manifest.exports["./testing"]))}$`] : [],
);

// Code that is not production code: tests, test helpers, the benchmark, the evaluation harness, dev scripts.
const TEST_CODE = [
  "\\.test\\.ts$",
  "^test/",
  "^bench/",
  "/src/testing/",
  "^packages/eval/",
  "^packages/extract/src/test-doc\\.ts$",
  "^(apps|packages)/[^/]+/scripts/",
];

// The stages of @docsift/extract, in order. A module of one stage may import its own stage and earlier ones, never
// a later one. The engine builds on foundations (text helpers, the normalisers, the key matcher), lays the document
// out and cuts typed values from it, brings the packs (business-document knowledge) and the document's facts,
// resolves fields against them, gathers candidates, computes their features, scores them and decides; engine.ts
// and index.ts put it together.
const EXTRACT = "^packages/extract/src/";
const EXTRACT_STAGES = [
  ["foundations", ["text\\.ts$", "result\\.ts$", "test-doc\\.ts$", "normalize/", "matcher/"]],
  ["document", ["layout\\.ts$", "values\\.ts$", "reading\\.ts$"]],
  ["packs", ["packs/"]],
  ["facts", ["facts/"]],
  ["resolver", ["resolver/"]],
  ["candidates", ["candidates/"]],
  ["features", ["features/"]],
  ["scorer", ["scorer/"]],
  ["decide", ["decide/"]],
  ["engine", ["engine\\.ts$", "windows\\.ts$", "index\\.ts$"]],
].map(([name, parts]) => ({ name, paths: parts.map((part) => `${EXTRACT}${part}`) }));

const extractStageRules = EXTRACT_STAGES.slice(0, -1).map((stage, i) => ({
  name: `extract-stage-${stage.name}`,
  comment:
    `@docsift/extract runs in stages (${EXTRACT_STAGES.map((s) => s.name).join(" -> ")}); the ${stage.name} stage must not ` +
    "import a later one, so each stage can be read, tested and changed knowing only what comes before it. A piece " +
    "two stages share belongs to the earlier one.",
  severity: "error",
  from: { path: stage.paths, pathNot: "\\.test\\.ts$" },
  to: { path: EXTRACT_STAGES.slice(i + 1).flatMap((later) => later.paths) },
}));

/** For each workspace package, the workspace packages it does not declare: it must not import them. */
const undeclaredWorkspaceRules = WORKSPACE.map((pkg) => {
  const declared = new Set(
    Object.keys({ ...pkg.manifest.dependencies, ...pkg.manifest.devDependencies, ...pkg.manifest.peerDependencies }),
  );
  const others = WORKSPACE.filter((other) => other.dir !== pkg.dir && !declared.has(other.manifest.name) && other.manifest.exports);
  return { pkg, others };
})
  .filter(({ others }) => others.length > 0)
  .map(({ pkg, others }) => ({
    name: "workspace-dependency-declared",
    comment:
      `${pkg.manifest.name} (${pkg.dir}) imports only the workspace packages its package.json declares: pnpm links ` +
      "only those, and the declaration is how turbo orders tasks and how a reader sees what a package needs.",
    severity: "error",
    from: { path: `^${escapeRegex(pkg.dir)}/` },
    to: { path: others.map((other) => `^${escapeRegex(other.dir)}/`) },
  }));

module.exports = {
  forbidden: [
    {
      name: "no-app-to-app",
      comment:
        "An app is a deployable composition root; what two apps share belongs in a package. apps/X never imports " +
        "apps/Y (there is only apps/cli today; the rule keeps it that way when another app comes).",
      severity: "error",
      from: { path: "^apps/([^/]+)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "no-package-to-app",
      comment:
        "Packages are libraries the apps put together; a library that imported an app would depend on a " +
        "deployable, its environment reading and start-up.",
      severity: "error",
      from: { path: "^(packages|bench)/" },
      to: { path: "^apps/" },
    },
    {
      name: "only-through-exports",
      comment:
        "A package is used through its name and the `exports` of its package.json, never by a relative path into " +
        "its folder or a deep path to a file it does not export: what a package exports is its interface, the " +
        "rest may change without notice. (A deep `@docsift/x/src/...` import does not resolve through `exports` at " +
        "all, so not-to-unresolvable reports it.)",
      severity: "error",
      from: { path: "^((?:apps|packages)/[^/]+|bench|test)/" },
      to: {
        path: "^((?:apps|packages)/[^/]+|bench|test)/",
        pathNot: ["^$1/", ...WORKSPACE.flatMap(exportTargets)],
      },
    },
    {
      name: "by-package-name",
      comment:
        "Another package is imported by its name (`@docsift/reader`), never by a relative path, even to a file it " +
        "exports: the name goes through its package.json (exports, declared dependency), a path goes around it.",
      severity: "error",
      from: { path: "^((?:apps|packages)/[^/]+|bench|test)/" },
      to: { path: "^((?:apps|packages)/[^/]+|bench|test)/", pathNot: "^$1/", dependencyTypes: ["local"] },
    },
    {
      name: "testing-only-through-its-entry",
      comment:
        "A package's test helpers (src/testing/) are reached from outside the package only through its declared " +
        "`./testing` export, so what other packages may lean on is one file, kept on purpose.",
      severity: "error",
      from: { path: "^((?:apps|packages)/[^/]+|bench|test)/" },
      to: { path: "^(?:apps|packages)/[^/]+/src/testing/", pathNot: ["^$1/", ...TESTING_ENTRIES] },
    },
    {
      name: "no-testing-in-production",
      comment:
        "Test helpers make PDFs, images and bombs with dev-only libraries (pdfkit); production code must not " +
        "import them. Tests, test helpers, bench/, test/ and the evaluation harness (packages/eval) may.",
      severity: "error",
      from: { path: "^(apps|packages)/", pathNot: TEST_CODE },
      to: { path: "^(?:apps|packages)/[^/]+/src/testing/" },
    },
    {
      name: "api-and-worker-apart",
      comment:
        "The API and the worker are separate processes that talk only through PostgreSQL and the queue. What both " +
        "need (webhook delivery, metrics, the extraction JSON) lives in packages of its own (@docsift/webhooks, " +
        "@docsift/metrics); only apps/cli starts both.",
      severity: "error",
      from: { path: "^packages/(api|worker)/" },
      to: { path: "^packages/(api|worker)/", pathNot: "^packages/$1/" },
    },
    {
      name: "core-without-infrastructure",
      comment:
        "@docsift/reader and @docsift/extract turn a document into fields and nothing else: no database, queue, " +
        "object storage or HTTP service, directly or through another package. That keeps them runnable in a job " +
        "thread, in the CLI's `extract` and in the evaluation with nothing running.",
      severity: "error",
      from: { path: "^packages/(reader|extract)/" },
      to: {
        path: [
          "^packages/(db|queue|storage|api|worker|webhooks|metrics)/",
          "(^|/)node_modules/(@prisma/client|bullmq|ioredis|minio|pg|express)/",
        ],
        reachable: true,
      },
    },
    {
      name: "no-circular",
      comment:
        "A cycle means neither module can be understood, tested or loaded without the other (and ES modules in a " +
        "cycle can see each other half-initialised). Break it by moving the shared piece to where both can import it.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...extractStageRules,
    {
      name: "extract-stage-known",
      comment:
        "Every module of @docsift/extract belongs to one of the stages above, so the stage rules see it. A new " +
        "folder or top-level file is added to EXTRACT_STAGES in this file.",
      severity: "error",
      from: { path: EXTRACT, pathNot: [...EXTRACT_STAGES.flatMap((s) => s.paths), "\\.test\\.ts$", "\\.d\\.ts$"] },
      to: { path: EXTRACT },
    },
    ...undeclaredWorkspaceRules,
    {
      name: "not-to-unresolvable",
      comment:
        "An import that does not resolve fails at run time (or only typechecks by accident). This also catches " +
        "deep imports that a package's `exports` does not allow.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "no-non-package-json",
      comment:
        "An npm package imported but not in the package.json of the importing package (or of the root, whose " +
        "devDependencies are the shared tools: vitest, tsx, typescript) works only by hoisting luck and breaks " +
        "on a clean install.",
      severity: "error",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "not-to-dev-dep",
      comment:
        "Production code runs where only `dependencies` are promised; a devDependency it imports would be missing " +
        "there. Type-only imports are erased, tests and dev scripts may use anything, and the playground is " +
        "bundled by Vite, so all of its dependencies are build-time ones. A package that the importing package " +
        "lists in its own `dependencies` is promised, whatever the root's devDependencies also list.",
      severity: "error",
      from: { path: "^(apps|packages)/[^/]+/src/", pathNot: [...TEST_CODE, "^packages/playground/"] },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only", "npm"] },
    },
  ],
  options: {
    // Installed packages are read for their package.json, not cruised.
    doNotFollow: { path: "(^|/)node_modules/" },
    // Prisma's generated client and the playground's built bundle are output, not source.
    exclude: { path: ["^packages/db/src/generated/", "^packages/playground/static/", "(^|/)dist/"] },
    // `import type` counts: a type-only import still couples two modules.
    tsPreCompilationDeps: true,
    // The root package.json's devDependencies (vitest, tsx, ...) are available to every package.
    combinedDependencies: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    // Resolve as Node does for this repository: workspace packages through their pnpm links and `exports` (which
    // point at .ts sources), TypeScript files by their real extension.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".d.ts", ".mjs", ".js", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
