// Reading visits through FHIR (issue 46, item 3): GET /fhir/Appointment/{id} and the search by
// patient, practitioner, date and status. Who may see a visit is the REST API's rule
// (lib/appointments/change.ts assertCanSee): its patient, their guardian, its doctor, staff. A
// search returns only those; naming another's patient as a patient is a 403, as the REST list is.
import type { Appointment } from "fhir/r4";
import { prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import type { Actor } from "@/lib/accounts/users";
import { recordStaffRead } from "@/lib/audit/record";
import { isGuardianOf } from "@/lib/accounts/dependents";
import { APPOINTMENT_NOT_FOUND, assertCanSee } from "@/lib/appointments/change";
import type { Prisma } from "@/lib/generated/prisma/client";
import { APP_STATUSES_OF, fhirAppointmentSelect, toFhirAppointment, type FhirAppointmentRow } from "@/lib/fhir/appointment";
import { appointmentLinks } from "@/lib/fhir/appointment-links";
import { keysetPage, type KeysetPage } from "@/lib/fhir/bundle";
import { invalid } from "@/lib/fhir/outcome";
import { dateRange, type SearchParams } from "@/lib/fhir/search-params";

/** The meeting link goes to the patient (or their guardian) and staff only (issue 46), not to other readers. */
const mayJoin = (actor: Actor) => isStaff(actor) || actor.role === "patient";

export function fhirAppointmentOf(actor: Actor, row: FhirAppointmentRow): Appointment {
  return toFhirAppointment(row, appointmentLinks(row, mayJoin(actor)));
}

/** One visit as an Appointment: 404 when there is none, 403 when it is not the caller's to see (as the REST API). */
export async function readFhirAppointment(actor: Actor, id: string): Promise<Appointment> {
  const row = await prisma.appointment.findUnique({ where: { id }, select: fhirAppointmentSelect });
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  assertCanSee(actor, row);
  // Anyone but a patient (or guardian) opening a visit writes the trail, as the REST read does (docs/audit.md).
  await recordStaffRead(actor, { action: "appointment.viewed", subject: { type: "appointment", id }, patientId: row.patientId, details: { via: "fhir" } });
  return fhirAppointmentOf(actor, row);
}

/** The visits a caller may see at all: staff every one, a doctor their own, a patient theirs and their dependents'. */
export function scopeOf(actor: Actor): Prisma.AppointmentWhereInput {
  if (isStaff(actor)) return {};
  if (actor.role === "doctor") return { doctor: { userId: actor.id } };
  return { OR: [{ patientId: actor.id }, { patient: { guardianId: actor.id } }] };
}

/** A patient naming someone not theirs (nor their dependent) in a search: 403, as the REST lists. */
export async function assertMayNamePatients(actor: Actor, ids: readonly string[]): Promise<void> {
  if (actor.role !== "patient") return;
  for (const id of ids) {
    if (id !== actor.id && !(await isGuardianOf(actor.id, id))) throw forbidden("You can only see your own appointments");
  }
}

// The keyset of the search's order (start, then id): "<ISO start>|<id>".
const keyOf = (row: { startsAt: Date; id: string }) => `${row.startsAt.toISOString()}|${row.id}`;

function afterKey(cursor: string): Prisma.AppointmentWhereInput {
  const [at, id] = cursor.split("|");
  const start = new Date(at ?? "");
  if (!id || Number.isNaN(start.getTime())) throw invalid("_cursor is not one this server wrote: follow the Bundle's next link as it is");
  return { OR: [{ startsAt: { gt: start } }, { startsAt: start, id: { gt: id } }] };
}

/** The search's filters (each a 400 when malformed, lib/fhir/search-params.ts). */
async function filtersOf(actor: Actor, search: SearchParams): Promise<Prisma.AppointmentWhereInput[]> {
  const where: Prisma.AppointmentWhereInput[] = [];
  const patients = search.references("patient", ["Patient"]);
  if (patients) {
    const ids = patients.map((p) => p.id);
    await assertMayNamePatients(actor, ids);
    where.push({ patientId: { in: ids } });
  }
  const practitioners = search.references("practitioner", ["Practitioner"]);
  if (practitioners) where.push({ doctorId: { in: practitioners.map((p) => p.id) } });
  const dates = search.dates("date");
  if (dates.length) {
    const { from, to } = dateRange(dates);
    where.push({ startsAt: { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } });
  }
  const statuses = search.tokens("status");
  if (statuses) {
    const app = statuses.flatMap((t) => {
      const mapped = APP_STATUSES_OF.get(t.code);
      if (!mapped) throw invalid(`status: "${t.code}" is not served (booked, arrived, fulfilled, cancelled, noshow)`);
      return mapped;
    });
    where.push({ status: { in: app } });
  }
  return where;
}

/** One page of the visits the caller may see that match the search, soonest first, and how many match in all. */
export async function searchFhirAppointments(actor: Actor, search: SearchParams): Promise<{ page: KeysetPage<Appointment>; total: number }> {
  const where: Prisma.AppointmentWhereInput = { AND: [scopeOf(actor), ...(await filtersOf(actor, search))] };
  const after = search.cursor ? afterKey(search.cursor) : null;
  const [rows, total] = await Promise.all([
    search.count === 0
      ? Promise.resolve([])
      : prisma.appointment.findMany({
          where: after ? { AND: [where, after] } : where,
          select: fhirAppointmentSelect,
          orderBy: [{ startsAt: "asc" }, { id: "asc" }],
          take: search.count + 1,
        }),
    prisma.appointment.count({ where }),
  ]);
  const page = keysetPage(rows, search.count, keyOf);
  await recordVisitsRead(actor, search, total);
  return { page: { items: page.items.map((r) => fhirAppointmentOf(actor, r)), next: page.next }, total };
}

/**
 * A search of visits by anyone but a patient, in the audit trail (docs/audit.md): naming patients,
 * one `patient_visits.viewed` per patient named (their access log shows it); otherwise one for the
 * search, as the day board writes one per load, never one per visit.
 */
async function recordVisitsRead(actor: Actor, search: SearchParams, total: number): Promise<void> {
  const details = { query: search.query(), results: total, via: "fhir" };
  const patients = [...new Set((search.references("patient", ["Patient"]) ?? []).map((p) => p.id))];
  if (patients.length === 0) {
    await recordStaffRead(actor, { action: "patient_visits.viewed", subject: { type: "appointments" }, details });
    return;
  }
  for (const id of patients) await recordStaffRead(actor, { action: "patient_visits.viewed", subject: { type: "user", id }, patientId: id, details });
}
