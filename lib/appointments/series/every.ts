// How often a series repeats (issue 48), apart from its zod schemas (series-schema.ts): the
// booking page's Repeat fields import this in the browser, and importing zod there would load
// it on the cached public page, whose policy refuses the eval zod probes for.
export const SERIES_EVERY = [1, 2, 4] as const;
export type SeriesEvery = (typeof SERIES_EVERY)[number];
