// The plans of the queries the app really sends. PostgreSQL's auto_explain
// module, loaded for new sessions of the database only while a dedicated app
// instance walks the screens, logs the plan of every statement (with the real
// parameter values) to the server's stderr, which the bench reads. That
// instance gets a pool of ONE connection, so there is a single backend and
// its log messages cannot interleave; each screen's plans are the log text
// written between the start and the end of its request.

/** Tables big enough at scale that a sequential scan of them is a bug. */
export const LARGE_TABLES = ["users", "doctors", "appointments"];

const SETTINGS = {
  session_preload_libraries: "auto_explain",
  "auto_explain.log_min_duration": "0",
  "auto_explain.log_format": "json",
};

export async function enableAutoExplain(client, database) {
  for (const [k, v] of Object.entries(SETTINGS)) await client.query(`ALTER DATABASE "${database}" SET "${k}" = '${v}'`);
}

/** Also run at start: a previous run that was killed may have left them set. */
export async function disableAutoExplain(client, database) {
  for (const k of Object.keys(SETTINGS)) await client.query(`ALTER DATABASE "${database}" RESET "${k}"`);
}

/** Keeps the server's log output in memory while `on` is set. */
export class LogCapture {
  text = "";
  on = false;
  push(chunk) {
    if (this.on) this.text += chunk;
  }
  mark() {
    return this.text.length;
  }
  since(mark) {
    return this.text.slice(mark);
  }
}

const RECORD_START = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \S+ \[\d+\] /m;

/** The auto_explain plans in a piece of server log: [{ query, plan }] (or { error }). */
export function parsePlans(logText) {
  const out = [];
  const records = logText.split(new RegExp(`(?=${RECORD_START.source})`, "m"));
  for (const rec of records) {
    const at = rec.indexOf("plan:");
    if (!/LOG:\s+duration: [\d.]+ ms\s+plan:/.test(rec) || at < 0) continue;
    try {
      const doc = JSON.parse(rec.slice(at + "plan:".length));
      out.push({ query: doc["Query Text"], plan: doc.Plan });
    } catch (err) {
      out.push({ error: `unreadable plan: ${err.message}`, raw: rec.slice(0, 300) });
    }
  }
  return out;
}

function* nodes(plan) {
  if (!plan) return;
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/** Sequential scans of large tables in one plan, e.g. ["Seq Scan on appointments"]. */
export function largeSeqScans(plan) {
  const found = [];
  for (const n of nodes(plan)) {
    if (n["Node Type"] === "Seq Scan" && LARGE_TABLES.includes(n["Relation Name"])) found.push(`Seq Scan on ${n["Relation Name"]}`);
  }
  return found;
}

/** How each large table is read in a plan, for the report: "appointments: Index Scan (appointments_doctor_id_starts_at_idx)". */
export function accessPaths(plan) {
  const out = [];
  for (const n of nodes(plan)) {
    if (LARGE_TABLES.includes(n["Relation Name"])) out.push(`${n["Relation Name"]}: ${n["Node Type"]}${n["Index Name"] ? ` (${n["Index Name"]})` : ""}`);
  }
  return out;
}

/** Short form of a statement for messages: no schema prefix, no column list. */
export function shortQuery(sql) {
  return sql
    .replace(/"public"\./g, "")
    .replace(/\s+/g, " ")
    .replace(/^SELECT (?!COUNT).*? FROM /, "SELECT … FROM ")
    .slice(0, 300);
}
