// "Add to calendar": the appointment as an iCalendar file (RFC 5545).
import { getAppointment } from "@/lib/appointments";
import { currentActor } from "@/lib/auth/session";
import { isDomainError } from "@/lib/errors";
import { parseUrlId } from "@/lib/url-id";
import { buildIcs, icsFileName } from "@/lib/ics";
import { SLOT_MINUTES } from "@/lib/slots";

export const dynamic = "force-dynamic";

const STATUS = { pending: "TENTATIVE", confirmed: "CONFIRMED", completed: "CONFIRMED", cancelled: "CANCELLED" } as const;

const notFound = () => new Response("Appointment not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseUrlId((await params).id);
  if (!id) return notFound();
  const actor = await currentActor();
  if (!actor) {
    const login = new URL(`/login?callbackUrl=${encodeURIComponent(`/my-appointments/${id}`)}`, request.url);
    return Response.redirect(login, 303);
  }
  let appointment;
  try {
    appointment = await getAppointment(actor, id);
  } catch (err) {
    if (isDomainError(err) && ["not_found", "forbidden", "bad_request"].includes(err.kind)) return notFound();
    throw err;
  }
  const a = appointment;
  const start = new Date(a.startsAt);
  const site = process.env.SITE_URL ?? new URL(request.url).origin;
  const host = new URL(site).hostname || "careslot";
  const lines = [
    `${a.doctor.speciality} appointment with ${a.doctor.name} (30 minutes).`,
    a.reason ? `Reason: ${a.reason}` : null,
    `Fee: $${a.amount}`,
    `Details or cancel: ${new URL(`/my-appointments/${a._id}`, site).toString()}`,
  ].filter(Boolean);
  const ics = buildIcs({
    uid: `${a._id}@${host}`,
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    summary: `Appointment with ${a.doctor.name} (${a.doctor.speciality})`,
    description: lines.join("\n"),
    location: a.doctor.user.address || undefined,
    url: new URL(`/my-appointments/${a._id}`, site).toString(),
    status: STATUS[a.status],
  });
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${icsFileName(a.date)}"`,
      "cache-control": "private, no-store",
    },
  });
}
