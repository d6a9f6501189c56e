// Issue 48 item 7: a series racing single bookings of the same times never overlaps and never
// leaves half a series. 20 requests at once on one doctor: 10 series of four weekly dates (pairs of
// them overlapping on three dates) and 10 single bookings of the first week's times. Every answer
// is a 201 or a 409 (never a 500); the doctor's open visits never overlap; each series that exists
// has all four dates, and a refused one left nothing.
//
// One instance here: the app keeps no state of its own between requests (the doctor's row lock,
// the patient's row lock and the exclusion constraints are the database's), so two instances
// race exactly as two requests of one do. The same race through two built app instances on one
// database: tests/resilience/series-race.mjs (`npm run test:resilience`).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as bookSeriesRoute } from "@/app/api/appointment/series/route";
import { POST as bookRoute } from "@/app/api/appointment/book-appointment/route";
import { prisma } from "@/lib/db";
import { addDays, formatSlotTime } from "@/lib/clinic-time";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { call } from "@/tests/helpers/http";
import { createDoctor, createUser, dayFromToday, setOpenLimits, tokenFor } from "@/tests/helpers/factories";

process.env.RATE_LIMIT_SCALE = "100";

let doctorId: string;
let typeId: string;
let deskToken: string;

beforeAll(async () => {
  await setOpenLimits(100, 100);
  doctorId = (await createDoctor()).doctor.id;
  typeId = (await prisma.visitType.create({ data: { name: "Race course", durationMinutes: 30, position: 95, seriesAllowed: true } })).id;
  visitTypesChanged();
  deskToken = await tokenFor((await createUser({ role: "receptionist" })).id);
});

describe("series racing singles on one doctor", () => {
  it("20 at once: never an overlap, never half a series", async () => {
    const week0 = dayFromToday(2);
    const patients = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const times = [600, 630, 660, 690, 720];
    const requests = patients.map((p, i) => {
      if (i < 10) {
        // Series 0-4 start in week 0, 5-9 a week later at the same times: pairs overlap on three dates.
        const start = i < 5 ? week0 : addDays(week0, 7);
        return () => call(bookSeriesRoute, { token: deskToken, json: { doctorId, visitTypeId: typeId, date: start, time: formatSlotTime(times[i % 5]), every: 1, count: 4, userId: p.id } });
      }
      // Singles on week 0's times, two for each.
      return () => call(bookRoute, { token: deskToken, json: { doctorId, visitTypeId: typeId, date: week0, time: formatSlotTime(times[i % 5]), userId: p.id } });
    });
    const replies = await Promise.all(requests.map((r) => r()));
    for (const r of replies) expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
    expect(replies.filter((r) => r.status === 201).length).toBeGreaterThan(0);

    const open = await prisma.appointment.findMany({ where: { doctorId, status: { not: "cancelled" } }, orderBy: { startsAt: "asc" } });
    for (let i = 1; i < open.length; i++) {
      expect(open[i].startsAt.getTime(), "two open visits of the doctor overlap").toBeGreaterThanOrEqual(open[i - 1].endsAt.getTime() + open[i - 1].bufferMinutes * 60_000);
    }
    const series = await prisma.appointmentSeries.findMany({ where: { doctorId }, include: { _count: { select: { appointments: true } } } });
    expect(series.every((s) => s._count.appointments === 4), "a series with fewer than its four dates").toBe(true);
    // Every booked series answered 201 with its four dates; every refused one wrote nothing.
    const bookedSeries = replies.slice(0, 10).filter((r) => r.status === 201);
    expect(series).toHaveLength(bookedSeries.length);
    expect(open).toHaveLength(bookedSeries.length * 4 + replies.slice(10).filter((r) => r.status === 201).length);
    // Week 0's five times and week 1's five: at most one of each pair of overlapping series wins.
    expect(bookedSeries.length).toBeLessThanOrEqual(10);
    for (let i = 0; i < 5; i++) expect(replies[i].status === 201 && replies[i + 5].status === 201, `series ${i} and ${i + 5} overlap`).toBe(false);
  });
});
