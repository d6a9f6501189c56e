import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { StatusActions } from "@/components/appointments/appointment-card";
import { PrintButton } from "@/components/desk/print-button";
import { InviteButton } from "@/components/desk/invite-button";
import { ResetTwoFactorButton } from "@/components/admin/reset-two-factor-button";
import { EditPatientButton } from "@/components/desk/edit-patient-dialog";
import { ErasePatientButton } from "@/components/desk/erase-patient-button";
import { isErased } from "@/lib/privacy/erase";
import { ClientMessages } from "@/components/intl/client-messages";
import { getPatientRecord, getPatientRecordHistory } from "@/lib/desk/patient-records";
import { BackLink } from "@/components/dashboard/back-link";
import { requirePageActor } from "@/lib/auth/session";
import { getAppointment, listPatientAppointments } from "@/lib/appointments";
import { bookedByLine, recordChangeLine, slotTimeLabel } from "@/lib/desk/labels";
import { clinicDateOf, clinicTimeZone, timeZoneLabel } from "@/lib/clinic-time";
import { formatDate, formatMoney, weekdayLong } from "@/lib/i18n/format";
import { timeRange } from "@/lib/visit-types/labels";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import { foundOrNotFound } from "@/lib/http/page-not-found";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { specialityName } from "@/lib/clinic/speciality-names";
import { appointmentAnswers } from "@/lib/appointments/answers";
import { VisitAnswers } from "@/components/appointments/visit-answers";
import { getSeries } from "@/lib/appointments/series";
import { SeriesOnVisit } from "@/components/series/series-on-visit";
import { STAFF_CANCEL_REASONS } from "@/lib/appointments/cancel-reasons";
import { isAwaitingStatus } from "@/lib/appointments/status";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DeskVisit");
  return { title: t("title") };
}

/**
 * One visit for the front desk (issue 26): the patient (name, age, phone, email or its absence),
 * the visit, who booked it, the actions its status allows, the patient's other visits, and a
 * printable appointment card for a patient without an email (print keeps only the card); the
 * patient's record: "Edit details" and its history (who made, changed and invited it).
 */
export default async function DeskVisitPage({ params }: { params: Promise<{ id: string }> }) {
  const id = pageIdOrNotFound((await params).id);
  const actor = await requirePageActor(`/desk/visits/${id}`, "receptionist", "admin");
  const [t, specialities, locale] = await Promise.all([getTranslations("DeskVisit"), getTranslations("SpecialityNames"), getLocale()]);
  const a = await foundOrNotFound(getAppointment(actor, id));
  const tz = clinicTimeZone();
  const today = clinicDateOf(new Date(), tz);
  const [page, record, changes, answers, tq, series, erased] = await Promise.all([
    listPatientAppointments(actor, a.userId, { limit: 50 }),
    getPatientRecord(actor, a.userId),
    getPatientRecordHistory(actor, a.userId),
    appointmentAnswers(actor, id),
    getTranslations("IntakeQuestions"),
    a.seriesId ? getSeries(actor, a.seriesId) : null,
    isErased(a.userId),
  ]);
  const history = page.items.filter((h) => h._id !== a._id);
  const patient = a.user;
  const booked = bookedByLine(t, a, tz, locale);

  return (
    <>
      <BackLink href={`/desk?date=${a.date}`} className="print:hidden">{t("backToDay")}</BackLink>

      {/* The appointment card: what print keeps (a patient without an email takes it home). */}
      <section aria-labelledby="visit-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm print:border-2 print:shadow-none">
        <p className="hidden text-sm font-semibold print:block">{t("cardHeading", { clinic: CLINIC_NAME })}</p>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 id="visit-title" className="text-2xl font-bold tracking-tight">
              {patient.name}
            </h1>
            {/* The desk's facts about the patient; the printed card (the patient's) leaves them out. */}
            <p className="text-sm text-muted-foreground print:hidden">
              {patient.age !== null ? t("ageYears", { age: String(patient.age) }) : t("ageUnknown")}
              {patient.phone ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{patient.phone}</bdi>
                </>
              ) : null}
              {a.guardian ? (
                <>
                  {" · "}
                  {a.guardian.phone
                    ? t.rich("guardianWithPhone", { name: a.guardian.name, phone: () => <bdi dir="ltr">{a.guardian?.phone}</bdi> })
                    : t("guardian", { name: a.guardian.name })}
                </>
              ) : patient.email ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{patient.email}</bdi>
                </>
              ) : (
                ` · ${t("noEmailCard")}`
              )}
            </p>
          </div>
          <StatusBadge status={a.status} className="print:hidden" />
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">{t("when")}</dt>
            <dd className="font-semibold">
              {weekdayLong(a.date, locale)}, {formatDate(a.date, locale)}, <bdi dir="ltr">{timeRange(slotTimeLabel(a.time, locale), slotTimeLabel(a.endTime, locale))}</bdi>{" "}
              <bdi dir="ltr">({timeZoneLabel(tz, new Date(a.startsAt))})</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t("with")}</dt>
            <dd className="font-semibold">
              {a.doctor.name}, {specialityName(a.doctor.speciality, specialities)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t("visit")}</dt>
            <dd className="font-semibold">
              {t("visitTypeLine", { name: a.visitType.name, minutes: String(a.visitType.durationMinutes) })}
              {a.visitType.mode === "video" ? t("videoVisit") : ""} · {formatMoney(a.amount, locale)}
            </dd>
          </div>
          {a.doctor.user.address ? (
            <div>
              <dt className="text-sm text-muted-foreground">{t("where")}</dt>
              <dd className="font-semibold">{a.doctor.user.address}</dd>
            </div>
          ) : null}
          {a.reason ? (
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted-foreground">{t("reason")}</dt>
              <dd>{a.reason}</dd>
            </div>
          ) : null}
        </dl>
        {/* Issue 47: the answers given before the visit, on the printed card too. */}
        <VisitAnswers answers={answers} />
        {answers.length > 0 && isAwaitingStatus(a.status) ? (
          <p className="print:hidden">
            <Link href={`/desk/visits/${a._id}/answers`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {answers.some((x) => x.value !== null) ? tq("changeAnswers") : tq("addAnswers")}
            </Link>
          </p>
        ) : null}
        {booked ? (
          <p className="text-sm text-muted-foreground print:hidden" data-field="booked-by">
            {booked}
          </p>
        ) : null}
        <div className="border-t pt-4 print:hidden">
          {/* StatusActions brings its own client messages (components/appointments/appointment-card.tsx). */}
          <StatusActions appointment={a} patientName={patient.name} today={today} />
        </div>
        {/* Issue 48: a date of a series names it, and changes the series from here. */}
        {series ? (
          <div className="-mx-5 -mb-5">
            <SeriesOnVisit answer={series} appointment={a} reasons={STAFF_CANCEL_REASONS} canChange={isAwaitingStatus(a.status) && new Date(a.startsAt) > new Date()} />
          </div>
        ) : null}
      </section>

      <div className="flex flex-wrap gap-2 print:hidden">
        <ClientMessages namespaces={["DeskVisitActions"]}>
          <PrintButton />
          <EditPatientButton record={record} />
          {/* A record with an email and no login yet (issue 26): its account is one email away. */}
          {!record.hasLogin && record.email && !record.guardian ? <InviteButton patientId={record._id} name={record.name} /> : null}
          {/* Issue 45: a record without a login is erased by the desk (an account's holder deletes it themselves). */}
          {!record.hasLogin && !record.guardian && !erased ? <ErasePatientButton patientId={record._id} name={record.name} /> : null}
        </ClientMessages>
        {/* A lost device (issue 44): the admin resets the patient's second factor here, as on the staff screen. */}
        {actor.role === "admin" && record.hasLogin ? (
          <ClientMessages namespaces={["AdminResetTwoFactor"]}>
            <ResetTwoFactorButton userId={record._id} name={record.name} />
          </ClientMessages>
        ) : null}
      </div>

      <section aria-labelledby="history-title" className="grid gap-3 print:hidden">
        <h2 id="history-title" className="text-lg font-semibold">
          {t("otherVisits", { name: patient.name })}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noOtherVisits")}</p>
        ) : (
          <ul className="grid gap-2">
            {history.map((h) => (
              <li key={h._id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-4 py-3 text-sm">
                <Link href={`/desk/visits/${h._id}`} className="font-medium underline-offset-4 hover:underline">
                  {t("otherVisit", { date: formatDate(h.date, locale), time: slotTimeLabel(h.time, locale), doctor: h.doctor.name })}
                </Link>
                <StatusBadge status={h.status} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {/* Issue 26 item 5: every creation or change of the record by staff, like "Booked by". */}
      <section aria-labelledby="record-history-title" className="grid gap-3 print:hidden">
        <h2 id="record-history-title" className="text-lg font-semibold">
          {t("recordHistory")}
        </h2>
        {changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noRecordChanges")}</p>
        ) : (
          <ul className="grid gap-1 text-sm text-muted-foreground" data-field="record-history">
            {changes.map((c, i) => (
              <li key={`${c.at}-${i}`}>{recordChangeLine(t, c, tz, locale)}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
