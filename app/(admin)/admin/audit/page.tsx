// /admin/audit (issue 45): the audit trail in words, newest first. Every view is a URL: the
// filters are a plain GET form, the pages are links (keyset: `cursor`), "Check the trail" is a
// link that walks the chain; all of it works before any script runs. The person filter is a
// search (a name or an email) that the server resolves to staff accounts: one match becomes the
// `actorId` filter (a redirect, so the URL stays the canonical one), several are listed to choose
// from, with no events until one is chosen. docs/audit.md.
import type { Metadata } from "next";
import Link from "next/link";
import { NavLink } from "@/components/layout/nav-link";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { CheckCircle2, Download, FileSearch, ShieldAlert, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { requirePageActor } from "@/lib/auth/session";
import { clinicTimeZone, zonedDateTimeFormat } from "@/lib/clinic-time";
import { intlLocale } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { AUDIT_ACTIONS } from "@/lib/audit/actions";
import { AUDIT_PERSON_MAX, auditPersonSearchSchema, auditQuerySchema, type AuditEventDTO, type AuditQuery } from "@/lib/audit-trail/audit-query-schema";
import { auditPatientName, auditPerson, auditStaffMatching, checkAuditTrail, listAuditEvents, STAFF_MATCHES_SHOWN, type StaffMatch } from "@/lib/audit-trail/events";
import type { Messages } from "@/messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminAudit");
  return { title: t("title") };
}

type SearchParams = Record<string, string | string[] | undefined>;
type T = Awaited<ReturnType<typeof getTranslations<"AdminAudit">>>;
type TActions = Awaited<ReturnType<typeof getTranslations<"AdminAuditActions">>>;

const ROLE_KEYS = {
  admin: "roleAdmin",
  receptionist: "roleReceptionist",
  doctor: "roleDoctor",
  patient: "rolePatient",
  system: "roleSystem",
  anonymous: "roleAnonymous",
} as const satisfies Record<string, keyof Messages["AdminAudit"]>;

const roleWord = (t: T, role: string) => t(ROLE_KEYS[role as keyof typeof ROLE_KEYS] ?? "roleSystem");
/** An action's words: its key in AdminAuditActions is the action's own name ("patient_record.viewed"). */
const actionKey = (action: string) => action as Parameters<TActions>[0];

/** The filters of the URL that are valid; a bad one is dropped rather than failing the page. */
function filtersOf(sp: SearchParams): AuditQuery {
  const out: Record<string, string> = {};
  for (const key of ["from", "to", "actorId", "patientId", "action", "cursor"]) {
    const raw = sp[key];
    const v = Array.isArray(raw) ? raw[0] : raw;
    if (!v) continue;
    const one = auditQuerySchema.safeParse({ [key]: v });
    if (one.success) out[key] = v;
  }
  const all = auditQuerySchema.safeParse(out);
  return all.success ? all.data : {};
}

/** The "Person" field's text, when one was typed (it takes the place of the URL's actorId). */
function personSearchOf(sp: SearchParams): string | null {
  const raw = Array.isArray(sp.person) ? sp.person[0] : sp.person;
  const one = auditPersonSearchSchema.safeParse(raw ?? "");
  return one.success ? one.data : null;
}

function href(q: AuditQuery, extra: Record<string, string> = {}, path = "/admin/audit"): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, ...extra })) if (v !== undefined && v !== "" && k !== "limit") params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

function when(iso: string, tz: string, locale: Locale): string {
  return zonedDateTimeFormat(locale === "en" ? "en-GB" : intlLocale(locale), tz, {
    day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23",
  }).format(new Date(iso));
}

/** "Anna Lopez (front desk) opened the record of Maya Thompson". */
function sentence(e: AuditEventDTO, t: T, tA: TActions): string {
  const actor = e.actor ? e.actor.name || t("someone") : e.action === "sign_in.failed" ? t("someone") : t("systemName");
  const role = roleWord(t, e.actor?.role ?? (e.action === "sign_in.failed" ? "anonymous" : "system"));
  const what = tA(actionKey(e.action), { patient: e.patientName ?? t("unknownPatient") });
  return t("sentence", { actor, role, what });
}

function EventCard({ e, q, tz, locale, t, tA }: { e: AuditEventDTO; q: AuditQuery; tz: string; locale: Locale; t: T; tA: TActions }) {
  const facts: [string, string][] = [
    [t("time"), when(e.at, tz, locale)],
    ...(e.address ? [[t("address"), e.address] as [string, string]] : []),
    ...(e.userAgent ? [[t("browser"), e.userAgent] as [string, string]] : []),
  ];
  return (
    <Card className="gap-2 px-4 py-3" role="article" aria-labelledby={`audit-${e.id}`} data-audit-id={e.id} data-action={e.action}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={`audit-${e.id}`} className="min-w-0 font-medium break-words">{sentence(e, t, tA)}</p>
        {e.outcome === "refused" ? <Badge variant="destructive">{t("refused")}</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-0.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-all"><bdi>{value}</bdi></dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {e.actor && q.actorId !== e.actor._id ? (
          <NavLink className="text-primary underline-offset-4 hover:underline" href={href({ ...q, cursor: undefined, actorId: e.actor._id })}>
            {t("filterByPerson")}
          </NavLink>
        ) : null}
        {e.patientId && q.patientId !== e.patientId ? (
          <NavLink className="text-primary underline-offset-4 hover:underline" href={href({ ...q, cursor: undefined, patientId: e.patientId })}>
            {t("filterByPatient")}
          </NavLink>
        ) : null}
      </div>
    </Card>
  );
}

const FIELD = "h-10 w-full rounded-md border border-input bg-background px-2 text-sm";
// Underlined: these links sit in lines of text (axe: link-in-text-block).
const LINK = "text-primary underline underline-offset-4";

/**
 * A person search that did not come down to one account: the staff members it matched, each a
 * link to the view filtered by them (the other filters kept), or the line that none did.
 */
function PersonChoice({ search, matches, more, filters, t }: { search: string; matches: StaffMatch[]; more: boolean; filters: AuditQuery; t: T }) {
  if (matches.length === 0) {
    return <p role="status" className="mt-1 rounded-md border px-3 py-2 font-normal" data-person-matches="0">{t("noPersonMatch", { search })}</p>;
  }
  return (
    <section aria-labelledby="audit-people" className="mt-1 grid gap-2 rounded-md border p-3 font-normal" data-person-matches={matches.length}>
      <h2 id="audit-people" className="font-medium">{t("choosePerson", { search })}</h2>
      <ul className="grid gap-1">
        {matches.map((m) => (
          <li key={m.id} className="min-w-0 break-words">
            <NavLink className={LINK} href={href({ ...filters, actorId: m.id })}>{m.name}</NavLink>{" "}
            <span className="text-muted-foreground">({roleWord(t, m.role)}){m.email ? <> · <bdi>{m.email}</bdi></> : null}</span>
          </li>
        ))}
      </ul>
      {more ? <p className="text-muted-foreground">{t("morePeople", { n: String(STAFF_MATCHES_SHOWN) })}</p> : null}
    </section>
  );
}

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requirePageActor("/admin/audit", "admin");
  const sp = await searchParams;
  const q = filtersOf(sp);
  const verify = sp.verify === "1";
  const [t, tA, locale] = await Promise.all([getTranslations("AdminAudit"), getTranslations("AdminAuditActions"), getLocale() as Promise<Locale>]);
  const filters = { ...q, cursor: undefined };
  // A typed person: one staff member is the actorId filter; several or none wait for a choice.
  const person = personSearchOf(sp);
  const found = person ? await auditStaffMatching(admin, person) : null;
  if (found && found.matches.length === 1 && !found.more) redirect(href({ ...filters, actorId: found.matches[0].id }));
  const pending = found !== null;
  const [{ events, nextCursor }, check, patientName, chosen] = await Promise.all([
    pending ? Promise.resolve({ events: [], nextCursor: null }) : listAuditEvents(admin, q),
    verify ? checkAuditTrail(admin) : Promise.resolve(null),
    q.patientId ? auditPatientName(admin, q.patientId) : Promise.resolve(null),
    q.actorId && !pending ? auditPerson(admin, q.actorId) : Promise.resolve(null),
  ]);
  const tz = clinicTimeZone();
  return (
    <>
      <PageHeader
        title={patientName ? t("filteredByPatient", { name: patientName }) : chosen ? t("filteredByPerson", { name: chosen.name }) : t("title")}
        description={t("description")}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href={href(filters, { verify: "1" })} prefetch={false}>
                <ShieldCheck aria-hidden /> {t("verify")}
              </Link>
            </Button>
            {/* While a person is being chosen, the view has no events to download. */}
            {pending ? null : (
              <Button asChild variant="outline" size="sm">
                <a href={href(filters, {}, "/admin/audit/export")} download>
                  <Download aria-hidden /> {t("download")}
                </a>
              </Button>
            )}
          </>
        }
      />
      {check ? (
        <p role="status" className={check.ok ? "flex items-center gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm" : "flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"} data-verify={check.ok ? "ok" : "broken"}>
          {check.ok ? <CheckCircle2 aria-hidden className="size-4 shrink-0" /> : <ShieldAlert aria-hidden className="size-4 shrink-0" />}
          {check.ok ? t("verifyOk", { n: String(check.checked) }) : t("verifyBroken", { id: check.firstBrokenId ?? "", n: String(check.checked) })}
        </p>
      ) : null}
      <form method="get" action="/admin/audit" aria-label={t("filtersLabel")} className="grid grid-cols-1 gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className={pending ? "grid content-start gap-1 text-sm font-medium sm:col-span-2 lg:col-span-3" : "grid content-start gap-1 text-sm font-medium"}>
          <label htmlFor="audit-person">{t("person")}</label>
          <input id="audit-person" type="search" name="person" defaultValue={person ?? ""} aria-describedby="audit-person-help" className={FIELD} autoComplete="off" maxLength={AUDIT_PERSON_MAX} />
          <span id="audit-person-help" className="text-xs font-normal text-muted-foreground">{t("personHelp")}</span>
          {chosen && q.actorId ? (
            <span className="font-normal" data-person-chosen={q.actorId}>
              {/* The chosen person stays the filter when other filters are applied; a typed person replaces them. */}
              <input type="hidden" name="actorId" value={q.actorId} />
              {t("personChosen", { name: chosen.name, role: roleWord(t, chosen.role) })}{" "}
              <NavLink className={LINK} href={href({ ...filters, actorId: undefined })}>{t("everyone")}</NavLink>
            </span>
          ) : null}
          {found && person ? <PersonChoice search={person} matches={found.matches} more={found.more} filters={filters} t={t} /> : null}
        </div>
        <div className="grid content-start gap-1 text-sm font-medium">
          <label htmlFor="audit-patient">{t("patient")}</label>
          <input id="audit-patient" name="patientId" defaultValue={q.patientId ?? ""} className={FIELD} autoComplete="off" />
        </div>
        <div className="grid content-start gap-1 text-sm font-medium">
          <label htmlFor="audit-action">{t("action")}</label>
          <select id="audit-action" name="action" defaultValue={q.action ?? ""} className={FIELD}>
            <option value="">{t("everyAction")}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>{tA(actionKey(a), { patient: "…" })}</option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1 text-sm font-medium">
          <label htmlFor="audit-from">{t("from")}</label>
          <input id="audit-from" type="date" name="from" defaultValue={q.from ?? ""} className={FIELD} />
        </div>
        <div className="grid content-start gap-1 text-sm font-medium">
          <label htmlFor="audit-to">{t("to")}</label>
          <input id="audit-to" type="date" name="to" defaultValue={q.to ?? ""} className={FIELD} />
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit" size="sm">{t("apply")}</Button>
          <Button asChild variant="ghost" size="sm">
            <NavLink href="/admin/audit">{t("reset")}</NavLink>
          </Button>
        </div>
      </form>
      {pending ? null : events.length === 0 ? (
        <EmptyState icon={FileSearch} title={t("empty")} />
      ) : (
        <ul aria-label={t("listLabel")} className="grid gap-2">
          {events.map((e) => (
            <li key={e.id}>
              <EventCard e={e} q={q} tz={tz} locale={locale} t={t} tA={tA} />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={t("listLabel")} className="flex flex-wrap justify-between gap-2">
        {q.cursor ? (
          <Button asChild variant="outline" size="sm">
            <NavLink href={href(filters)}>{t("newest")}</NavLink>
          </Button>
        ) : <span />}
        {nextCursor ? (
          <Button asChild variant="outline" size="sm">
            <NavLink href={href(filters, { cursor: nextCursor })}>{t("older")}</NavLink>
          </Button>
        ) : null}
      </nav>
    </>
  );
}
