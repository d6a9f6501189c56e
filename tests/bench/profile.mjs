// Where a request's CPU time goes (issue 15): `next start` under
// `node --cpu-prof`, one server per request kind, loaded like the bench does
// (autocannon, 10 connections), then the profile's self time grouped by
// what the code belongs to (proxy, auth, React rendering, serialisation,
// Prisma, pg, Next's server, Node's http).
//
//   node tests/bench/profile.mjs [--seconds=N] [--only=name,...]
//
// The staff screens (issue 43: pages over 50 ms at scale) are profiled signed
// in, on the demo data, when named: --only=page-admin-appointments,page-desk,...
// (STAFF_KINDS below).
//
// Needs a build (.next/BUILD_ID). Prints one table per request kind; the raw
// .cpuprofile files stay in bench-results/profiles/ (open them in Chrome
// DevTools or speedscope for the call trees).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SourceMapConsumer } from "source-map-js";
import { migrate, seedDemo, startDatabase } from "./lib/db.mjs";
import { DOCUMENT_HEADERS, apiToken, json, sessionCookie } from "./lib/http.mjs";
import { appServerEnv, cleanupAll, freePort, installSignalHandlers, onCleanup, startServer } from "./lib/proc.mjs";
import { clinicDateOf, clinicTimeZone } from "./lib/clinic-time.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const seconds = Number(args.seconds ?? 8);
const only = args.only ? args.only.split(",") : null;

// First match wins: the module a sampled function belongs to (its original
// source, through the build's source maps, for code bundled into .next/server).
const GROUPS = [
  ["proxy (proxy.ts: CSP, gate, headers)", /(^|\/)proxy\.ts|middleware|security-headers/i],
  ["auth (next-auth, jose, session)", /next-auth|jose|@panva|oauth|lib\/auth\//i],
  ["Prisma (client, query compiler)", /prisma|query_compiler|lib\/db\.ts|wasm:/i],
  ["pg (driver, protocol)", /node_modules\/pg|pg-protocol|pg-pool|pg-types|postgres-/i],
  ["React render + RSC payload (react-dom/server, flight, components)", /react-dom|react-server|\/react\/|\.tsx$|lucide|@radix-ui/i],
  ["serialisation (DTOs, JSON, API envelope)", /lib\/serialize|lib\/api\/handler|http-cache/i],
  ["Next.js server (routing, request/response, app render glue)", /next\/dist|node_modules\/next\/|^next\//i],
  ["app domain code (lib/, slots, clinic time)", /(^|\/)(lib|app)\//],
  ["Node core (http, streams, zlib, crypto, fetch)", /^node:|internal\//],
];

const maps = new Map();
/** The original source of a frame in a bundled chunk, or its script URL. */
function sourceOf(frame) {
  const { url } = frame;
  // Bundles with source maps beside them: the app's chunks and Next's compiled runtimes (React is inside those).
  if (!url.startsWith("file://") || !(url.includes("/.next/server/") || url.includes("/next/dist/compiled/"))) return url;
  const file = fileURLToPath(url);
  if (!maps.has(file)) {
    let consumer = null;
    try {
      consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, "utf8")));
    } catch {
      // no map: the chunk's own name stands
    }
    maps.set(file, consumer);
  }
  const consumer = maps.get(file);
  const pos = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return pos?.source ? decodeURIComponent(pos.source).replace(/^(\.\.\/)+/, "").replace(/^webpack:\/\/\/?/, "").replaceAll("/./", "/") : url;
}

function category(frame) {
  const { functionName } = frame;
  const url = frame.url ? sourceOf(frame) : "";
  if (functionName === "(garbage collector)") return "GC";
  if (functionName === "(idle)") return "(idle)";
  if (functionName === "(program)") return "V8/native (program)";
  if (!url) {
    if (/stringify|parse|JSON/.test(functionName)) return "serialisation (JSON, native)";
    return "native builtins (unattributed)";
  }
  for (const [name, re] of GROUPS) if (re.test(url)) return name;
  return "app code and other bundled modules";
}

/**
 * Self time (ms) per category and the top script URLs, from a .cpuprofile,
 * counting only samples between `fromUs` and `toUs`. V8 stamps samples with
 * the monotonic clock, the same one process.hrtime reads in this process, so
 * the window is the load's and the server's start-up is left out.
 */
export function summarise(profile, fromUs = -Infinity, toUs = Infinity) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += deltas[i];
    if (t < fromUs || t > toUs) continue;
    const node = byId.get(profile.samples[i]);
    const dt = (deltas[i + 1] ?? 0) / 1000;
    self.set(node.id, (self.get(node.id) ?? 0) + dt);
  }
  const cats = new Map();
  const urls = new Map();
  for (const [id, ms] of self) {
    const frame = byId.get(id).callFrame;
    const c = category(frame);
    cats.set(c, (cats.get(c) ?? 0) + ms);
    const u = (frame.url && sourceOf(frame)) || frame.functionName;
    urls.set(u, (urls.get(u) ?? 0) + ms);
  }
  const busy = [...cats].filter(([c]) => c !== "(idle)").reduce((s, [, v]) => s + v, 0);
  return {
    busyMs: busy,
    categories: [...cats].filter(([c]) => c !== "(idle)").sort((a, b) => b[1] - a[1]).map(([c, ms]) => ({ name: c, ms, share: ms / busy })),
    topUrls: [...urls].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([u, ms]) => ({ url: u, ms, share: ms / busy })),
  };
}

/** Pages are asked for as a browser does (a document request for HTML: what the page cache answers), as in the bench. */
function load(url, duration, auth = {}) {
  const headers = { ...(new URL(url).pathname.startsWith("/api/") ? {} : DOCUMENT_HEADERS), ...auth };
  return new Promise((resolve, reject) => autocannon({ url, connections: 10, duration, headers }, (err, r) => (err ? reject(err) : resolve(r))));
}

async function main() {
  installSignalHandlers();
  if (!fs.existsSync(path.join(root, ".next/BUILD_ID"))) throw new Error("no build: run `npm run build` first");
  const out = path.join(root, "bench-results/profiles");
  fs.mkdirSync(out, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "careslot-profile-"));
  fs.chmodSync(tmp, 0o755);
  onCleanup(`temp dir ${tmp}`, () => fs.rmSync(tmp, { recursive: true, force: true }));
  const tz = clinicTimeZone();
  const db = await startDatabase({ dataDir: path.join(tmp, "pg"), port: await freePort() });
  await migrate({ root, url: db.url, logFile: path.join(out, "migrate.log") });
  await seedDemo({ root, url: db.url, env: { ...process.env, CLINIC_TIMEZONE: tz }, logFile: path.join(out, "seed.log") });
  const secret = crypto.randomBytes(32).toString("base64url");

  const kinds = [
    { name: "api-doctor-list", path: () => "/api/doctor" },
    { name: "api-doctor-one", path: (id) => `/api/doctor/${id}` },
    { name: "page-doctors", path: () => "/doctors" },
    { name: "page-doctor", path: (id) => `/appointment/${id}` },
    { name: "page-home", path: () => "/" },
  ];
  // Signed in (the demo accounts): `auth` names the credential, `path` gets the demo doctor's profile id.
  const STAFF_KINDS = [
    { name: "page-admin-appointments", path: () => "/admin/appointments", auth: "adminCookie" },
    { name: "page-admin-appointments-q", path: () => "/admin/appointments?q=Alex", auth: "adminCookie" },
    { name: "page-admin-doctors", path: () => "/admin/doctors?q=Dr", auth: "adminCookie" },
    // The areas' shell alone: a search that finds no one (issue 43 item 3).
    { name: "page-admin-shell", path: () => "/admin/appointments?q=Nobody", auth: "adminCookie" },
    { name: "page-doctor-dashboard", path: () => "/doctor/dashboard", auth: "doctorCookie" },
    { name: "page-doctor-appointments", path: () => "/doctor/appointments", auth: "doctorCookie" },
    { name: "page-desk", path: () => `/desk?date=${clinicDateOf(new Date(), tz)}`, auth: "adminCookie" },
    { name: "api-appointment-doctor", path: (_, doctorId = "{doctorId}") => `/api/appointment/doctor/${doctorId}`, auth: "doctorToken" },
  ];
  const chosen = [...kinds, ...STAFF_KINDS].filter((k) => (only ? only.includes(k.name) : kinds.includes(k)));

  const report = [];
  for (const kind of chosen) {
    const dir = path.join(out, kind.name);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = appServerEnv({ databaseUrl: db.url, authSecret: secret, tz, base });
    const server = await startServer({
      name: `profile-${kind.name}`,
      // Node refuses --cpu-prof in NODE_OPTIONS: it goes before the script.
      script: "--cpu-prof",
      args: [`--cpu-prof-dir=${dir}`, path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
      cwd: root,
      env,
      logFile: path.join(dir, "server.log"),
      readyUrl: `${base}/api/health`,
    });
    const doctors = (await json(`${base}/api/doctor`)).data.doctors;
    const id = doctors[0]._id;
    const auth = kind.auth ? await credential(base, kind.auth) : {};
    const demoDoctorId = kind.auth === "doctorToken" ? doctors.find((d) => d.user._id === auth.userId)?._id : undefined;
    delete auth.userId;
    const url = `${base}${kind.path(id, demoDoctorId)}`;
    await load(url, 2, auth); // warm-up
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    const r = await load(url, seconds, auth);
    const toUs = Number(process.hrtime.bigint() / 1000n);
    await server.stop();
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
    // The biggest profile is the server's (next start may fork helpers).
    const file = files.map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
    if (!file) throw new Error(`no profile written for ${kind.name}`);
    fs.writeFileSync(path.join(dir, "window.json"), JSON.stringify({ fromUs, toUs, requests: r.requests.total, seconds }));
    const profile = JSON.parse(fs.readFileSync(file, "utf8"));
    if (profile.endTime < fromUs || profile.startTime > toUs) throw new Error(`the profile's clock (${profile.startTime}..${profile.endTime} µs) misses the load window (${fromUs}..${toUs})`);
    const s = summarise(profile, fromUs, toUs);
    report.push({ kind: kind.name, path: kind.path(":id"), requests: r.requests.total, requestsPerSecond: r.requests.average, ...s });
    print(kind.path("{id}"), r.requests.total, seconds, s);
  }
  fs.writeFileSync(path.join(out, "summary.json"), `${JSON.stringify(report, null, 2)}\n`);
}

/** The request headers of a demo account's session (a cookie) or bearer token. */
async function credential(base, name) {
  const email = name.startsWith("admin") ? "admin@example.com" : "doctor@example.com";
  const password = name.startsWith("admin") ? "admin1234" : "doctor1234";
  if (name.endsWith("Cookie")) return { cookie: await sessionCookie(base, email, password) };
  const { token, userId } = await apiToken(base, email, password);
  return { authorization: `Bearer ${token}`, userId };
}

/** One request kind's table (markdown) and its top sources. */
function print(what, requests, seconds, s) {
  console.log(`\n## ${what}: ${requests} requests in ${seconds} s, ${Math.round(s.busyMs)} ms of sampled CPU: ${(s.busyMs / Math.max(1, requests)).toFixed(2)} ms per request (under the profiler)`);
  console.log("| share | self time | module |\n|---:|---:|---|");
  for (const c of s.categories) console.log(`| ${(c.share * 100).toFixed(1)} % | ${Math.round(c.ms)} ms | ${c.name} |`);
  console.log("\nTop sources by self time:");
  for (const u of s.topUrls) console.log(`  ${(u.share * 100).toFixed(1).padStart(5)} %  ${u.url.replace(root, ".")}`);
}

/** --resummarise: the tables again from the profiles of the last run (after changing the grouping). */
function resummarise() {
  const out = path.join(root, "bench-results/profiles");
  for (const name of fs.readdirSync(out)) {
    const dir = path.join(out, name);
    if (!fs.existsSync(path.join(dir, "window.json"))) continue;
    const w = JSON.parse(fs.readFileSync(path.join(dir, "window.json"), "utf8"));
    const file = fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
    print(name, w.requests, w.seconds, summarise(JSON.parse(fs.readFileSync(file, "utf8")), w.fromUs, w.toUs));
  }
}

(args.resummarise ? Promise.resolve().then(resummarise) : main()).then(
  async () => {
    await cleanupAll();
    process.exit(0);
  },
  async (err) => {
    console.error(err.stack ?? err.message);
    await cleanupAll();
    process.exit(1);
  },
);
