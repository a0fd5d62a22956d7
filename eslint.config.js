// The lint gate (`pnpm lint`). Type-aware rules read each package's own tsconfig through typescript-eslint's
// project service; only the rules that catch real bugs in this code base are type-aware, not the whole
// recommendedTypeChecked set, whose no-unsafe-* rules would flag every untyped JSON value the service handles.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "**/node_modules/",
    "**/dist/",
    "**/coverage/",
    "**/.turbo/",
    "**/.data/",
    "**/.eval/",
    // Prisma's generated client.
    "packages/db/src/generated/",
    // The playground's built bundle, committed so the API can serve it without a build step.
    "**/playground/static/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          // The root's config files and prisma/'s test are under no tsconfig.json; they are checked with the base options.
          allowDefaultProject: ["*.ts", "prisma/*.ts"],
          defaultProject: "tsconfig.base.json",
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A promise nobody awaits loses its rejection (an unhandled rejection ends the process) and its ordering.
      "@typescript-eslint/no-floating-promises": "error",
      // An async callback where a void one is expected (event handlers, forEach, timers) drops its rejection.
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      // Also reports unused imports (TypeScript's own noUnusedLocals is off). `_` marks a deliberately unused name;
      // `const { a, ...rest } = o` is how an object is copied without `a`.
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // consistent-type-imports is left off: verbatimModuleSyntax already makes tsc reject a type imported as a value.
    },
  },
  {
    // JavaScript files (the thread boot files, the root config) are in no tsconfig: no type information.
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS config files (dependency-cruiser's) are loaded with require().
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The playground runs in the browser.
    files: ["**/playground/src/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Last: turns off the stylistic rules that Prettier owns.
  prettier,
);
