import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Ban, CheckCircle2, Clock, MailX, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { ShowMore, shownLimit } from "@/components/dashboard/show-more";
import { RetryEmailButton } from "@/components/admin/retry-email-button";
import { ClientMessages } from "@/components/intl/client-messages";
import { requirePageActor } from "@/lib/auth/session";
import { clinicTimeZone, zonedDateTimeFormat } from "@/lib/clinic-time";
import { emailCounts, EMAIL_STATUSES, listEmails, type EmailDTO } from "@/lib/notifications/email-log";
import { isEmailKind } from "@/lib/notifications/registry";
import { intlLocale } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminEmails");
  return { title: t("title") };
}

const PAGE = 50;
const MAX = 500;
type Status = EmailDTO["status"];

/** Each status' badge; `label` is its key in AdminEmails. */
const STATUS = {
  queued: { label: "statusQueued", variant: "warning", icon: Clock },
  sent: { label: "statusSent", variant: "success", icon: CheckCircle2 },
  failed: { label: "statusFailed", variant: "destructive", icon: XCircle },
  cancelled: { label: "statusCancelled", variant: "outline", icon: Ban },
} as const satisfies Record<Status, { label: string; variant: "warning" | "success" | "destructive" | "outline"; icon: typeof Clock }>;

type T = Awaited<ReturnType<typeof getTranslations<"AdminEmails">>>;

/** "23 Nov 2026, 14:05" in the clinic's zone (English as before; the other languages' month names). */
function at(iso: string, tz: string, locale: Locale): string {
  return zonedDateTimeFormat(locale === "en" ? "en-GB" : intlLocale(locale), tz, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

function parseStatus(raw: string | string[] | undefined): Status | null {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return (EMAIL_STATUSES as readonly string[]).includes(v ?? "") ? (v as Status) : null;
}

function StatusFilter({ current, counts, t }: { current: Status | null; counts: Record<Status, number>; t: T }) {
  const total = EMAIL_STATUSES.reduce((n, s) => n + counts[s], 0);
  const options: { value: Status | null; label: string; count: number }[] = [
    { value: null, label: t("filterAll"), count: total },
    ...EMAIL_STATUSES.map((s) => ({ value: s, label: t(STATUS[s].label), count: counts[s] })),
  ];
  return (
    <nav aria-label={t("filterLabel")} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex w-max gap-1 rounded-lg bg-muted p-1">
        {options.map((o) => {
          const active = o.value === current;
          return (
            <li key={o.label}>
              <Link
                href={o.value ? `/admin/emails?status=${o.value}` : "/admin/emails"}
                scroll={false}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
                  active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {o.label}
                <span className={cn("rounded-full px-1.5 text-xs tabular-nums", active ? "bg-primary/10 text-primary" : "bg-background/70")}>{o.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

async function EmailCard({ email, tz, now, t }: { email: EmailDTO; tz: string; now: Date; t: T }) {
  const [tKind, locale] = await Promise.all([getTranslations("AdminEmailKinds"), getLocale()]);
  const status = STATUS[email.status];
  const Icon = status.icon;
  const scheduled = email.status === "queued" && new Date(email.sendAfter) > now;
  const facts: [string, string][] = [
    [t("factTo"), email.recipient],
    [t("factRecorded"), at(email.createdAt, tz, locale)],
    ...(email.sentAt ? [[t("factSent"), at(email.sentAt, tz, locale)] as [string, string]] : []),
    ...(scheduled ? [[t("factDue"), at(email.sendAfter, tz, locale)] as [string, string]] : []),
    [t("factAttempts"), String(email.attempts)],
  ];
  return (
    <Card className="gap-3 px-5 py-4" role="article" aria-labelledby={`email-${email._id}`} data-email-id={email._id} data-status={email.status}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 space-y-1">
          <h2 id={`email-${email._id}`} className="text-base font-semibold break-words">
            {email.subject}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={status.variant} className="gap-1">
              <Icon aria-hidden />
              {t(status.label)}
            </Badge>
            {/* A kind this version does not know is shown as stored. */}
            <Badge variant="secondary">{isEmailKind(email.kind) ? tKind(email.kind) : email.kind}</Badge>
          </div>
        </div>
        {email.status === "failed" ? <RetryEmailButton emailId={email._id} subject={email.subject} /> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-all tabular-nums">
              {/* An address or a time keeps its own direction inside an Arabic page. */}
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {email.lastError ? (
        <div className={cn("rounded-md border px-3 py-2 text-sm", email.status === "failed" ? "border-destructive/30 bg-destructive/5" : "bg-muted/50")}>
          <p className="font-medium">{email.status === "failed" ? t("smtpError") : t("lastAttemptFailed")}</p>
          <p className="font-mono text-xs break-all whitespace-pre-wrap text-foreground/90" dir="ltr">{email.lastError}</p>
        </div>
      ) : null}
    </Card>
  );
}

export default async function AdminEmailsPage({ searchParams }: { searchParams: Promise<{ status?: string | string[]; limit?: string | string[] }> }) {
  const admin = await requirePageActor("/admin/emails", "admin");
  const sp = await searchParams;
  const status = parseStatus(sp.status);
  const limit = shownLimit(sp.limit, PAGE, MAX);
  const [{ items, nextCursor }, counts] = await Promise.all([listEmails(admin, { status: status ?? undefined, limit }), emailCounts(admin)]);
  const tz = clinicTimeZone();
  const now = new Date();
  const t = await getTranslations("AdminEmails");
  const n = String(items.length);
  return (
    <ClientMessages namespaces={["AdminRetryEmail"]}>
      <PageHeader
        title={t("title")}
        description={
          (nextCursor ? t("latestCount", { n }) : t("count", { count: items.length, n })) +
          (status ? t("statusInCount", { status: t(STATUS[status].label).toLocaleLowerCase() }) : "") +
          t("description")
        }
      />
      <StatusFilter current={status} counts={counts} t={t} />
      {items.length === 0 ? (
        <EmptyState icon={MailX} title={status ? t("emptyStatusTitle", { status }) : t("emptyTitle")}>
          {t("emptyText")}
        </EmptyState>
      ) : (
        <ul aria-label={t("listLabel")} className="grid gap-3">
          {items.map((email) => (
            <li key={email._id}>
              <EmailCard email={email} tz={tz} now={now} t={t} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore path="/admin/emails" params={status ? { status } : {}} limit={limit} page={PAGE} max={MAX} hasMore={!!nextCursor} hint={t("filterHint")} />
    </ClientMessages>
  );
}
