import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Inbox, Mail } from "lucide-react";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { requirePageActor } from "@/lib/auth/session";
import { listContactMessages } from "@/lib/clinic/contact";
import { clinicTimeZone, zonedDateTimeFormat } from "@/lib/clinic-time";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminMessages");
  return { title: t("title") };
}

/** "22/11/2026, 14:05" in the clinic's zone. */
function receivedAt(iso: string, tz: string) {
  const parts = Object.fromEntries(
    zonedDateTimeFormat("en-GB", tz, { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}, ${parts.hour}:${parts.minute}`;
}

export default async function AdminMessagesPage() {
  await requirePageActor("/admin/messages", "admin");
  const messages = await listContactMessages();
  const tz = clinicTimeZone();
  const t = await getTranslations("AdminMessages");
  return (
    <>
      <PageHeader title={t("title")} description={t("description", { count: messages.length, n: String(messages.length) })} />
      {messages.length === 0 ? (
        <EmptyState icon={Inbox} title={t("emptyTitle")}>
          {t("emptyText")}
        </EmptyState>
      ) : (
        <ul aria-label={t("listLabel")} className="grid gap-4">
          {messages.map((m) => (
            <li key={m._id}>
              <Card className="gap-3 px-5 py-5" role="article" aria-labelledby={`message-${m._id}`} data-message-id={m._id}>
                <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                  <h2 id={`message-${m._id}`} className="text-base font-semibold break-words">
                    {m.subject}
                  </h2>
                  <time dateTime={m.createdAt} className="shrink-0 text-sm text-muted-foreground tabular-nums" dir="ltr">
                    {receivedAt(m.createdAt, tz)}
                  </time>
                </div>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-medium">{m.name}</span>
                  <a
                    href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                    className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                  >
                    <Mail className="size-3.5" aria-hidden />
                    <bdi>{m.email}</bdi>
                  </a>
                </p>
                <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground/90">{m.message}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
