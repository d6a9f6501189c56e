import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { StatusActions } from "@/components/appointments/appointment-card";
import { PrintButton } from "@/components/desk/print-button";
import { InviteButton } from "@/components/desk/invite-button";
import { EditPatientButton } from "@/components/desk/edit-patient-dialog";
import { getPatientRecord, getPatientRecordHistory } from "@/lib/accounts/patient-records";
import { recordChangeText } from "@/lib/accounts/acted-by";
import { requirePageActor } from "@/lib/auth/session";
import { getAppointment, listPatientAppointments } from "@/lib/appointments";
import { bookedByText, dependentLine } from "@/lib/appointments/booked-by";
import { clinicDateOf, clinicTimeZone, timeZoneLabel } from "@/lib/clinic-time";
import { formatDate, formatMoney, weekdayLong } from "@/lib/format";
import { timeRange, visitTypeLine } from "@/lib/visit-types/labels";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import { DomainError } from "@/lib/errors";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";

export const metadata: Metadata = { title: "Visit" };

/**
 * One visit for the front desk (issue 26): the patient (name, age, phone, email or its absence),
 * the visit, who booked it, the actions its status allows, the patient's other visits, and a
 * printable appointment card for a patient without an email (print keeps only the card); the
 * patient's record: "Edit details" and its history (who made, changed and invited it).
 */
export default async function DeskVisitPage({ params }: { params: Promise<{ id: string }> }) {
  const id = pageIdOrNotFound((await params).id);
  const actor = await requirePageActor(`/desk/visits/${id}`, "receptionist", "admin");
  const a = await getAppointment(actor, id).catch((err) => {
    if (err instanceof DomainError && err.kind === "not_found") notFound();
    throw err;
  });
  const tz = clinicTimeZone();
  const today = clinicDateOf(new Date(), tz);
  const [page, record, changes] = await Promise.all([
    listPatientAppointments(actor, a.userId, { limit: 50 }),
    getPatientRecord(actor, a.userId),
    getPatientRecordHistory(actor, a.userId),
  ]);
  const history = page.items.filter((h) => h._id !== a._id);
  const patient = a.user;
  const booked = bookedByText(a, tz);

  return (
    <>
      <div className="print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ms-3">
          <Link href={`/desk?date=${a.date}`}>
            <ArrowLeft aria-hidden /> Clinic day
          </Link>
        </Button>
      </div>

      {/* The appointment card: what print keeps (a patient without an email takes it home). */}
      <section aria-labelledby="visit-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm print:border-2 print:shadow-none">
        <p className="hidden text-sm font-semibold print:block">{CLINIC_NAME}: appointment card</p>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 id="visit-title" className="text-2xl font-bold tracking-tight">
              {patient.name}
            </h1>
            {/* The desk's facts about the patient; the printed card (the patient's) leaves them out. */}
            <p className="text-sm text-muted-foreground print:hidden">
              {patient.age !== null ? `${patient.age} years` : "Age not known"}
              {patient.phone ? ` · ${patient.phone}` : ""}
              {a.guardian ? ` · ${dependentLine({ ...a, user: { ...patient, age: null } })}` : patient.email ? ` · ${patient.email}` : " · No email: give them this card"}
            </p>
          </div>
          <StatusBadge status={a.status} className="print:hidden" />
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">When</dt>
            <dd className="font-semibold">
              {weekdayLong(a.date)}, {formatDate(a.date)}, {timeRange(a.time, a.endTime)} ({timeZoneLabel(tz, new Date(a.startsAt))})
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">With</dt>
            <dd className="font-semibold">
              {a.doctor.name}, {a.doctor.speciality}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Visit</dt>
            <dd className="font-semibold">
              {visitTypeLine(a.visitType)}
              {a.visitType.mode === "video" ? " (video visit)" : ""} · {formatMoney(a.amount)}
            </dd>
          </div>
          {a.doctor.user.address ? (
            <div>
              <dt className="text-sm text-muted-foreground">Where</dt>
              <dd className="font-semibold">{a.doctor.user.address}</dd>
            </div>
          ) : null}
          {a.reason ? (
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted-foreground">Reason</dt>
              <dd>{a.reason}</dd>
            </div>
          ) : null}
        </dl>
        {booked ? (
          <p className="text-sm text-muted-foreground print:hidden" data-field="booked-by">
            {booked}.
          </p>
        ) : null}
        <div className="border-t pt-4 print:hidden">
          <StatusActions appointment={a} patientName={patient.name} today={today} />
        </div>
      </section>

      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton />
        <EditPatientButton record={record} />
        {/* A record with an email and no login yet (issue 26): its account is one email away. */}
        {!record.hasLogin && record.email && !record.guardian ? <InviteButton patientId={record._id} name={record.name} /> : null}
      </div>

      <section aria-labelledby="history-title" className="grid gap-3 print:hidden">
        <h2 id="history-title" className="text-lg font-semibold">
          Other visits of {patient.name}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other visits.</p>
        ) : (
          <ul className="grid gap-2">
            {history.map((h) => (
              <li key={h._id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-4 py-3 text-sm">
                <Link href={`/desk/visits/${h._id}`} className="font-medium underline-offset-4 hover:underline">
                  {formatDate(h.date)} at {h.time} with {h.doctor.name}
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
          Record history
        </h2>
        {changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes by the front desk or an admin recorded.</p>
        ) : (
          <ul className="grid gap-1 text-sm text-muted-foreground" data-field="record-history">
            {changes.map((c, i) => (
              <li key={`${c.at}-${i}`}>{recordChangeText(c, tz)}.</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
