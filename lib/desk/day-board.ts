// The front desk's day (issue 26): every doctor who works on a clinic day or has visits on it,
// each with the day's hours (their weekly hours for that weekday, in clinic time), the time off
// that touches it, its appointments in start order and its free starts for the doctor's default
// visit type (what a click on the board's grid books). Staff only (the front desk and admins).
// The board at /desk and GET /api/desk/day both read it.
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { addDays, clinicDateOf, clinicTimeZone, instantAt, weekdayOf, type ClinicDate } from "@/lib/clinic-time";
import { forbidden } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import { hoursOf, slotInputs } from "@/lib/schedule/read";
import { computeSlots, DEFAULT_WEEKLY_HOURS, WEEKDAYS } from "@/lib/schedule/slots";
import { appointmentInclude, toAppointmentDTO } from "@/lib/appointments/serialize";
import { toTimeOffDTO } from "@/lib/appointments/time-off";
import type { deskDoctorShape } from "@/lib/appointments/shapes";
import type { Actor } from "@/lib/accounts/users";

export type DeskDoctor = z.output<typeof deskDoctorShape>;
export const DESK_STAFF_ONLY = "Only the front desk and admins see the clinic's day";

export async function deskDay(
  actor: Actor,
  date: ClinicDate,
  filter: { doctorId?: string; speciality?: string } = {},
  now = new Date(),
): Promise<DeskDoctor[]> {
  if (!isStaff(actor)) throw forbidden(DESK_STAFF_ONLY);
  const tz = clinicTimeZone();
  const from = instantAt(date, 0, tz);
  const to = instantAt(addDays(date, 1), 0, tz);
  const weekday = WEEKDAYS[weekdayOf(date)];
  const doctors = await prisma.doctor.findMany({
    where: {
      archivedAt: null,
      ...(filter.doctorId ? { id: filter.doctorId } : {}),
      ...(filter.speciality ? { speciality: { equals: filter.speciality, mode: "insensitive" as const } } : {}),
    },
    select: {
      id: true,
      speciality: true,
      available: true,
      hours: true,
      user: { select: { name: true } },
      timeOff: { where: { startsAt: { lt: to }, endsAt: { gt: from } }, orderBy: { startsAt: "asc" } },
    },
    orderBy: { user: { name: "asc" } },
  });
  const appointments = await prisma.appointment.findMany({
    where: { startsAt: { gte: from, lt: to }, doctorId: { in: doctors.map((d) => d.id) } },
    include: appointmentInclude,
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
  const byDoctor = new Map<string, typeof appointments>();
  for (const a of appointments) byDoctor.set(a.doctorId, [...(byDoctor.get(a.doctorId) ?? []), a]);
  const free = await freeStartsOn(date, doctors, now, tz);

  return doctors
    .map((d) => ({
      _id: d.id,
      name: d.user.name,
      speciality: d.speciality,
      hours: (hoursOf(d.hours) ?? DEFAULT_WEEKLY_HOURS)[weekday].map((h) => ({ start: h.start, end: h.end })),
      timeOff: d.timeOff.map((t) => {
        const dto = toTimeOffDTO(t, tz);
        return { from: dto.from, to: dto.to, reason: dto.reason };
      }),
      appointments: (byDoctor.get(d.id) ?? []).map((a) => toAppointmentDTO(a, tz)),
      freeStarts: free.get(d.id) ?? [],
    }))
    // By name (the query's order), always: a column never moves when its first visit is booked.
    .filter((d) => d.hours.length > 0 || d.appointments.length > 0);
}

/**
 * Each open doctor's free starts on the day, by the slot rule patients book under (hours, time off,
 * bookings, notice, horizon), for their default visit type: the board offers them as "Book" cells.
 * Read for all the board's doctors at once (lib/schedule/read.ts); nothing for a past day.
 */
async function freeStartsOn(
  date: ClinicDate,
  doctors: { id: string; available: boolean; hours: Parameters<typeof hoursOf>[0] }[],
  now: Date,
  tz: string,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const open = doctors.filter((d) => d.available);
  if (open.length === 0 || date < clinicDateOf(now, tz)) return out;
  const inputs = await slotInputs(
    open.map((d) => d.id),
    now,
    tz,
    { knownHours: new Map(open.map((d) => [d.id, hoursOf(d.hours)])) },
  );
  for (const [id, { taken, rules }] of inputs) {
    out.set(id, computeSlots(now, tz, taken, rules).find((d) => d.date === date)?.slots.map((s) => s.time) ?? []);
  }
  return out;
}
