// No Docker engine runs on our machines, so docker-compose.yml is checked against the code instead: every
// setting the apps need in a container is set, names resolve to services, and commands exist in the CLI.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONFIG_KEYS, DEPLOYMENT_KEYS, loadConfig } from "@docsift/config";

type Service = {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  deploy?: { replicas?: number };
};

const root = new URL("../", import.meta.url);
const compose = parse(readFileSync(new URL("docker-compose.yml", root), "utf8"), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const cliSource = readFileSync(new URL("apps/cli/src/main.ts", root), "utf8");

/** Compose's `${VAR:-default}` with nothing set in the shell, as on a fresh machine. */
function interpolate(value: unknown): string {
  return String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, "$1");
}

const ourServices = ["migrate", "api", "worker"] as const;

describe("docker-compose.yml", () => {
  it("has every service of the architecture", () => {
    for (const name of ["postgres", "redis", "minio", "ollama", "migrate", "api", "worker"]) expect(services[name], name).toBeDefined();
    expect(services.worker?.deploy?.replicas).toBeGreaterThanOrEqual(2);
  });

  it("runs Redis with append-only persistence and no eviction, as BullMQ requires", () => {
    const cmd = services.redis?.command?.join(" ") ?? "";
    expect(cmd).toMatch(/--appendonly yes/);
    expect(cmd).toMatch(/--maxmemory-policy noeviction/);
  });

  for (const name of ourServices) {
    it(`${name}: sets every deployment setting, only known settings, and a valid configuration`, () => {
      const env = Object.fromEntries(Object.entries(services[name]?.environment ?? {}).map(([k, v]) => [k, interpolate(v)]));
      for (const key of DEPLOYMENT_KEYS) expect(env[key], `${name}.${key}`).toBeTruthy();
      for (const key of Object.keys(env)) expect(CONFIG_KEYS as string[], `${name}.${key} is not a setting`).toContain(key);
      const config = loadConfig(env);
      const hosts = [config.DATABASE_URL, config.REDIS_URL, config.S3_ENDPOINT!, config.OLLAMA_HOST!].map((u) => new URL(u).hostname);
      for (const host of hosts) expect(Object.keys(services), `${name} points at ${host}`).toContain(host);
    });

    it(`${name}: runs a command the CLI has, built from this repository`, () => {
      const command = services[name]?.command?.[0];
      expect(command).toBeDefined();
      expect(cliSource).toContain(`.command("${command}")`);
      expect(services[name]?.build).toBe(".");
    });
  }

  it("gives MinIO the credentials the apps use, and the API port it listens on", () => {
    const env = services.api?.environment ?? {};
    expect(interpolate(services.minio?.environment?.MINIO_ROOT_USER)).toBe(interpolate(env.S3_ACCESS_KEY));
    expect(interpolate(services.minio?.environment?.MINIO_ROOT_PASSWORD)).toBe(interpolate(env.S3_SECRET_KEY));
    expect(services.api?.ports).toContain(`${interpolate(env.PORT)}:${interpolate(env.PORT)}`);
    const pg = services.postgres?.environment ?? {};
    expect(interpolate(env.DATABASE_URL)).toBe(`postgresql://${pg.POSTGRES_USER}:${pg.POSTGRES_PASSWORD}@postgres:5432/${pg.POSTGRES_DB}`);
  });

  it("pulls the model the workers use from the Ollama service they talk to", () => {
    const worker = services.worker?.environment ?? {};
    const pull = services["ollama-pull"] as Service & { entrypoint?: string[] };
    expect(pull.entrypoint?.map(interpolate)).toEqual(["ollama", "pull", interpolate(worker.OLLAMA_MODEL)]);
    expect(new URL(interpolate(worker.OLLAMA_HOST)).hostname).toBe("ollama");
    expect(pull.environment?.OLLAMA_HOST).toBe(worker.OLLAMA_HOST);
  });

  it("builds an image that holds every workspace package, so the frozen install matches the lockfile", () => {
    const dockerfile = readFileSync(new URL("Dockerfile", root), "utf8");
    const workspace = parse(readFileSync(new URL("pnpm-workspace.yaml", root), "utf8")) as { packages: string[] };
    for (const entry of workspace.packages) {
      const folder = entry.replace(/\/\*$/, "");
      expect(dockerfile, `Dockerfile copies ${folder}`).toMatch(new RegExp(`COPY ${folder}(/package\\.json)? `));
    }
  });

  it("starts the apps only after the migration succeeded", () => {
    for (const name of ["api", "worker"]) expect(services[name]?.depends_on?.migrate?.condition).toBe("service_completed_successfully");
  });
});
