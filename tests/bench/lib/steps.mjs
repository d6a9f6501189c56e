// One measuring step that cannot take the run down (issue 40): a step that
// throws (a network error after the client's retry, a crashed tool) becomes a
// failed row in the results and a failure of the run, and the other steps'
// figures are still measured and written.

/**
 * Runs `fn`; on an error logs it, adds `{ step, error }` to `results.failedSteps`
 * and a line to `failures`, and returns `fallback` in place of the step's figures.
 * @template T
 * @param {{ log: (msg: string) => void }} ctx
 * @param {{ failedSteps?: { step: string, error: string }[] }} results
 * @param {string[]} failures
 * @param {string} name
 * @param {() => Promise<T>} fn
 * @param {any} [fallback]
 * @returns {Promise<T | any>}
 */
export async function step(ctx, results, failures, name, fn, fallback = null) {
  try {
    return await fn();
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    ctx.log(`  ✖ ${name} failed: ${error}`);
    (results.failedSteps ??= []).push({ step: name, error });
    failures.push(`${name}: ${error}`);
    return fallback;
  }
}
