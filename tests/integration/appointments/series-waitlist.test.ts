// Issue 48's "Done when": cancelling "this and the following" from the fifth of eight weekly visits
// frees four times that the waitlist offers. series.test.ts sees the freed-time job queued; here
// the real worker runs it (as a server does) and the four times are held for the four patients
// waiting, one each, each with its offer email. The doctor sees patients on Tuesdays 13:00-13:30
// only, so the series' dates are the only times there are: the patients could join the waitlist
// (nothing was free), and what is offered can only be what the cancellation freed. The booking
// horizon is 60 days here (SPEC's 7 would hide the later dates from the waitlist, as from patients).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/appointment/series/route";
import { POST as cancelRoute } from "@/app/api/appointment/series/[seriesId]/cancel/route";
import { prisma } from "@/lib/db";
import { addDays, weekdayOf } from "@/lib/clinic-time";
import { findActor, type Actor } from "@/lib/accounts/users";
import { seriesAnswerShape } from "@/lib/appointments/series/shapes";
import { joinWaitlist } from "@/lib/waitlist/entries";
import { joinWaitlistSchema } from "@/lib/waitlist/waitlist-schema";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { WEEKDAYS, type WeeklyHours } from "@/lib/schedule/slots";
import type { EmailWorker } from "@/lib/notifications/worker";
import { call } from "@/tests/helpers/http";
import { createDoctor, createUser, dayFromToday, setOpenLimits, tokenFor } from "@/tests/helpers/factories";
import { eventually, startInbox, startWorker, type MailCatcher } from "@/tests/helpers/mail";

process.env.RATE_LIMIT_SCALE = "100";

let inbox: MailCatcher;
let worker: EmailWorker;

beforeAll(async () => {
  inbox = await startInbox();
  await setOpenLimits(100, 100);
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { bookingHorizonDays: 60 } });
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

/** The first Tuesday at least `n` days ahead. */
function tuesdayFrom(n: number): string {
  let d = dayFromToday(n);
  while (weekdayOf(d) !== 2) d = addDays(d, 1);
  return d;
}

describe("a series cancelled from the fifth date on", () => {
  it("frees four times that the waitlist offers, one to each patient waiting", async () => {
    const { doctor } = await createDoctor({ name: "Dr. Tuesday Physio" });
    const hours = Object.fromEntries(WEEKDAYS.map((w) => [w, []])) as unknown as WeeklyHours;
    hours["2"] = [{ start: "13:00", end: "13:30" }];
    await prisma.doctor.update({ where: { id: doctor.id }, data: { hours } });
    const visitTypeId = (await prisma.visitType.create({ data: { name: "Physiotherapy course", durationMinutes: 30, position: 97, seriesAllowed: true, seriesMaxCount: 8 } })).id;
    visitTypesChanged();
    const desk = await tokenFor((await createUser({ role: "receptionist" })).id);
    const maya = await createUser({ name: "Maya Course" });

    // Eight Tuesdays at 13:00, the first at most 8 days ahead: the last within the waitlist's 60 days.
    const first = tuesdayFrom(2);
    const booked = await call(bookRoute, { token: desk, json: { doctorId: doctor.id, visitTypeId, date: first, time: "13:00", every: 1, count: 8, userId: maya.id } });
    expect(booked.status).toBe(201);
    const series = seriesAnswerShape.parse(booked.body);
    const last = series.appointments[7].date;

    // Four patients wait for any of those Tuesdays, in this order.
    const waiting: Actor[] = [];
    for (let i = 0; i < 4; i++) {
      const patient = (await findActor((await createUser()).id, 0)) as Actor;
      await joinWaitlist(patient, joinWaitlistSchema.parse({ doctorId: doctor.id, visitTypeId, from: first, to: last }));
      waiting.push(patient);
    }
    expect(await prisma.waitlistOffer.count({ where: { doctorId: doctor.id } })).toBe(0);

    const fifth = series.appointments[4];
    const cancelled = await call(cancelRoute, { token: desk, params: { seriesId: series.series._id }, json: { scope: "following", appointmentId: fifth._id, reason: "Course ended early" } });
    expect(cancelled.status).toBe(200);
    const freed = seriesAnswerShape
      .parse(cancelled.body)
      .appointments.filter((a) => a.status === "cancelled")
      .map((a) => new Date(a.startsAt).getTime());
    expect(freed).toHaveLength(4);

    // The queue's job offers them: each freed time held for one of the four, none for anyone twice.
    const offers = await eventually(async () => {
      const held = await prisma.waitlistOffer.findMany({ where: { doctorId: doctor.id, status: "held" }, orderBy: { startsAt: "asc" } });
      return held.length === 4 ? held : null;
    }, 20_000);
    expect(offers.map((o) => o.startsAt.getTime())).toEqual(freed.sort((a, b) => a - b));
    expect(offers.map((o) => o.patientId).sort()).toEqual(waiting.map((p) => p.id).sort());
    // The first in line holds the earliest freed time.
    expect(offers[0].patientId).toBe(waiting[0].id);
    const emails = await prisma.email.findMany({ where: { kind: "waitlist_offer", userId: { in: waiting.map((p) => p.id) } } });
    expect(emails).toHaveLength(4);
    // Nothing else of the doctor's time was offered (the dates before the fifth stay booked).
    expect(await prisma.waitlistOffer.count({ where: { doctorId: doctor.id } })).toBe(4);
  });
});
