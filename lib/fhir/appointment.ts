// Appointment (issue 46, item 3): a visit as FHIR R4 Appointment. Pure mapping; reads, searches,
// booking and cancelling are in appointment-read.ts, appointment-book.ts, appointment-cancel.ts.
// (docs/fhir.md has the mapping table.)
import type { Appointment, CodeableConcept } from "fhir/r4";
import type { AppointmentStatus } from "@/lib/generated/prisma/enums";
import { APPOINTMENT_STATUSES } from "@/lib/appointments/status";
import { utcInstant } from "@/lib/fhir/instant";

/** The app's statuses as FHIR's: both awaiting ones are `booked` (the app confirms nothing FHIR would call pending). */
export const FHIR_APPOINTMENT_STATUS: Record<AppointmentStatus, Appointment["status"]> = {
  pending: "booked",
  confirmed: "booked",
  checked_in: "arrived",
  completed: "fulfilled",
  cancelled: "cancelled",
  no_show: "noshow",
};

/** The FHIR statuses an Appointment search takes, each as the app's statuses it means (the map above, read backwards). */
export const APP_STATUSES_OF = new Map<string, AppointmentStatus[]>();
for (const status of APPOINTMENT_STATUSES) {
  const fhir = FHIR_APPOINTMENT_STATUS[status];
  APP_STATUSES_OF.set(fhir, [...(APP_STATUSES_OF.get(fhir) ?? []), status]);
}

/** The columns an Appointment is made of. */
export const fhirAppointmentSelect = {
  id: true,
  patientId: true,
  doctorId: true,
  visitTypeId: true,
  startsAt: true,
  endsAt: true,
  status: true,
  reason: true,
  cancelReason: true,
  videoUrl: true,
  createdAt: true,
  updatedAt: true,
  patient: { select: { name: true, guardianId: true } },
  doctor: { select: { userId: true, user: { select: { name: true } } } },
  visitType: { select: { name: true } },
} as const;

export type FhirAppointmentRow = {
  id: string;
  patientId: string;
  doctorId: string;
  visitTypeId: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  reason: string;
  cancelReason: string;
  videoUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  patient: { name: string; guardianId: string | null };
  doctor: { userId: string; user: { name: string } };
  visitType: { name: string };
};

export type AppointmentLinks = {
  /** The visit type as a CodeableConcept (the HealthcareService's, lib/fhir/healthcare-service.ts). */
  serviceType: CodeableConcept;
  /** The Slot id the visit's time has (the same the Slot search gives). */
  slotId: string;
  /** The extension URL of the meeting link. */
  videoLinkUrl: string;
  /** Whether the reader may see the meeting link (the patient, their guardian, staff). */
  showVideoLink: boolean;
};

/** The Appointment of a visit row. */
export function toFhirAppointment(row: FhirAppointmentRow, links: AppointmentLinks): Appointment {
  const cancelled = row.status === "cancelled";
  return {
    resourceType: "Appointment",
    id: row.id,
    meta: { lastUpdated: utcInstant(row.updatedAt) },
    ...(links.showVideoLink && row.videoUrl ? { extension: [{ url: links.videoLinkUrl, valueUrl: row.videoUrl }] } : {}),
    status: FHIR_APPOINTMENT_STATUS[row.status],
    ...(cancelled && row.cancelReason ? { cancelationReason: { text: row.cancelReason } } : {}),
    serviceType: [links.serviceType],
    ...(row.reason ? { reasonCode: [{ text: row.reason }] } : {}),
    start: utcInstant(row.startsAt),
    end: utcInstant(row.endsAt),
    minutesDuration: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    slot: [{ reference: `Slot/${links.slotId}` }],
    created: utcInstant(row.createdAt),
    participant: [
      { actor: { reference: `Patient/${row.patientId}`, display: row.patient.name }, required: "required", status: "accepted" },
      { actor: { reference: `Practitioner/${row.doctorId}`, display: row.doctor.user.name }, required: "required", status: "accepted" },
    ],
  };
}
