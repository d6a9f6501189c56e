// What an Appointment shares with the public resources (lib/fhir/services.ts, slots.ts): its visit
// type as the HealthcareService's serviceType concept, the stable Slot id of its time (the one the
// Slot search gives the same doctor, type and start), and the meeting link's extension URL.
import type { AppointmentLinks, FhirAppointmentRow } from "@/lib/fhir/appointment";
import { VIDEO_LINK } from "@/lib/fhir/extensions";
import { visitTypeConcept } from "@/lib/fhir/services";
import { slotIdOf } from "@/lib/fhir/slots";

export function appointmentLinks(row: FhirAppointmentRow, showVideoLink: boolean): AppointmentLinks {
  return {
    serviceType: visitTypeConcept({ id: row.visitTypeId, name: row.visitType.name }),
    slotId: slotIdOf(row.doctorId, row.visitTypeId, row.startsAt),
    videoLinkUrl: VIDEO_LINK,
    showVideoLink,
  };
}
