// Throughput at a fixed concurrency with autocannon's programmatic API.
// The app and its baseline are measured in alternating short rounds (app,
// baseline, app, baseline, ...) rather than one long run each: the machine's
// CPU is shared with other work, and alternating exposes both servers to the
// same background load, so their ratio stays meaningful when absolute
// figures move. Latency percentiles come from every response of every round.
import autocannon from "autocannon";
import { percentile } from "./http.mjs";
import { processCpuMs } from "./proc.mjs";

function run(opts, latencies) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    if (latencies) instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
    instance.on("error", reject);
  });
}

function totals() {
  return { requests: 0, seconds: 0, non2xx: 0, errors: 0, bytes: 0, cpuMs: 0, latencies: [] };
}

/** One round against `url`, adding the server's (`pid`) CPU time to `t`. */
async function round_(url, pid, connections, duration, t, headers) {
  const cpu0 = processCpuMs(pid);
  add(t, await run({ url, connections, duration, headers }, t.latencies));
  t.cpuMs += processCpuMs(pid) - cpu0;
}

function add(t, r) {
  t.requests += r.requests.total;
  t.seconds += r.duration;
  t.non2xx += r.non2xx;
  t.errors += r.errors + r.timeouts;
  t.bytes += r.throughput.total;
}

function summary(url, t) {
  t.latencies.sort((a, b) => a - b);
  return {
    url,
    requestsPerSecond: round(t.requests / t.seconds),
    total: t.requests,
    seconds: round(t.seconds),
    p50: round(percentile(t.latencies, 50)),
    p99: round(percentile(t.latencies, 99)),
    non2xx: t.non2xx,
    errors: t.errors,
    bytesPerResponse: t.requests ? Math.round(t.bytes / t.requests) : 0,
    // Server CPU per request: what the request costs, whatever else the machine runs.
    cpuMsPerRequest: t.requests ? round(t.cpuMs / t.requests, 2) : null,
  };
}

/**
 * Loads `urls.app` and `urls.baseline` for `seconds` each at `connections`,
 * in `rounds` alternating rounds after a warm-up of each (JIT, pools, first render).
 * `pids` ({ app, baseline }) are the server processes whose CPU time is counted;
 * `headers` go with every request to both.
 */
export async function compare(urls, { pids = {}, connections = 10, seconds = 10, rounds = 5, warmupSeconds = 2, headers = {} } = {}) {
  for (const url of [urls.app, urls.baseline]) await run({ url, connections, duration: warmupSeconds, headers });
  const app = totals();
  const baseline = totals();
  const slice = Math.max(1, seconds / rounds);
  for (let i = 0; i < rounds; i++) {
    await round_(urls.app, pids.app, connections, slice, app, headers);
    await round_(urls.baseline, pids.baseline, connections, slice, baseline, headers);
  }
  return { app: summary(urls.app, app), baseline: summary(urls.baseline, baseline) };
}

export const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
