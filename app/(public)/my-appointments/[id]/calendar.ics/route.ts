// "Add to calendar": the appointment as an iCalendar file (RFC 5545).
import { getAppointmentForCalendar } from "@/lib/appointments";
import { currentActor } from "@/lib/auth/session";
import { requestLocale } from "@/lib/auth/locale";
import { isDomainError } from "@/lib/errors";
import { parseUrlId } from "@/lib/http/url-id";
import { appointmentEvent, buildIcs, icsFileName } from "@/lib/appointments/calendar-file";

export const dynamic = "force-dynamic";

const notFound = () => new Response("Appointment not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseUrlId((await params).id);
  if (!id) return notFound();
  const actor = await currentActor();
  if (!actor) {
    const login = new URL(`/login?callbackUrl=${encodeURIComponent(`/my-appointments/${id}`)}`, request.url);
    return Response.redirect(login, 303);
  }
  let found;
  try {
    found = await getAppointmentForCalendar(actor, id);
  } catch (err) {
    if (isDomainError(err) && ["not_found", "forbidden", "bad_request"].includes(err.kind)) return notFound();
    throw err;
  }
  const site = process.env.SITE_URL ?? new URL(request.url).origin;
  const { appointment, sequence } = found;
  // The file's words in the language of the page it was downloaded from (issue 29).
  const ics = buildIcs(appointmentEvent(appointment, site, sequence, await requestLocale()));
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${icsFileName(appointment.date)}"`,
      "cache-control": "private, no-store",
    },
  });
}
