// What the insights screens read beside the API's figures (issue 28, lib/insights/view.ts): the
// previous range's booked visits, the day the reminders started, the doctors to filter by, and
// who may read each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { addDays, instantAt } from "@/lib/clinic-time";
import { findActor, type Actor } from "@/lib/accounts/users";
import { adminInsightsView, doctorInsightsView, insightsDoctorChoices } from "@/lib/insights/view";
import { doctorInsights } from "@/lib/insights/insights";
import { doctorRecentFigures } from "@/lib/insights/doctor-recent";
import { bookedOf, rangeRates } from "@/lib/insights/summaries";
import { createDoctor, createTimeOff, createUser } from "@/tests/helpers/factories";
import type { AppointmentStatus } from "@/lib/generated/prisma/enums";

const TZ = "Pacific/Auckland";
const zoneBefore = process.env.CLINIC_TIMEZONE;
afterAll(() => {
  process.env.CLINIC_TIMEZONE = zoneBefore;
});
const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;

describe("the insights screens' reads", () => {
  let admin: Actor, desk: Actor, patient: Actor;
  let a: Awaited<ReturnType<typeof createDoctor>>, b: Awaited<ReturnType<typeof createDoctor>>;
  let doctorA: Actor;

  async function visit(doctorId: string, date: string, hour: number, status: AppointmentStatus) {
    const startsAt = instantAt(date, hour * 60, TZ);
    await prisma.appointment.create({
      data: { patientId: patient.id, doctorId, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000), visitTypeId: "consultation", status, amount: 50,
        completedAt: status === "completed" ? startsAt : null, cancelledAt: status === "cancelled" ? startsAt : null, createdAt: new Date(startsAt.getTime() - 86_400_000) },
    });
  }

  beforeAll(async () => {
    process.env.CLINIC_TIMEZONE = TZ;
    admin = await actorOf((await createUser({ role: "admin" })).id);
    desk = await actorOf((await createUser({ role: "receptionist" })).id);
    patient = await actorOf((await createUser({ role: "patient" })).id);
    a = await createDoctor({ name: "Dr. Aroha Ngata", speciality: "Cardiologist" });
    b = await createDoctor({ name: "Dr. Ben Hale", speciality: "Neurologist" });
    doctorA = await actorOf(a.user.id);
    // The range 8-14 June 2026; the one before 1-7 June. 00:30 on 8 June in Auckland is 7 June in UTC.
    await visit(a.doctor.id, "2026-06-08", 0, "completed");
    await visit(a.doctor.id, "2026-06-10", 9, "confirmed");
    await visit(b.doctor.id, "2026-06-14", 23, "no_show");
    await visit(a.doctor.id, "2026-06-07", 23, "completed"); // before: booked
    await visit(a.doctor.id, "2026-06-01", 0, "no_show"); // before: booked
    await visit(b.doctor.id, "2026-06-03", 10, "cancelled"); // before: not a booking
    await visit(b.doctor.id, "2026-05-31", 23, "completed"); // before the previous range
    // The first reminder went out at 23:30 UTC on 10 June: 11 June in Auckland.
    for (const sentAt of [new Date("2026-06-10T23:30:00Z"), new Date("2026-06-12T01:00:00Z")]) {
      await prisma.email.create({ data: { id: crypto.randomUUID(), kind: "reminder", recipient: "p@example.test", subject: "Reminder", data: {}, status: "sent", sentAt } });
    }
    await prisma.email.create({ data: { id: crypto.randomUUID(), kind: "welcome", recipient: "p@example.test", subject: "Welcome", data: {}, status: "sent", sentAt: new Date("2026-01-01T00:00:00Z") } });
  });

  it("the admin's: the range's figures, the previous range's bookings and the reminders' first day", async () => {
    const view = await adminInsightsView(admin, { from: "2026-06-08", to: "2026-06-14" });
    expect(view.insights.days.map((d) => d.completed + d.noShow + d.open)).toEqual([1, 0, 1, 0, 0, 0, 1]);
    expect(view.previous).toEqual({ from: "2026-06-01", to: "2026-06-07", days: 7, booked: 2 });
    expect(view.remindersFrom).toBe("2026-06-11");
    const filtered = await adminInsightsView(admin, { from: "2026-06-08", to: "2026-06-14", doctorId: b.doctor.id });
    expect(filtered.previous.booked).toBe(0);
  });

  it("a doctor's: their own visits, compared with their own", async () => {
    const view = await doctorInsightsView(doctorA, { from: "2026-06-08", to: "2026-06-14" });
    expect(view.insights.utilisation.map((u) => u.doctorId)).toEqual([a.doctor.id]);
    expect(view.insights.days.reduce((n, d) => n + d.completed + d.noShow + d.open, 0)).toBe(2);
    expect(view.previous.booked).toBe(2);
  });

  it("the doctors to filter by: name order, of a speciality when one is chosen", async () => {
    expect((await insightsDoctorChoices(admin)).doctors.map((d) => d.name)).toEqual(["Dr. Aroha Ngata", "Dr. Ben Hale"]);
    expect(await insightsDoctorChoices(admin, "neurologist")).toEqual({ doctors: [{ id: b.doctor.id, name: "Dr. Ben Hale" }], more: false });
  });

  it("the dashboard's panel gives the full insights' answers from its one read", async () => {
    await createTimeOff(a.doctor.id, instantAt("2026-06-09", 12 * 60, TZ), instantAt("2026-06-10", 12 * 60, TZ));
    const range = { from: "2026-06-01", to: "2026-06-14" };
    const [full, lean] = await Promise.all([doctorInsights(doctorA, range), doctorRecentFigures(doctorA, range)]);
    const [own] = full.utilisation;
    expect(lean.booked).toBe(full.days.reduce((n, d) => n + bookedOf(d), 0));
    expect(lean.noShowRate).toBe(rangeRates(full.days).noShowRate);
    expect(lean.earnings).toBe(full.weeks.reduce((n, w) => n + w.revenue, 0));
    expect({ booked: lean.bookedMinutes, working: lean.workingMinutes }).toEqual({ booked: own.bookedMinutes, working: own.workingMinutes });
    expect(lean.workingMinutes).toBeLessThan(14 * 11 * 60); // the default hours, less a day of time off
    const weekly = full.weeks.map((w) => ({ weekStart: w.weekStart, value: full.days.filter((d) => d.date >= w.weekStart && d.date < addDays(w.weekStart, 7)).reduce((n, d) => n + bookedOf(d), 0) }));
    expect(lean.weeks).toEqual(weekly);
    expect(lean.weeks.map((w) => w.value)).toEqual([2, 2]);
    await expect(doctorRecentFigures(admin, range)).rejects.toMatchObject({ kind: "forbidden" });
  });

  it("only admins read the clinic's, only doctors their own", async () => {
    const range = { from: "2026-06-08", to: "2026-06-14" };
    for (const who of [desk, patient, doctorA]) {
      await expect(adminInsightsView(who, range)).rejects.toMatchObject({ kind: "forbidden" });
      await expect(insightsDoctorChoices(who)).rejects.toMatchObject({ kind: "forbidden" });
    }
    for (const who of [admin, desk, patient]) await expect(doctorInsightsView(who, range)).rejects.toMatchObject({ kind: "forbidden" });
  });
});
