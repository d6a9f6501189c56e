#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, backed by Prisma's own
// WebAssembly build of the same engine.
//
// Why: every `prisma` CLI command wants the native binary, which Prisma only
// serves from its binary host (unreachable here, and shipped by no npm
// package). The `prisma` package does ship the engine compiled to wasm
// (node_modules/prisma/build/schema_engine_bg.wasm, built from the engine
// commit this CLI expects), and `@prisma/schema-engine-wasm` ships the JS glue
// that loads it. prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY here on
// machines that cannot download the native engine (see select-engine.mjs).
//
// How the CLI talks to the binary (read from node_modules/prisma/build/cli.js):
// - `schema-engine [--datamodels <file>]... [--datasource <json>]` is a
//   JSON-RPC 2.0 server, one JSON object per line on stdin/stdout; method
//   names equal the wasm engine's methods. The engine may itself send the
//   request {"method":"print","params":{"content"}} to make the CLI print
//   (used for `migrate diff` output) and waits for the CLI's reply.
// - `schema-engine --datasource <json> cli <command>` runs one command
//   (can-connect-to-database, create-database, drop-database) and reports
//   through its exit code plus JSON log lines on stderr; the CLI skips the
//   first stderr line and reads `fields.error_code`/`fields.message` of the
//   ERROR line whose target is `schema_engine::logger`.
// - `schema-engine --version` prints the engine version.
//
// The protocol is internal to Prisma: keep `prisma`, `@prisma/adapter-pg`,
// `@prisma/driver-adapter-utils` and `@prisma/schema-engine-wasm` pinned to
// exact versions and re-test migrations when upgrading any of them.
// PostgreSQL only (the wasm engine reaches the database through
// `@prisma/adapter-pg`). Debug with PRISMA_SCHEMA_ENGINE_SHIM_DEBUG=1, which
// traces every RPC on stderr (run the CLI with DEBUG="prisma:schemaEngine*"
// to see it).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const pg = require("pg");
// pg's own URL parser (a dependency of pg), so URLs mean what they mean to pg.
const { parse: parseConnectionString } = createRequire(require.resolve("pg"))("pg-connection-string");
const { PrismaPg } = require("@prisma/adapter-pg");
const { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } = require("@prisma/driver-adapter-utils");

const DEBUG = Boolean(process.env.PRISMA_SCHEMA_ENGINE_SHIM_DEBUG);
// Filters the engine applies when the caller does not say otherwise.
const NO_FILTERS = { externalTables: [], externalEnums: [] };
// Databases every PostgreSQL server has, to run CREATE/DROP DATABASE from.
const MAINTENANCE_DATABASES = ["postgres", "template1"];

// ---------------------------------------------------------------------------
// Logging: stderr carries only JSON lines, because the CLI parses every line
// after the first one of a `cli` command and fails on anything else.

process.noDeprecation = true;

function logLine(level, fields, target = "schema_engine::shim") {
  process.stderr.write(JSON.stringify({ timestamp: new Date().toISOString(), level, fields, target }) + "\n");
}

function debugLog(message, extra = {}) {
  if (DEBUG) logLine("DEBUG", { message, ...extra });
}

// ---------------------------------------------------------------------------
// Command line

function parseArgs(argv) {
  const args = { datamodelPaths: [], datasource: {}, cliCommand: null, version: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--datamodels") args.datamodelPaths.push(argv[++i]);
    else if (arg === "--datasource") args.datasource = JSON.parse(argv[++i]);
    else if (arg === "cli") args.cliCommand = argv[++i];
    else if (arg === "--version" || arg === "-V") args.version = true;
    // --enabled-preview-features and --extension-types: the wasm engine reads
    // preview features from the schema itself and has no extension support.
    else if (arg.startsWith("--")) i++;
  }
  return args;
}

// ---------------------------------------------------------------------------
// Connection settings

/**
 * Turns a PostgreSQL URL into discrete pg options. Discrete, not
 * `connectionString`: pg lets a connection string override `database`, which
 * made the shadow database silently be the main one.
 */
function pgSettingsFromUrl(url) {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error("This schema-engine shim supports PostgreSQL URLs only (postgres:// or postgresql://).");
  }
  const parsed = parseConnectionString(url);
  const schema = parsed.schema || undefined; // Prisma's own URL parameter
  const options = [parsed.options, schema && `-c search_path=${pgOptionValue(`"${schema}"`)}`]
    .filter(Boolean)
    .join(" ");
  const connectTimeoutSeconds = parsed.connect_timeout === undefined ? 5 : Number(parsed.connect_timeout);
  const config = {
    host: parsed.host ?? undefined,
    port: parsed.port ? Number(parsed.port) : undefined,
    user: parsed.user ?? undefined,
    password: parsed.password ?? undefined,
    database: parsed.database ?? undefined,
    ssl: parsed.ssl,
    application_name: parsed.application_name ?? "prisma-schema-engine-wasm",
    options: options || undefined,
    connectionTimeoutMillis: connectTimeoutSeconds * 1000,
  };
  return { config, schema, address: `${config.host ?? "localhost"}:${config.port ?? 5432}` };
}

/** Escapes a value for the server's `options` startup parameter (space-separated). */
function pgOptionValue(value) {
  return value.replace(/[\\ ]/g, "\\$&");
}

function quoteIdent(name) {
  return `"${name.replace(/"/g, '""')}"`;
}

// ---------------------------------------------------------------------------
// Driver adapter for the wasm engine

/**
 * adapter-pg 7.10 rejects columns of type "char" (oid 18), which the engine's
 * catalog queries read (pg_class.relkind, pg_constraint.contype, ...). The
 * engine wants them as Character columns, so decode them as text and label
 * them Character. Relies on adapter-pg internals (`performIO`), hence pinned.
 */
function fixCharColumns(queryable) {
  if (typeof queryable.performIO !== "function") {
    throw new Error("@prisma/adapter-pg changed: performIO is gone; update prisma/engine/schema-engine.mjs.");
  }
  const decode = Object.getPrototypeOf(queryable).queryRaw;
  queryable.queryRaw = async (query) => {
    const result = await queryable.performIO(query);
    const charColumns = [];
    result.fields.forEach((field, i) => {
      if (field.dataTypeID === 18) {
        charColumns.push(i);
        field.dataTypeID = 25; // text: same wire format
      }
    });
    const decoded = await decode.call({ pgOptions: queryable.pgOptions, performIO: async () => result }, query);
    for (const i of charColumns) decoded.columnTypes[i] = ColumnTypeEnum.Character;
    return decoded;
  };
  return queryable;
}

/**
 * adapter-pg splits scripts on every ";", which breaks function bodies and
 * string literals. The native engine sends a migration as one simple-protocol
 * query (one implicit transaction); do the same.
 */
function sendScriptsWhole(adapter) {
  const pool = adapter.underlyingDriver();
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

function patchAdapter(adapter) {
  fixCharColumns(sendScriptsWhole(adapter));
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (...args) => fixCharColumns(await startTransaction(...args));
  return adapter;
}

/** Every pool this process opened, so that exit can close what the engine left open. */
const openResources = new Set();

function track(adapter, dispose) {
  const entry = { dispose: () => (openResources.delete(entry), dispose()) };
  openResources.add(entry);
  adapter.dispose = entry.dispose;
  return adapter;
}

async function connectAdapter({ config, schema }) {
  const adapter = patchAdapter(await new PrismaPg(config, { schema }).connect());
  return track(adapter, adapter.dispose.bind(adapter));
}

/**
 * Shadow database for migrate dev / diff: the configured shadowDatabaseUrl
 * (emptied first, as the native engine does), else a temporary database on
 * the main server, dropped once its pool is closed (DROP fails while the
 * pool still holds connections to it).
 */
async function connectShadowAdapter(main, shadowUrl) {
  if (shadowUrl) {
    const shadow = pgSettingsFromUrl(shadowUrl);
    const adapter = await connectAdapter(shadow);
    const schema = quoteIdent(shadow.schema ?? "public");
    await adapter.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    return adapter;
  }
  const name = `prisma_migrate_shadow_db_${crypto.randomUUID()}`;
  const admin = await connectToAnyOf(main, [main.config.database, ...MAINTENANCE_DATABASES]);
  await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  const adapter = patchAdapter(await new PrismaPg({ ...main.config, database: name }, { schema: main.schema }).connect());
  const closePool = adapter.dispose.bind(adapter);
  return track(adapter, async () => {
    await closePool();
    await dropDatabase(admin, name).finally(() => admin.end());
  });
}

async function dropDatabase(client, name) {
  const { rows } = await client.query("SELECT current_setting('server_version_num')::int AS v");
  // WITH (FORCE) (PostgreSQL 13+) also ends backends that have not gone away yet.
  const force = rows[0].v >= 130000 ? " WITH (FORCE)" : "";
  await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}${force}`);
}

/**
 * Stands in for the main database when a command does not need it: the
 * engine only sends it its startup probe. This lets `migrate diff` between
 * schemas, migrations and empty states run with DATABASE_URL unset or naming
 * a database that does not exist yet, as the native engine allows.
 */
function offlineAdapter(reason) {
  const refuse = async () => {
    throw new Error(reason);
  };
  return {
    provider: "postgres",
    adapterName: "schema-engine-shim-offline",
    async queryRaw(query) {
      if (!query.sql.includes("server_version_num")) return refuse();
      return {
        columnNames: ["exists", "version", "numeric_version"],
        columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
        rows: [[true, "PostgreSQL (offline)", 180000]],
      };
    },
    executeRaw: refuse,
    executeScript: refuse,
    startTransaction: refuse,
    async dispose() {},
    getConnectionInfo: () => ({ schemaName: "public", supportsRelationJoins: true }),
  };
}

/** `offlineMain`: never connect to the main database (see offlineAdapter). */
function createAdapterFactory(datasource, { offlineMain = false } = {}) {
  const main = datasource.url ? pgSettingsFromUrl(datasource.url) : null;
  const offline = async () =>
    offlineAdapter(main ? "The shim opened no connection to the main database for this command." : "No database configured: set DATABASE_URL (prisma.config.ts reads it).");
  return bindMigrationAwareSqlAdapterFactory({
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: main && !offlineMain ? () => connectAdapter(main) : offline,
    connectToShadowDb: main ? () => connectShadowAdapter(main, datasource.shadowDatabaseUrl) : offline,
  });
}

// ---------------------------------------------------------------------------
// The wasm engine

let wasmModule = null;

/** Loaded once per process: the glue module holds a single wasm instance. */
function loadWasmModule() {
  wasmModule ??= instantiateWasmModule();
  return wasmModule;
}

async function instantiateWasmModule() {
  // The glue package exports the wasm-bindgen imports; the binary comes from
  // `prisma` itself so that it matches the CLI version exactly.
  const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const glue = await import(pathToFileURL(gluePath).href);
  const wasmPath = path.join(path.dirname(require.resolve("prisma/package.json")), "build/schema_engine_bg.wasm");
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), { "./schema_engine_bg.js": glue });
  glue.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return glue;
}

function readDatamodels(paths) {
  // `undefined`, not an empty list, when there is no schema: the engine
  // rejects an empty list.
  return paths.length ? paths.map((file) => [file, fs.readFileSync(file, "utf8")]) : undefined;
}

/** Engine log records are already in the native engine's stderr format. */
function forwardEngineLog(line) {
  process.stderr.write(String(line).trimEnd() + "\n");
}

// ---------------------------------------------------------------------------
// Errors, in the shape the CLI expects in a JSON-RPC error's `data`

// The engine's panic hook reports the Rust panic message here before the wasm
// traps with a bare "RuntimeError: unreachable"; without the registry the hook
// itself fails and the real message is lost.
let lastPanicMessage = null;
globalThis.PRISMA_WASM_PANIC_REGISTRY = {
  set_message(message) {
    lastPanicMessage = message;
  },
};

function isWasmPanic(error) {
  return error?.name === "RuntimeError";
}

function toRpcError(error, factory) {
  // Failures thrown in adapter code come back as "External error id#N";
  // the original error sits in the factory's error registry.
  const external = /External error id#(\d+)/.exec(error?.message ?? "");
  const original = external && factory?.errorRegistry.consumeError(Number(external[1]))?.error;
  const cause = original ?? error;
  const isPanic = isWasmPanic(cause);
  const message = isPanic && lastPanicMessage ? lastPanicMessage : String(cause?.message ?? cause);
  const data = { is_panic: isPanic, message: message.trimEnd() };
  if (typeof cause?.code === "string" && /^P\d{4}$/.test(cause.code)) {
    data.error_code = cause.code;
    data.meta = cause.meta ?? {};
  }
  if (data.is_panic) data.backtrace = cause.stack;
  // The CLI reads a panic's message from the top level, other errors' from `data`.
  return { code: 4466, message: data.message, data };
}

// ---------------------------------------------------------------------------
// Database-level operations the wasm engine does not offer (it only ever
// sees one database through its adapter).

/**
 * Connects to the first of `databases` that lets us in. Server-level work
 * (CREATE/DROP DATABASE) can run from any database, and the one named in the
 * URL may not exist yet.
 */
async function connectToAnyOf(settings, databases) {
  let lastError;
  for (const database of databases) {
    const client = new pg.Client({ ...settings.config, database });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      lastError = error;
      // Only "no such database" / "not allowed into this database" are worth another try.
      if (error?.code !== "3D000" && error?.code !== "28000") break;
    }
  }
  throw lastError;
}

async function withMaintenanceClient(settings, fn) {
  const client = await connectToAnyOf(settings, MAINTENANCE_DATABASES);
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function canConnect(settings) {
  const client = new pg.Client(settings.config);
  try {
    await client.connect();
    await client.query("SELECT 1");
  } finally {
    await client.end().catch(() => {});
  }
}

async function createDatabase(settings) {
  const name = settings.config.database;
  await withMaintenanceClient(settings, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return name;
}

async function dropDatabaseByUrl(settings) {
  const name = settings.config.database;
  await withMaintenanceClient(settings, (client) => dropDatabase(client, name));
}

/** Maps pg connection errors to the native engine's user-facing error codes. */
function connectionErrorInfo(error, settings) {
  const where = settings.address;
  const database = settings.config.database;
  switch (error?.code) {
    case "3D000":
      return { error_code: "P1003", message: `Database \`${database}\` does not exist on the database server at \`${where}\`.` };
    case "42P04":
      return { error_code: "P1009", message: `Database \`${database}\` already exists on the database server at \`${where}\`` };
    case "28P01":
    case "28000":
      return {
        error_code: "P1000",
        message: `Authentication failed against database server at \`${where}\`, the provided database credentials for \`${settings.config.user}\` are not valid.\n\nPlease make sure to provide valid database credentials for the database server at \`${where}\`.`,
      };
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EHOSTUNREACH":
    case "ETIMEDOUT":
      return { error_code: "P1001", message: `Can't reach database server at \`${where}\`\n\nPlease make sure your database server is running at \`${where}\`.` };
    default:
      if (/timeout/i.test(error?.message ?? "")) {
        return { error_code: "P1001", message: `Can't reach database server at \`${where}\`\n\nPlease make sure your database server is running at \`${where}\`.` };
      }
      return { message: String(error?.message ?? error) };
  }
}

// ---------------------------------------------------------------------------
// `schema-engine cli <command>`

const CLI_COMMANDS = {
  "can-connect-to-database": canConnect,
  "create-database": createDatabase,
  "drop-database": dropDatabaseByUrl,
};

async function runCliCommand(command, datasource) {
  // The CLI skips this first line, as it skips the native engine's banner.
  logLine("INFO", { message: `Starting schema engine CLI (wasm shim): ${command}` }, "schema_engine::cli");
  const run = CLI_COMMANDS[command];
  if (!run) {
    logLine("ERROR", { is_panic: false, message: `Unknown cli command: ${command}` }, "schema_engine::logger");
    return 1;
  }
  let settings;
  try {
    settings = pgSettingsFromUrl(datasource.url ?? "");
    await run(settings);
    return 0;
  } catch (error) {
    const info = settings ? connectionErrorInfo(error, settings) : { message: error.message };
    logLine("ERROR", { is_panic: false, ...info }, "schema_engine::logger");
    return 1;
  }
}

// ---------------------------------------------------------------------------
// JSON-RPC server

function send(message) {
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", ...message }) + "\n");
}

/**
 * The wasm engine builds its connector without the schema's preview features
 * (the native binary takes them from --datamodels). Without them it reads the
 * database and the shadow database as if e.g. `partialIndexes` were off, so
 * `migrate dev` and `db push` keep re-adding partial indexes. A diff whose
 * source is the configured datasource sets the features on the connector as
 * a side effect (it also introspects the database once; output discarded).
 */
async function applySchemaPreviewFeatures(instance, datamodels) {
  if (!datamodels?.some(([, content]) => /previewFeatures/.test(content))) return;
  const files = datamodels.map(([file, content]) => ({ path: file, content }));
  const configDir = path.dirname(path.resolve(datamodels[0][0]));
  await instance.diff({
    from: { tag: "schemaDatasource", files, configDir },
    to: { tag: "empty" },
    script: false,
    exitCode: null,
    filters: NO_FILTERS,
  });
}

async function startEngine({ datamodelPaths }, factory, { primeFeatures }) {
  const glue = await loadWasmModule();
  const datamodels = readDatamodels(datamodelPaths);
  const instance = await glue.SchemaEngine.new({ datamodels }, forwardEngineLog, factory);
  if (primeFeatures) await applySchemaPreviewFeatures(instance, datamodels);
  return instance;
}

/** An engine started on first use, as the native engine connects only when needed. */
function lazyEngine(args, factory, options) {
  let started = null;
  return {
    factory,
    get() {
      started ??= startEngine(args, factory, options).catch((error) => {
        started = null; // e.g. the database gets created later via createDatabase
        throw error;
      });
      return started;
    },
  };
}

/** Diffs that read no live database need no connection to the main one. */
function diffNeedsDatabase({ from, to }) {
  return from.tag === "schemaDatasource" || to.tag === "schemaDatasource";
}

function createServer(args) {
  const { datasource } = args;
  const main = lazyEngine(args, createAdapterFactory(datasource), { primeFeatures: Boolean(datasource.url) });
  const detached = lazyEngine(args, createAdapterFactory(datasource, { offlineMain: true }), { primeFeatures: false });
  let current = main; // whose adapter errors the next failure refers to
  let diagnosedMigrations = null;
  let nextPrintId = 1;
  const pendingPrints = new Map();

  function engine(which = main) {
    current = which;
    return which.get();
  }

  /** Asks the CLI to print (the native engine's way to output `migrate diff`). */
  function printOnCli(content) {
    const id = `print-${nextPrintId++}`;
    return new Promise((resolve) => {
      pendingPrints.set(id, resolve);
      send({ id, method: "print", params: { content } });
    });
  }

  // In the wasm engine, createMigration / evaluateDataLoss cannot build the
  // shadow database themselves ("PostgreSQL shadow DB must be provided
  // through an external factory"): they only reuse the schema that
  // devDiagnostic cached for the same migration directories. `migrate dev`
  // calls devDiagnostic first; make sure it covers these migrations.
  async function ensureDevDiagnostic({ migrationsList, filters }) {
    const key = JSON.stringify(migrationsList.migrationDirectories);
    if (diagnosedMigrations === key) return;
    await (await engine()).devDiagnostic({ migrationsList, filters: filters ?? NO_FILTERS });
    diagnosedMigrations = key;
  }

  const handlers = {
    async diff(params) {
      const instance = await engine(diffNeedsDatabase(params) ? main : detached);
      const { stdout, ...rest } = await instance.diff(params);
      if (stdout) await printOnCli(stdout.replace(/\n$/, "")); // the CLI adds the newline
      return rest;
    },
    async devDiagnostic(params) {
      const result = await (await engine()).devDiagnostic(params);
      diagnosedMigrations = JSON.stringify(params.migrationsList.migrationDirectories);
      return result;
    },
    async createMigration(params) {
      await ensureDevDiagnostic(params);
      return (await engine()).createMigration(params);
    },
    async evaluateDataLoss(params) {
      await ensureDevDiagnostic(params);
      return (await engine()).evaluateDataLoss(params);
    },
    async getDatabaseVersion(params) {
      return (await engine()).version(params);
    },
    async createDatabase(params) {
      const settings = pgSettingsFromUrl(params?.datasource?.url ?? datasource.url ?? "");
      try {
        return { databaseName: await createDatabase(settings) };
      } catch (error) {
        const { error_code, message } = connectionErrorInfo(error, settings);
        throw Object.assign(new Error(message), { code: error_code });
      }
    },
  };

  async function dispatch(method, params) {
    if (handlers[method]) return handlers[method](params);
    const instance = await engine();
    if (typeof instance[method] !== "function") throw new Error(`The wasm schema engine has no method ${method}.`);
    return (await instance[method](params)) ?? {}; // JSON-RPC needs a result
  }

  async function handleRequest({ id, method, params }) {
    debugLog(`rpc request ${method}`, { id });
    try {
      const result = await dispatch(method, params);
      send({ id, result });
    } catch (error) {
      const rpcError = toRpcError(error, current.factory);
      debugLog(`rpc error ${method}`, { id, error: rpcError.data.message });
      send({ id, error: rpcError });
      if (rpcError.data.is_panic) await shutdown(101); // the wasm instance is unusable after a panic
    }
  }

  /** The CLI's answer to one of our print requests, not a request of its own. */
  function acceptReply(message) {
    if (message.method || !pendingPrints.has(message.id)) return false;
    pendingPrints.get(message.id)();
    pendingPrints.delete(message.id);
    return true;
  }

  return { handleRequest, acceptReply };
}

async function closeOpenResources() {
  await Promise.allSettled([...openResources].map((entry) => entry.dispose()));
}

let shuttingDown = false;
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  // Bounded: never hang the user's terminal on a stuck connection.
  await Promise.race([closeOpenResources(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  process.exit(code);
}

function serve(args) {
  const server = createServer(args);
  // One request at a time, in order, as the native engine does. Print
  // replies must bypass the queue: the request that printed is waiting on them.
  let queue = Promise.resolve();
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (!line.trim()) return;
    const message = JSON.parse(line);
    if (!server.acceptReply(message)) queue = queue.then(() => server.handleRequest(message));
  });
  // The CLI ends stdin and then signals the process when it is done with it.
  lines.on("close", () => queue.then(() => shutdown(0)));
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => shutdown(0));
}

// ---------------------------------------------------------------------------

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.version) {
    const glue = await loadWasmModule();
    process.stdout.write(`schema-engine-cli ${glue.version()}\n`);
    return;
  }
  if (args.cliCommand) {
    process.exitCode = await runCliCommand(args.cliCommand, args.datasource);
    return;
  }
  serve(args);
}

main().catch((error) => {
  logLine("ERROR", { is_panic: false, message: String(error?.stack ?? error) }, "schema_engine::logger");
  process.exit(1);
});
