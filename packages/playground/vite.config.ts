// The playground is built into static/ and the build is committed: the API serves it as static files, with no build
// step at start and nothing fetched from a CDN. test/playground.build.test.ts fails when static/ is not what this
// configuration builds from src/ (run `pnpm --filter @docsift/playground build`).
import { defineConfig } from "vite";

export default defineConfig({
  base: "/playground/",
  build: {
    outDir: "static",
    emptyOutDir: true,
    // Stable names, so that a rebuild of the same sources gives the same files.
    rollupOptions: {
      output: { entryFileNames: "assets/[name].js", chunkFileNames: "assets/[name].js", assetFileNames: "assets/[name][extname]" },
    },
  },
});
