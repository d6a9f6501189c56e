// The appointment a patient's cancel or reschedule page (issue 25) is about: theirs, or not found.
import { cache } from "react";
import { notFound } from "next/navigation";
import { getAppointment } from "@/lib/appointments";
import { requirePageActor } from "@/lib/auth/session";
import { isDomainError } from "@/lib/errors";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import { clinicTimeZone, timeZoneLabel } from "@/lib/clinic-time";
import { shortDateWithWeekday } from "@/lib/i18n/format";
import { getLocale, getTranslations } from "next-intl/server";
import { shownTime } from "@/components/booking/shown-time";
import type { Locale } from "@/lib/i18n/locales";

export const loadForChange = cache(async (rawId: string, page: "cancel" | "reschedule" | "answers") => {
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
  const [t, locale] = await Promise.all([getTranslations("AppointmentChange"), getLocale() as Promise<Locale>]);
  return {
    actor,
    a,
    summary: t("summary", { doctor: a.doctor.name, date: shortDateWithWeekday(a.date, locale), time: shownTime(a.time, locale), zone }),
  };
});
