// Booking a visit type (issue 24 items 4 and 5), through the web's server action and the REST
// route: the visit gets the type's length, price (or the doctor's fee) and, for a video type, a
// meeting link; the slots are the type's; the booking emails carry the type line and the link.
// A clinic back to one type gets SPEC's emails, with no type line.
import { actAs } from "@/tests/helpers/actions";
import { ACTION_MODULES } from "@/tests/helpers/action-modules";
import { render } from "@react-email/render";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { prisma } from "@/lib/db";
import { getDoctorSlots } from "@/lib/doctors/queries";
import { bookingConfirmation } from "@/lib/appointments/emails/booking-confirmation";
import { bookingNotice } from "@/lib/appointments/emails/booking-notice";
import type { AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import { createDoctor, createUser, nextSlot, setOpenLimits, tokenFor, tz } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/http";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

process.env.SITE_URL = "https://clinic.example";

const { appointments: actions } = ACTION_MODULES;

let doctor: Awaited<ReturnType<typeof createDoctor>>;
let patient: { id: string };
const types = { followUp: "", video: "", long: "" };

beforeAll(async () => {
  await setOpenLimits(100, 100);
  doctor = await createDoctor({ name: "Dr. Vera Types", fees: 80 });
  patient = await createUser();
  types.followUp = (await prisma.visitType.create({ data: { name: "Follow-up", durationMinutes: 15, price: 40, mode: "in_person", position: 10 } })).id;
  types.video = (await prisma.visitType.create({ data: { name: "Video check-in", durationMinutes: 20, price: null, mode: "video", position: 20 } })).id;
  types.long = (await prisma.visitType.create({ data: { name: "Long consultation", durationMinutes: 60, price: 150, mode: "in_person", position: 30 } })).id;
});

const minutes = (a: { startsAt: string; endsAt: string }) => (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;

async function recorded(appointmentId: string, kind: "booking_confirmation" | "booking_notice") {
  const email = await prisma.email.findFirstOrThrow({ where: { appointmentId, kind } });
  return { email, data: email.data as unknown as AppointmentEmailData };
}

async function text(template: typeof bookingConfirmation, data: AppointmentEmailData) {
  const ctx = { emailId: "e-1", createdAt: new Date(), siteUrl: "https://clinic.example", tz: tz(), userId: null, locale: "en" as const };
  return render(template.body(data, ctx), { plainText: true });
}

describe("booking a visit type", () => {
  it("through the REST route: a video type gets its length, the doctor's fee and a meeting link, and its emails carry it", async () => {
    const slot = nextSlot();
    const r = await call(book, {
      token: await tokenFor(patient.id),
      json: { doctorId: doctor.doctor.id, date: slot.date, time: slot.time, visitTypeId: types.video },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const a = r.body.appointment;
    expect(minutes(a)).toBe(20);
    expect(a.amount).toBe(80);
    expect(a.visitType).toEqual({ _id: types.video, name: "Video check-in", durationMinutes: 20, mode: "video" });
    expect(a.videoUrl).toMatch(/^https:\/\/meet\.jit\.si\/CareSlot-[\w-]{20,}$/);

    const { data } = await recorded(a._id, "booking_confirmation");
    expect(data).toMatchObject({
      endsAt: a.endsAt,
      videoUrl: a.videoUrl,
      visitType: { name: "Video check-in", durationMinutes: 20, mode: "video", named: true },
    });
    const patientText = await text(bookingConfirmation, data);
    expect(patientText).toContain("Video check-in · 20 min");
    expect(patientText).toContain(`${a.time} – ${a.endTime}`);
    expect(patientText).toContain("Join video visit");
    expect(patientText).toContain(a.videoUrl);
    expect(patientText).toContain("Online, a video visit");
    // The doctor's note names the type and carries the link too.
    const doctorText = await text(bookingNotice, (await recorded(a._id, "booking_notice")).data);
    expect(doctorText).toContain("Video check-in · 20 min");
    expect(doctorText).toContain(a.videoUrl);
  });

  it("through the server action: an in-person type gets its own length and price, and no link", async () => {
    const slot = nextSlot();
    const result = await actAs(patient.id, () =>
      actions.bookAppointmentAction({ doctorId: doctor.doctor.id, date: slot.date, time: slot.time, visitTypeId: types.followUp }),
    );
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const a = result.data;
    expect(minutes(a)).toBe(15);
    expect(a.amount).toBe(40);
    expect(a.endTime).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
    expect(a.visitType.name).toBe("Follow-up");
    expect(a.videoUrl).toBeUndefined();
    const { data } = await recorded(a._id, "booking_confirmation");
    expect(data.videoUrl).toBeUndefined();
    const body = await text(bookingConfirmation, data);
    expect(body).toContain("Follow-up · 15 min");
    expect(body).not.toContain("Join video visit");
  });

  it("offers the starts of the type asked for: a 60-minute visit needs the hour free", async () => {
    const [day] = await getDoctorSlots(doctor.doctor.id, new Date(), types.long);
    const short = await getDoctorSlots(doctor.doctor.id, new Date(), types.followUp);
    expect(day.slots.length).toBeGreaterThan(0);
    // A 60-minute visit cannot start in the last half hour of the day a 15-minute one can.
    const lastShort = short.find((d) => d.date === day.date)!.slots.at(-1)!.time;
    expect(day.slots.map((s) => s.time)).not.toContain(lastShort);
  });

  it("refuses a type the doctor does not offer, with a 400 and nothing booked", async () => {
    const other = await prisma.visitType.create({
      data: { name: "Someone else's", durationMinutes: 30, mode: "in_person", position: 40, allDoctors: false },
    });
    const before = await prisma.appointment.count();
    const slot = nextSlot();
    const r = await call(book, {
      token: await tokenFor(patient.id),
      json: { doctorId: doctor.doctor.id, date: slot.date, time: slot.time, visitTypeId: other.id },
    });
    expect(r.status).toBe(400);
    expect(await prisma.appointment.count()).toBe(before);
  });
});

describe("a clinic with one visit type", () => {
  it("books SPEC's consultation, and its emails read as SPEC's (no type line, no link)", async () => {
    await prisma.visitType.updateMany({ where: { id: { not: "consultation" } }, data: { archivedAt: new Date() } });
    const slot = nextSlot();
    const r = await call(book, { token: await tokenFor(patient.id), json: { doctorId: doctor.doctor.id, date: slot.date, time: slot.time } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const a = r.body.appointment;
    expect(minutes(a)).toBe(30);
    expect(a.amount).toBe(80);
    const { data } = await recorded(a._id, "booking_confirmation");
    expect(data.visitType).toMatchObject({ name: "Consultation", durationMinutes: 30, named: false });
    const body = await text(bookingConfirmation, data);
    expect(body).not.toContain("Consultation · 30 min");
    expect(body).not.toContain("Join video visit");
    expect(body).toContain(`${a.time} – ${a.endTime}`);
  });
});
