// The doctor's calendar subscription (issue 24 item 6), through its routes: who
// may read and reset the link, what the feed holds (the doctor's appointments in
// the window, the patient's first name only, cancelled ones as cancelled, a video
// visit's link), the ETag and 304 that keep polling cheap, and links that stop
// working (reset, tampered).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getLink, POST as resetLink } from "@/app/api/doctor/calendar-feed/route";
import { GET as getFeed } from "@/app/api/calendar-feed/[token]/route";
import { prisma } from "@/lib/db";
import { instantAt } from "@/lib/clinic-time";
import { appointmentEventUid } from "@/lib/appointments/calendar-file";
import { icsUtc } from "@/tests/helpers/mail";
import { FEED_DAYS_BACK } from "@/lib/appointments/calendar-feed";
import { siteUrl } from "@/lib/outbox/mail-config";
import { bookingPolicy } from "@/lib/schedule/policy";
import { call, expectFailure } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, dayFromToday, nextSlot, tokenFor, tz } from "@/tests/helpers/factories";

const PATIENT = { name: "Alexandra Q. Lastnameperson", email: "alexandra.feed@example.test", phone: "+1 555 0199 777" };
const REASON = "Recurring migraines since spring";
const MEET = "https://meet.example/CareSlot-feed-room";

let doctor: Awaited<ReturnType<typeof createDoctor>>;
let other: Awaited<ReturnType<typeof createDoctor>>;
let doctorToken: string;
let patientId: string;
const ids: Record<"open" | "cancelled" | "recent" | "video" | "tooOld" | "tooFar" | "otherDoctors", string> = {} as never;

/** An instant on a day counted from today (clinic time), at a clinic wall-clock time. */
const at = (days: number, hour: number) => instantAt(dayFromToday(days), hour * 60, tz());

beforeAll(async () => {
  doctor = await createDoctor({ name: "Dr. Fiona Feedwell" });
  await prisma.user.update({ where: { id: doctor.user.id }, data: { address: "1 Clinic Road" } });
  other = await createDoctor();
  doctorToken = await tokenFor(doctor.user.id);
  const patient = await createUser(PATIENT);
  patientId = patient.id;
  const d = doctor.doctor.id;

  ids.open = (await createAppointment({ patientId, doctorId: d, startsAt: nextSlot().startsAt })).id;
  await prisma.appointment.update({ where: { id: ids.open }, data: { reason: REASON } });
  ids.cancelled = (await createAppointment({ patientId, doctorId: d, startsAt: nextSlot().startsAt, status: "cancelled" })).id;
  await prisma.appointment.update({ where: { id: ids.cancelled }, data: { icsSequence: 1 } });
  ids.recent = (await createAppointment({ patientId, doctorId: d, startsAt: at(-(FEED_DAYS_BACK - 1), 10), status: "completed" })).id;
  ids.tooOld = (await createAppointment({ patientId, doctorId: d, startsAt: at(-(FEED_DAYS_BACK + 1), 10), status: "completed" })).id;
  const { bookingHorizonDays } = await bookingPolicy();
  ids.tooFar = (await createAppointment({ patientId, doctorId: d, startsAt: at(bookingHorizonDays, 10) })).id;
  ids.otherDoctors = (await createAppointment({ patientId, doctorId: other.doctor.id, startsAt: nextSlot().startsAt })).id;

  const video = await prisma.visitType.create({ data: { name: "Video follow-up", durationMinutes: 15, mode: "video", position: 90 } });
  ids.video = (await createAppointment({ patientId, doctorId: d, startsAt: at(-2, 11), visitTypeId: video.id, durationMinutes: 15, status: "confirmed" })).id;
  await prisma.appointment.update({ where: { id: ids.video }, data: { videoUrl: MEET } });
});

/** The doctor's current link, through GET /api/doctor/calendar-feed. */
async function link(token = doctorToken) {
  const reply = await call(getLink, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { success: true; url: string; webcalUrl: string };
}

/** The path token (with its .ics) of a feed URL. */
const tokenOf = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").pop()!);

function fetchFeed(token: string, headers: Record<string, string> = {}) {
  return call(getFeed, { params: { token }, url: `/api/calendar-feed/${token}`, headers });
}

type Ev = Record<string, string>;
/** The VEVENTs of a feed, each as its properties (lines unfolded, parameters dropped from names). */
function eventsOf(ics: string): { calendar: Ev; events: Ev[] } {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const calendar: Ev = {};
  const events: Ev[] = [];
  let current: Ev | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      events.push(current!);
      current = null;
    } else {
      const colon = line.indexOf(":");
      if (colon < 0) continue;
      const target = current ?? calendar;
      const name = line.slice(0, colon).split(";")[0];
      target[name] ??= line.slice(colon + 1);
    }
  }
  return { calendar, events };
}

describe("the calendar link", () => {
  it("is the doctor's own: signed out 401, patients and admins 403", async () => {
    const patientToken = await tokenFor(patientId);
    const adminToken = await tokenFor((await createUser({ role: "admin" })).id);
    for (const handler of [getLink, resetLink]) {
      const method = handler === resetLink ? "POST" : "GET";
      expectFailure(await call(handler, { method }), 401);
      expectFailure(await call(handler, { method, token: patientToken }), 403);
      expectFailure(await call(handler, { method, token: adminToken }), 403);
    }
  });

  it("is an https or http URL of the .ics feed, and its webcal:// twin", async () => {
    const { url, webcalUrl } = await link();
    expect(url).toMatch(/^http:\/\/careslot\.test\/api\/calendar-feed\/[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{32}\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^http:/, "webcal:"));
    // The same link each time until it is reset; another doctor's is another.
    expect((await link()).url).toBe(url);
    expect((await link(await tokenFor(other.user.id))).url).not.toBe(url);
  });
});

describe("the feed", () => {
  it("is the doctor's appointments from 30 days back to the booking horizon, cancelled ones as cancelled", async () => {
    const reply = await fetchFeed(tokenOf((await link()).url));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const { calendar, events } = eventsOf(reply.body as string);
    expect(calendar).toMatchObject({ VERSION: "2.0", METHOD: "PUBLISH", "X-WR-CALNAME": "CareSlot: Dr. Fiona Feedwell" });

    // The same UID as the emailed invitations (lib/appointments/emails), so calendar apps merge them.
    const uid = (id: string) => appointmentEventUid(id, siteUrl());
    expect(events.map((e) => e.UID).sort()).toEqual([ids.open, ids.cancelled, ids.recent, ids.video].map(uid).sort());
    for (const id of [ids.tooOld, ids.tooFar, ids.otherDoctors]) expect(reply.body).not.toContain(id);

    const open = events.find((e) => e.UID === uid(ids.open))!;
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: ids.open } });
    expect(open).toMatchObject({
      SUMMARY: "Consultation · 30 min: Alexandra",
      DTSTART: icsUtc(row.startsAt),
      DTEND: icsUtc(row.endsAt),
      SEQUENCE: "0",
      STATUS: "TENTATIVE",
      LOCATION: "1 Clinic Road",
    });
    expect(open.URL).toBeUndefined();

    const cancelled = events.find((e) => e.UID === uid(ids.cancelled))!;
    expect(cancelled).toMatchObject({ STATUS: "CANCELLED", SEQUENCE: "1", SUMMARY: "Cancelled: Consultation · 30 min: Alexandra", TRANSP: "TRANSPARENT" });
    expect(events.find((e) => e.UID === uid(ids.recent))).toMatchObject({ STATUS: "CONFIRMED" });
  });

  it("names the patient by first name only: no email, phone, reason or last name", async () => {
    const { body } = await fetchFeed(tokenOf((await link()).url));
    expect(body).toContain("Alexandra");
    for (const secret of [PATIENT.email, PATIENT.phone, REASON, "Lastnameperson", "Q.", patientId]) expect(body).not.toContain(secret);
    // Nor the doctor's or anyone's email (no ORGANIZER, no ATTENDEE).
    expect(body).not.toMatch(/mailto:/i);
  });

  it("carries a video visit's meeting link as its URL and place, with the real 15-minute length", async () => {
    const { body } = await fetchFeed(tokenOf((await link()).url));
    const video = eventsOf(body as string).events.find((e) => e.UID === appointmentEventUid(ids.video, siteUrl()))!;
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: ids.video } });
    expect(video).toMatchObject({ URL: MEET, LOCATION: MEET, SUMMARY: "Video follow-up · 15 min: Alexandra", DTSTART: icsUtc(row.startsAt), DTEND: icsUtc(row.endsAt) });
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(15 * 60_000);
    expect(video.DESCRIPTION).toContain(MEET);
  });

  it("answers 304 to its own ETag, privately cacheable for five minutes", async () => {
    const token = tokenOf((await link()).url);
    const first = await fetchFeed(token);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, max-age=300");
    const again = await fetchFeed(token, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("private, max-age=300");
    expect((await fetchFeed(token, { "if-none-match": '"something-else"' })).status).toBe(200);
  });

  it("changes its ETag when an appointment is booked, cancelled or its patient renamed", async () => {
    const token = tokenOf((await link()).url);
    const etag = async () => (await fetchFeed(token)).headers.get("etag")!;
    const before = await etag();
    expect(await etag()).toBe(before);

    const booked = await createAppointment({ patientId, doctorId: doctor.doctor.id, startsAt: nextSlot().startsAt });
    const afterBooking = await etag();
    expect(afterBooking).not.toBe(before);
    expect((await fetchFeed(token, { "if-none-match": before })).status).toBe(200);

    await prisma.appointment.update({ where: { id: booked.id }, data: { status: "cancelled", cancelledAt: new Date(), icsSequence: { increment: 1 } } });
    const afterCancel = await etag();
    expect(afterCancel).not.toBe(afterBooking);
    const { events } = eventsOf((await fetchFeed(token)).body as string);
    expect(events.find((e) => e.UID === appointmentEventUid(booked.id, siteUrl()))).toMatchObject({ STATUS: "CANCELLED", SEQUENCE: "1" });

    await prisma.user.update({ where: { id: patientId }, data: { name: "Alexandrina Lastnameperson" } });
    expect(await etag()).not.toBe(afterCancel);
    expect((await fetchFeed(token)).body).toContain(": Alexandrina");
    await prisma.user.update({ where: { id: patientId }, data: { name: PATIENT.name } });

    // Another doctor's bookings leave it alone.
    const settled = await etag();
    await createAppointment({ patientId, doctorId: other.doctor.id, startsAt: nextSlot().startsAt });
    expect(await etag()).toBe(settled);
  });

  it("stops answering an old link once reset, and answers the new one", async () => {
    const old = await link();
    const reply = await call(resetLink, { method: "POST", token: doctorToken });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: "Calendar link reset" });
    expect(reply.body.url).not.toBe(old.url);
    expect(reply.body.webcalUrl).toBe(reply.body.url.replace(/^http:/, "webcal:"));
    expect((await link()).url).toBe(reply.body.url);

    expectFailure(await fetchFeed(tokenOf(old.url)), 404, "Calendar not found");
    // A 304 for the old link's ETag is not given either.
    expect((await fetchFeed(tokenOf(reply.body.url))).status).toBe(200);
  });

  it("refuses tampered and malformed tokens with 404", async () => {
    const token = tokenOf((await link()).url).replace(/\.ics$/, "");
    const [doctorId, version, sig] = token.split(".");
    const flip = (s: string) => `${s[0] === "A" ? "B" : "A"}${s.slice(1)}`;
    const otherId = other.doctor.id;
    for (const bad of [
      `${doctorId}.${version}.${flip(sig)}.ics`,
      `${otherId}.${version}.${sig}.ics`, // another doctor, this signature
      `${doctorId}.${Number(version) + 1}.${sig}.ics`, // a version not reached, this signature
      `${doctorId}.${version}.${sig.slice(0, -1)}.ics`,
      `${doctorId}.${version}.ics`,
      "nonsense.ics",
      "",
    ]) {
      expectFailure(await fetchFeed(bad), 404, "Calendar not found");
    }
    expect((await fetchFeed(`${token}.ics`)).status).toBe(200);
  });

  it("is gone for a doctor who has left (archived)", async () => {
    const leaving = await createDoctor();
    const { url } = await link(await tokenFor(leaving.user.id));
    expect((await fetchFeed(tokenOf(url))).status).toBe(200);
    await prisma.doctor.update({ where: { id: leaving.doctor.id }, data: { archivedAt: new Date() } });
    expectFailure(await fetchFeed(tokenOf(url)), 404, "Calendar not found");
  });
});
