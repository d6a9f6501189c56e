// A dependent's relationship to their guardian (issue 26: families). Apart from the zod schema so
// the profile's "My family" (a client component) does not load zod with the page: the profile's
// forms load their validation lazily (components/forms/lazy-resolver.ts).
export const RELATIONSHIPS = ["child", "parent", "spouse", "sibling", "other"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
