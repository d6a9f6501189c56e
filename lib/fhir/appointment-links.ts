// What an Appointment shares with the public resources: its visit type as the HealthcareService's
// serviceType concept, the stable Slot id of its time, and the URL of the meeting-link extension.
import type { AppointmentLinks, FhirAppointmentRow } from "@/lib/fhir/appointment";

// TODO(i46a merge): the public resources' own functions.
export const VIDEO_LINK_EXTENSION = "https://careslot.dev/fhir/StructureDefinition/video-link";

export function appointmentLinks(row: FhirAppointmentRow, showVideoLink: boolean): AppointmentLinks {
  return {
    serviceType: { coding: [{ system: "https://careslot.dev/fhir/CodeSystem/visit-types", code: row.visitTypeId, display: row.visitType.name }], text: row.visitType.name },
    slotId: `${row.doctorId}-${row.startsAt.getTime()}`,
    videoLinkUrl: VIDEO_LINK_EXTENSION,
    showVideoLink,
  };
}

/** The time, doctor and type of a Slot id this server gave, or null. */
export function resolveSlotId(_slotId: string): { doctorId: string; startsAt: Date; visitTypeId: string } | null {
  return null;
}
