// Issue 48 item 1: who may book (and change) a series of visits. Staff (the front desk and the
// admin) for any patient; a doctor for their own patients (a patient who already has a visit
// with them) and only with themself; a patient for themself and their dependents, only when the
// clinic lets patients book series (patientsMayBookSeries, default off).
import { prisma } from "@/lib/db";
import { badRequest, conflict, forbidden } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import type { Actor } from "@/lib/accounts/users";
import { getClinicSettings } from "@/lib/clinic/settings";
import { assertMayBookFor } from "@/lib/appointments/booking-for";
import { PATIENT_ARCHIVED } from "@/lib/appointments/booking-for";
import type { VisitType } from "@/lib/visit-types/catalog";

export const PATIENTS_CANNOT_BOOK_SERIES = "Series of visits are booked by the clinic. Please call the clinic or book one visit at a time.";
export const DOCTOR_OWN_PATIENTS = "Doctors book series only with themselves, for their own patients.";
export const STAFF_NAME_PATIENT = "Staff book a series on behalf of a patient: send the patient's userId.";
export const TYPE_NOT_SERIES = "This visit type cannot be booked as a series.";
export const seriesTooLong = (max: number) => `This visit type allows at most ${max} visits in a series.`;

/** Refuses `actor` booking a series with `doctor` for `patientId`. */
export async function assertMayBookSeries(actor: Actor, patientId: string, doctor: { id: string }): Promise<void> {
  if (actor.role === "patient") {
    const { patientsMayBookSeries } = await getClinicSettings();
    if (!patientsMayBookSeries) throw forbidden(PATIENTS_CANNOT_BOOK_SERIES);
    await assertMayBookFor(actor, patientId);
    return;
  }
  if (isStaff(actor)) {
    if (patientId === actor.id) throw badRequest(STAFF_NAME_PATIENT);
    await assertMayBookFor(actor, patientId);
    return;
  }
  if (actor.role === "doctor") {
    if (patientId === actor.id) throw badRequest(STAFF_NAME_PATIENT);
    const mine = await prisma.doctor.findFirst({ where: { id: doctor.id, userId: actor.id }, select: { id: true } });
    if (!mine) throw forbidden(DOCTOR_OWN_PATIENTS);
    const patient = await prisma.user.findUnique({ where: { id: patientId }, select: { role: true, archivedAt: true } });
    const seen = await prisma.appointment.count({ where: { doctorId: doctor.id, patientId } });
    if (!patient || patient.role !== "patient" || seen === 0) throw forbidden(DOCTOR_OWN_PATIENTS);
    if (patient.archivedAt) throw conflict(PATIENT_ARCHIVED);
    return;
  }
  throw forbidden();
}

/** Refuses a type that does not allow series, or more dates than it allows. */
export function assertSeriesType(type: VisitType, count: number): void {
  if (!type.seriesAllowed) throw badRequest(TYPE_NOT_SERIES);
  if (count > type.seriesMaxCount) throw badRequest(seriesTooLong(type.seriesMaxCount));
}

/** How far ahead `actor` may book a series: staff up to 26 weeks, patients the booking window. */
export function seriesHorizonDays(actor: Actor, weeks: number): number | undefined {
  return actor.role === "patient" ? undefined : weeks * 7;
}
