// Client-side validation without zod in the first-load JavaScript. The forms
// validate with the same zod schemas as the server (lib/validation), but zod
// and the resolver weigh ~45 kB gzipped, more than a form page may add to the
// home page's scripts (issue 15). So a form's resolver is loaded the first time
// the visitor focuses a field of the form (long before they can submit it), or
// by the first validation itself; react-hook-form awaits resolvers anyway.
import type { FieldValues, Resolver } from "react-hook-form";

export type LazyResolver<R> = R & {
  /** Starts loading (once); for the form's onFocus. */
  preload: () => void;
};

/**
 * zod compiles object checks with `new Function` when the page allows it, and
 * finds out by trying: under this site's policy (no 'unsafe-eval') the try is
 * refused and the browser reports a policy violation for every form. Jitless,
 * it validates the same way without trying.
 */
async function withoutEvalProbe(): Promise<void> {
  (await import("zod")).config({ jitless: true });
}

/**
 * `load` imports the resolver, e.g.
 * `lazyResolver(async () => (await import("@hookform/resolvers/zod")).zodResolver((await import("@/lib/accounts/auth-schema")).loginSchema))`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's resolver (its input, context and output types pass through R)
export function lazyResolver<R extends Resolver<any, any, any>>(load: () => Promise<R>): LazyResolver<R> {
  let loading: Promise<R> | null = null;
  const get = () => (loading ??= withoutEvalProbe().then(load).catch((err) => {
    loading = null; // a failed chunk download is tried again by the next call
    throw err;
  }));
  const resolver = ((values: FieldValues, context: unknown, options: Parameters<R>[2]) =>
    get().then((r) => r(values, context, options))) as unknown as LazyResolver<R>;
  resolver.preload = () => void get().catch(() => undefined);
  return resolver;
}
