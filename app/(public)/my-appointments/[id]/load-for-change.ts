// The appointment a patient's cancel or reschedule page (issue 25) is about: theirs, or not found.
import { cache } from "react";
import { notFound } from "next/navigation";
import { getAppointment } from "@/lib/appointments";
import { requirePageActor } from "@/lib/auth/session";
import { isDomainError } from "@/lib/errors";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import { clinicTimeZone, timeZoneLabel } from "@/lib/clinic-time";
import { shortDateWithWeekday } from "@/lib/format";

export const loadForChange = cache(async (rawId: string, page: "cancel" | "reschedule") => {
  const id = pageIdOrNotFound(rawId);
  const actor = await requirePageActor(`/my-appointments/${id}/${page}`);
  let a;
  try {
    a = await getAppointment(actor, id);
  } catch (err) {
    if (isDomainError(err) && ["not_found", "forbidden", "bad_request"].includes(err.kind)) notFound();
    throw err;
  }
  const zone = timeZoneLabel(clinicTimeZone(), new Date(a.startsAt));
  return {
    actor,
    a,
    summary: `${a.doctor.name} on ${shortDateWithWeekday(a.date)} at ${a.time} ${zone}`,
  };
});
