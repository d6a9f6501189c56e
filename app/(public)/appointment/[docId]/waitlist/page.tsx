import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, Hourglass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { WaitlistJoinForm } from "@/components/waitlist/join-form";
import { requirePageActor } from "@/lib/auth/session";
import { getDoctor } from "@/lib/doctors/queries";
import { listDependents } from "@/lib/accounts/dependents";
import { isStaff } from "@/lib/accounts/roles";
import { activeVisitTypes, typesOfDoctor } from "@/lib/visit-types/catalog";
import { addDays, clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { isDomainError } from "@/lib/errors";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import { WAITLIST_DAYS_AHEAD } from "@/lib/waitlist/waitlist-schema";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("WaitlistJoinPage");
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * "No time that suits you? Join the waitlist" (issue 27): signed in, a patient joins a doctor's
 * list for themselves or one of their family; the front desk and admins for any patient.
 */
export default async function JoinWaitlistPage({ params }: { params: Promise<{ docId: string }> }) {
  const id = pageIdOrNotFound((await params).docId);
  const here = `/appointment/${id}`;
  const actor = await requirePageActor(`${here}/waitlist`, "patient", "receptionist", "admin");
  const doctor = await getDoctor(id).catch((err) => {
    if (isDomainError(err) && (err.kind === "not_found" || err.kind === "bad_request")) notFound();
    throw err;
  });
  const t = await getTranslations("WaitlistJoinPage");
  const today = clinicDateOf(new Date(), clinicTimeZone());
  const staff = isStaff(actor);
  const [types, dependents] = await Promise.all([activeVisitTypes(), actor.role === "patient" ? listDependents(actor) : Promise.resolve([])]);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ms-3">
        <Link href={here}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {doctor.name}
        </Link>
      </Button>
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Hourglass className="size-7 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0 break-words">{t("heading", { name: doctor.name })}</span>
        </h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>
      <section aria-label={t("detailsLabel")} className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <ClientMessages namespaces={["WaitlistJoin", "DeskPatientFinder"]}>
        <WaitlistJoinForm
          doctor={{ id: doctor._id, name: doctor.name }}
          types={typesOfDoctor(types, doctor._id).map((t) => ({ id: t.id, name: t.name, durationMinutes: t.durationMinutes }))}
          today={today}
          lastDay={addDays(today, WAITLIST_DAYS_AHEAD)}
          dependents={dependents.map((d) => ({ id: d._id, name: d.name }))}
          staff={staff}
          doneHref={staff ? "/desk/waitlist" : "/my-appointments#waitlist-title"}
          bookHref={here}
        />
        </ClientMessages>
      </section>
    </div>
  );
}
