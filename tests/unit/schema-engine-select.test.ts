// Which schema engine the Prisma CLI gets (prisma/engine/select-engine.mjs):
// Prisma's own wherever it can be had, the offline stand-in only where not.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { binaryHost, hostReachable, selectSchemaEngine, STAND_IN } from "@/prisma/engine/select-engine.mjs";

type Env = Record<string, string | undefined>;

/** Runs the choice on `env` with the machine's answers given; counts the probes. */
function choose(env: Env, machine: { native?: boolean; online?: boolean }) {
  const probed: string[] = [];
  const choice = selectSchemaEngine(env as NodeJS.ProcessEnv, {
    nativeEnginePresent: () => machine.native ?? false,
    hostReachable: (url: string) => {
      probed.push(url);
      return machine.online ?? false;
    },
  });
  return { choice, probed };
}

describe("choosing the schema engine", () => {
  it("uses Prisma's own engine when its binary host answers (a Vercel build, a laptop online)", () => {
    const env: Env = {};
    expect(choose(env, { online: true })).toEqual({ choice: "native", probed: ["https://binaries.prisma.sh"] });
    expect(env.PRISMA_SCHEMA_ENGINE_BINARY).toBeUndefined();
  });

  it("uses the stand-in when the host is unreachable and no native engine was downloaded before", () => {
    const env: Env = {};
    expect(choose(env, { online: false }).choice).toBe("stand-in");
    expect(env.PRISMA_SCHEMA_ENGINE_BINARY).toBe(STAND_IN);
  });

  it("uses a native engine already downloaded without asking the network", () => {
    expect(choose({}, { native: true, online: false })).toEqual({ choice: "native", probed: [] });
  });

  it("records the choice, so the commands started afterwards do not probe again", () => {
    const env: Env = {};
    choose(env, { online: true });
    expect(env.PRISMA_OFFLINE_ENGINE).toBe("0");
    expect(choose(env, { online: false })).toEqual({ choice: "native", probed: [] });

    const offline: Env = {};
    choose(offline, { online: false });
    expect(choose(offline, { online: true })).toEqual({ choice: "configured", probed: [] });
  });

  it("lets PRISMA_OFFLINE_ENGINE force either engine", () => {
    for (const value of ["1", "true"]) expect(choose({ PRISMA_OFFLINE_ENGINE: value }, { online: true, native: true })).toEqual({ choice: "stand-in", probed: [] });
    for (const value of ["0", "false"]) expect(choose({ PRISMA_OFFLINE_ENGINE: value }, { online: false })).toEqual({ choice: "native", probed: [] });
  });

  it("never overrides an engine binary set in PRISMA_SCHEMA_ENGINE_BINARY", () => {
    const env: Env = { PRISMA_SCHEMA_ENGINE_BINARY: "/opt/prisma/schema-engine", PRISMA_OFFLINE_ENGINE: "1" };
    expect(choose(env, {})).toEqual({ choice: "configured", probed: [] });
    expect(env.PRISMA_SCHEMA_ENGINE_BINARY).toBe("/opt/prisma/schema-engine");
  });

  it("probes the mirror the CLI would download from", () => {
    expect(binaryHost({ PRISMA_ENGINES_MIRROR: "https://mirror.example" })).toBe("https://mirror.example");
    expect(binaryHost({ PRISMA_BINARIES_MIRROR: "https://a.example", PRISMA_ENGINES_MIRROR: "https://b.example" })).toBe("https://a.example");
    expect(choose({ PRISMA_ENGINES_MIRROR: "https://mirror.example" }, { online: true }).probed).toEqual(["https://mirror.example"]);
  });
});

describe("the reachability probe", () => {
  // The host runs in its own process: the probe blocks this one while it waits.
  let host: ChildProcess;
  let base: string;
  beforeAll(async () => {
    // Any answer counts, an error status included: the host is there.
    const script = `require("node:http").createServer((q, s) => s.writeHead(404).end())
      .listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;
    host = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    const [port] = (await once(host.stdout!, "data")) as [Buffer];
    base = `http://127.0.0.1:${port.toString().trim()}`;
  });
  afterAll(() => {
    host.kill();
  });

  it("sees a host that answers", () => {
    expect(hostReachable(base)).toBe(true);
  });

  it("sees a host that does not, quickly", () => {
    const started = Date.now();
    expect(hostReachable("http://127.0.0.1:1")).toBe(false);
    expect(Date.now() - started).toBeLessThan(3500);
  });
});
