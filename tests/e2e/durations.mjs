// Where the browser tests spend their time: reads the JSON reports a run of
// tests/e2e/run.mjs leaves (test-results/<project>/results.json, written by
// playwright.config.ts) and prints each spec file's total and its slow tests
// (5 s or more), per project, slowest first. run.mjs prints it after every
// run; `node tests/e2e/durations.mjs [dir ...]` prints it again for the
// output folders given (by default both projects').
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Every test of a suite tree, with its file and the time of each attempt (retries included). */
function* tests(suite, file = suite.file) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const results = t.results ?? [];
      yield {
        file: spec.file ?? file,
        title: spec.title,
        project: t.projectName,
        ms: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
        attempts: results.length,
        status: results.at(-1)?.status ?? "skipped",
      };
    }
  }
  for (const child of suite.suites ?? []) yield* tests(child, child.file ?? file);
}

export function printDurations(dirs = ["test-results/desktop", "test-results/phone"]) {
  const reports = dirs.map((d) => path.join(d, "results.json")).filter((f) => fs.existsSync(f));
  if (reports.length === 0) console.log("No results.json found: no durations to show.");
  for (const report of reports) printReport(report);
}

const s = (ms) => `${(ms / 1000).toFixed(1)}s`.padStart(7);

function printReport(report) {
  const json = JSON.parse(fs.readFileSync(report, "utf8"));
  const all = json.suites.flatMap((suite) => [...tests(suite)]);
  const byFile = new Map();
  for (const t of all) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
  const total = all.reduce((sum, t) => sum + t.ms, 0);
  console.log(`\n${report}: ${all.length} tests, ${s(total)} in tests, ${s(json.stats?.duration ?? 0)} wall`);
  for (const [file, list] of [...byFile].sort((a, b) => sum(b[1]) - sum(a[1]))) {
    console.log(`${s(sum(list))}  ${file} (${list.length})`);
    for (const t of list.filter((t) => t.ms >= 5000).sort((a, b) => b.ms - a.ms)) {
      const retried = t.attempts > 1 ? ` [${t.attempts} attempts, ${t.status}]` : "";
      console.log(`         ${s(t.ms)}  ${t.title}${retried}`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printDurations(process.argv.length > 2 ? process.argv.slice(2) : undefined);
}

function sum(list) {
  return list.reduce((total, t) => total + t.ms, 0);
}
