// A FHIR search's query string, read against the parameters a resource declares (issue 46):
// an unknown parameter, a modifier, a value of the wrong shape or a parameter given twice where
// it cannot be is a 400 OperationOutcome, never a silently wider search. `_count` (default 50, at
// most 500), `_cursor` (the keyset of a `next` link, lib/fhir/bundle.ts) and `_format` are
// accepted everywhere.
import { TZDate } from "@date-fns/tz";
import { clinicTimeZone } from "@/lib/clinic-time";
import { invalid } from "@/lib/fhir/outcome";

export type ParamKind = "string" | "token" | "reference" | "date" | "boolean";
/** The search parameters a resource takes, by name, each of a kind. */
export type SearchSpec = Readonly<Record<string, ParamKind>>;

export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 500;
const CONTROL = new Set(["_count", "_cursor", "_format"]);

export type Token = { system: string | null; code: string };
export type Reference = { type: string | null; id: string };
export type DatePrefix = "eq" | "gt" | "lt" | "ge" | "le";
/** A date parameter: its prefix and the value's own range [from, to) (a day is its whole clinic day). */
export type DateParam = { prefix: DatePrefix; from: Date; to: Date };

/** FHIR's id: 1 to 64 of letters, digits, `-` and `.`. */
export const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;

const DATE_VALUE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/** A date (or dateTime) search value as the instants it covers; a day is a day of the clinic's zone. */
export function parseDateValue(name: string, raw: string, tz: string = clinicTimeZone()): DateParam {
  const m = /^(eq|ne|gt|lt|ge|le|sa|eb|ap)?(.*)$/.exec(raw)!;
  const prefix = (m[1] ?? "eq") as DatePrefix | "ne" | "sa" | "eb" | "ap";
  if (prefix === "ne" || prefix === "sa" || prefix === "eb" || prefix === "ap") throw invalid(`${name}: the prefix ${prefix} is not supported (use eq, gt, ge, lt or le)`);
  const d = DATE_VALUE.exec(m[2]);
  if (!d) throw invalid(`${name}: "${m[2]}" is not a FHIR date (YYYY, YYYY-MM, YYYY-MM-DD or YYYY-MM-DDThh:mm[:ss]+zz:zz)`);
  const [, y, mo, day, hh, mm, ss, zone] = d;
  const year = Number(y), month = mo ? Number(mo) : 1, date = day ? Number(day) : 1;
  if (month < 1 || month > 12 || date < 1 || date > 31 || new Date(Date.UTC(year, month - 1, date)).getUTCDate() !== date) {
    throw invalid(`${name}: "${m[2]}" is not a calendar date`);
  }
  if (hh !== undefined) {
    if (!zone) throw invalid(`${name}: a time needs its offset (Z or +hh:mm), as FHIR's dateTime says`);
    if (Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59) throw invalid(`${name}: "${m[2]}" is not a time of day`);
    const from = new Date(m[2]);
    if (Number.isNaN(from.getTime())) throw invalid(`${name}: "${m[2]}" is not a time`);
    return { prefix, from, to: new Date(from.getTime() + (ss === undefined ? 60_000 : 1000)) };
  }
  const start = (yy: number, mm0: number, dd: number) => new Date(new TZDate(yy, mm0, dd, 0, 0, tz).getTime());
  const from = start(year, month - 1, date);
  const to = day ? start(year, month - 1, date + 1) : mo ? start(year, month, 1) : start(year + 1, 0, 1);
  return { prefix, from, to };
}

/** The narrowest [from, to) the date parameters allow (null: open on that side). */
export function dateRange(params: DateParam[]): { from: Date | null; to: Date | null } {
  let from: number | null = null;
  let to: number | null = null;
  const raise = (t: number) => (from = from === null ? t : Math.max(from, t));
  const lower = (t: number) => (to = to === null ? t : Math.min(to, t));
  for (const p of params) {
    if (p.prefix === "ge" || p.prefix === "eq") raise(p.from.getTime());
    if (p.prefix === "gt") raise(p.to.getTime());
    if (p.prefix === "lt") lower(p.from.getTime());
    if (p.prefix === "le" || p.prefix === "eq") lower(p.to.getTime());
  }
  return { from: from === null ? null : new Date(from), to: to === null ? null : new Date(to) };
}

function parseToken(name: string, raw: string): Token {
  const bar = raw.indexOf("|");
  const token = bar < 0 ? { system: null, code: raw } : { system: raw.slice(0, bar) || null, code: raw.slice(bar + 1) };
  if (!token.code) throw invalid(`${name}: a token needs a code (code or system|code)`);
  return token;
}

function parseReference(name: string, raw: string): Reference {
  // "Type/id", a bare id, or an absolute URL ending in Type/id.
  const parts = raw.split("/");
  const id = parts[parts.length - 1];
  const type = parts.length > 1 ? parts[parts.length - 2] : null;
  if (!FHIR_ID.test(id) || (type !== null && !/^[A-Z][A-Za-z]+$/.test(type))) throw invalid(`${name}: "${raw}" is not a reference (Type/id or id)`);
  return { type, id };
}

/** A search's parameters, read and checked. */
export class SearchParams {
  constructor(
    /** How many entries a page holds (0: only the total). */
    readonly count: number,
    /** The keyset position of the page asked for (a `next` link's), or null for the first page. */
    readonly cursor: string | null,
    private readonly values: Map<string, string[]>,
    private readonly tz: string,
  ) {}

  has(name: string): boolean {
    return this.values.has(name);
  }

  /** The parameters given, as a query ("name=Maya&birthdate=ge1990"): what a staff search writes in the audit trail. */
  query(): string {
    return [...this.values].flatMap(([name, values]) => values.map((v) => `${name}=${v}`)).join("&");
  }

  string(name: string): string | undefined {
    return this.values.get(name)?.[0];
  }

  boolean(name: string): boolean | undefined {
    const raw = this.string(name);
    return raw === undefined ? undefined : raw === "true";
  }

  /** A token parameter's values (a comma separates alternatives: any may match). */
  tokens(name: string): Token[] | undefined {
    return this.values.get(name)?.[0].split(",").map((v) => parseToken(name, v));
  }

  /** A reference parameter's values, each of `types` (a comma separates alternatives). */
  references(name: string, types: string[]): Reference[] | undefined {
    return this.values.get(name)?.[0].split(",").map((v) => {
      const ref = parseReference(name, v);
      if (ref.type !== null && !types.includes(ref.type)) throw invalid(`${name}: a reference to ${types.join(" or ")} is expected, not ${ref.type}`);
      return ref;
    });
  }

  /** A date parameter's values (it may be repeated: all must hold). */
  dates(name: string): DateParam[] {
    return (this.values.get(name) ?? []).map((v) => parseDateValue(name, v, this.tz));
  }
}

/**
 * The query of a search against `spec`: 400 for a parameter the resource does not take, a modifier,
 * a bad `_count`, a malformed value, or a non-date parameter given twice. Empty values are ignored,
 * as FHIR's search page says.
 */
export function parseSearch(url: URL, spec: SearchSpec, tz: string = clinicTimeZone()): SearchParams {
  const values = new Map<string, string[]>();
  for (const [key, value] of url.searchParams) {
    if (CONTROL.has(key) || value === "") continue;
    const [name, modifier] = key.split(":");
    const kind = spec[name];
    if (!kind) throw invalid(`Unknown search parameter "${name}". This resource takes: ${Object.keys(spec).join(", ") || "none"}, _count`);
    if (modifier !== undefined) throw invalid(`The modifier :${modifier} of ${name} is not supported`);
    if (values.has(name) && kind !== "date") throw invalid(`${name} is given more than once (separate alternatives with a comma)`);
    if (value.includes("\u0000") || value.length > 200) throw invalid(`${name}: the value is not valid`);
    if (kind === "boolean" && value !== "true" && value !== "false") throw invalid(`${name} must be true or false`);
    if (kind === "date") parseDateValue(name, value, tz);
    if (kind === "token") value.split(",").forEach((v) => parseToken(name, v));
    if (kind === "reference") value.split(",").forEach((v) => parseReference(name, v));
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return new SearchParams(parseCount(url.searchParams.getAll("_count")), parseCursor(url.searchParams.getAll("_cursor")), values, tz);
}

function parseCount(raw: string[]): number {
  if (raw.length === 0) return DEFAULT_COUNT;
  if (raw.length > 1 || !/^\d{1,6}$/.test(raw[0])) throw invalid("_count must be a whole number from 0 to 500");
  // Above the maximum a server returns fewer, as FHIR allows; the `next` link pages on.
  return Math.min(Number(raw[0]), MAX_COUNT);
}

function parseCursor(raw: string[]): string | null {
  if (raw.length === 0 || raw[0] === "") return null;
  if (raw.length > 1 || !/^[A-Za-z0-9_-]{1,400}$/.test(raw[0])) throw invalid("_cursor is not one this server wrote: follow the Bundle's next link as it is");
  return Buffer.from(raw[0], "base64url").toString("utf8");
}

/** A keyset position as the `_cursor` of a next link. */
export const encodeCursor = (key: string) => Buffer.from(key, "utf8").toString("base64url");
