// /api/doctor/*: the public listing and profile, and the doctor's own area.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listDoctorsRoute } from "@/app/api/doctor/route";
import { GET as doctorById } from "@/app/api/doctor/[id]/route";
import { GET as doctorSlots } from "@/app/api/doctor/[id]/slots/route";
import { GET as doctorMe } from "@/app/api/doctor/me/route";
import { GET as doctorDashboard } from "@/app/api/doctor/dashboard-data/route";
import { GET as doctorPatients } from "@/app/api/doctor/patients/route";
import { PUT as doctorUpdate } from "@/app/api/doctor/update-profile/route";
import { GET as upload } from "@/app/uploads/[id]/route";
import { z } from "zod";
import { doctorDashboardShape, doctorPatientShape } from "@/lib/appointments/shapes";
import { doctorShape, publicDoctorShape } from "@/lib/doctors/shapes";
import { slotDayShape } from "@/lib/schedule/shapes";
import { instantAt } from "@/lib/clinic-time";
import { call, expectFailure, file, formOf, pngBytes } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, nextSlot, pastInstant, snapshot, today, tokenFor, tz } from "@/tests/helpers/factories";

type Made = Awaited<ReturnType<typeof createDoctor>>;
let cardio: Made, neuro: Made, gp: Made, archived: Made, closed: Made;
let patient: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let bookedSlot: ReturnType<typeof nextSlot>;

beforeAll(async () => {
  cardio = await createDoctor({ name: "Dr. Richard James", speciality: "Cardiologist", fees: 60 });
  neuro = await createDoctor({ name: "Dr. Emily Larson", speciality: "Neurologist" });
  gp = await createDoctor({ name: "Dr. Sarah Patel", speciality: "General Physician" });
  archived = await createDoctor({ name: "Dr. Gone Away", speciality: "Cardiologist", archived: true });
  closed = await createDoctor({ name: "Dr. Closed Door", available: false });
  patient = await createUser({ name: "Pat Patient", phone: "+49 30 1234" });
  other = await createUser({ name: "Olga Other" });
  // Cardio's appointments: one active and one cancelled in the window, two completed in the past, one today.
  bookedSlot = nextSlot();
  await createAppointment({ patientId: patient.id, doctorId: cardio.doctor.id, startsAt: bookedSlot.startsAt });
  const cancelled = nextSlot();
  await createAppointment({ patientId: other.id, doctorId: cardio.doctor.id, startsAt: cancelled.startsAt, status: "cancelled" });
  await createAppointment({ patientId: patient.id, doctorId: cardio.doctor.id, startsAt: pastInstant(), status: "completed", amount: 60 });
  await createAppointment({ patientId: other.id, doctorId: cardio.doctor.id, startsAt: pastInstant(), status: "completed", amount: 40 });
  await createAppointment({ patientId: other.id, doctorId: cardio.doctor.id, startsAt: instantAt(today(), 20 * 60 + 30, tz()) });
});

describe("GET /api/doctor", () => {
  it("lists available and unavailable doctors in the contract shape, archived ones hidden", async () => {
    const r = await call(listDoctorsRoute, { url: "/api/doctor" });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(["doctors", "nextCursor", "success"]);
    // The public shape (strict): the doctor's account shows its name, image and address only.
    const doctors = z.array(publicDoctorShape).parse(r.body.doctors);
    expect(doctors.map((d) => d._id).sort()).toEqual([cardio, neuro, gp, closed].map((d) => d.doctor.id).sort());
    expect(r.body.nextCursor).toBeNull();
    const c = doctors.find((d) => d._id === cardio.doctor.id)!;
    expect(c).toMatchObject({ name: "Dr. Richard James", fees: 60, experience: "4 Years", available: true, archived: false });
    expect(c.user._id).toBe(cardio.user.id);
    // Only the active appointment inside the window is a booked slot (not the cancelled one, not today's past ones).
    expect(c.slots_booked[bookedSlot.date]).toContain(bookedSlot.time);
    expect(Object.values(c.slots_booked).flat()).toHaveLength(2);
    expect(c.slots_booked[today()]).toEqual(["08:30 PM"]);
    expect(doctors.find((d) => d._id === closed.doctor.id)!.available).toBe(false);
  });

  it("filters by speciality name or slug, any case", async () => {
    for (const speciality of ["General Physician", "general-physician", "GENERAL PHYSICIAN"]) {
      const r = await call(listDoctorsRoute, { url: `/api/doctor?speciality=${encodeURIComponent(speciality)}` });
      expect(r.body.doctors.map((d: { _id: string }) => d._id)).toEqual([gp.doctor.id]);
    }
    const none = await call(listDoctorsRoute, { url: "/api/doctor?speciality=Astrologer" });
    expect(none.body.doctors).toEqual([]);
    const odd = await call(listDoctorsRoute, { url: "/api/doctor?speciality=100%25" });
    expect(odd.status).toBe(200);
  });

  it("searches by name or speciality", async () => {
    const byName = await call(listDoctorsRoute, { url: "/api/doctor?search=larson" });
    expect(byName.body.doctors.map((d: { _id: string }) => d._id)).toEqual([neuro.doctor.id]);
    const bySpeciality = await call(listDoctorsRoute, { url: "/api/doctor?search=neuro" });
    expect(bySpeciality.body.doctors).toHaveLength(1);
  });

  it("pages with limit and cursor", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r: Awaited<ReturnType<typeof call>> = await call(listDoctorsRoute, { url: `/api/doctor?limit=3${cursor ? `&cursor=${cursor}` : ""}` });
      expect(r.status).toBe(200);
      expect(r.body.doctors.length).toBeLessThanOrEqual(3);
      seen.push(...r.body.doctors.map((d: { _id: string }) => d._id));
      cursor = r.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
  });

  it.each([["limit=0"], ["limit=abc"], ["limit=2.5"], ["limit=100000"], ["cursor=bad%20id!"], [`search=${"x".repeat(101)}`]])(
    "answers 400 for %s",
    async (query) => {
      expectFailure(await call(listDoctorsRoute, { url: `/api/doctor?${query}` }), 400);
    },
  );
});

describe("GET /api/doctor/{id}", () => {
  it("answers the doctor with booked slots", async () => {
    const r = await call(doctorById, { params: { id: cardio.doctor.id } });
    expect(r.status).toBe(200);
    const doctor = publicDoctorShape.parse(r.body.doctor);
    expect(doctor.slots_booked[bookedSlot.date]).toEqual([bookedSlot.time]);
  });

  it("answers 404 'Doctor not found' for unknown and archived doctors, 400 for malformed ids", async () => {
    expectFailure(await call(doctorById, { params: { id: "cnotarealdoctor000000000" } }), 404, "Doctor not found");
    expectFailure(await call(doctorById, { params: { id: archived.doctor.id } }), 404, "Doctor not found");
    expectFailure(await call(doctorById, { params: { id: "../etc/passwd" } }), 400, "That id is not valid");
    expectFailure(await call(doctorById, { params: { id: "x".repeat(65) } }), 400);
  });
});

describe("GET /api/doctor/{id}/slots", () => {
  it("answers free slots of the next days without the booked one", async () => {
    const r = await call(doctorSlots, { params: { id: cardio.doctor.id } });
    expect(r.status).toBe(200);
    const days = z.array(slotDayShape).parse(r.body.slots);
    expect(days.length).toBeGreaterThanOrEqual(6);
    const day = days.find((d) => d.date === bookedSlot.date)!;
    expect(day.slots.map((s) => s.time)).not.toContain(bookedSlot.time);
    expect(day.slots).toHaveLength(21);
  });

  it("answers none for an unavailable doctor, 404 for unknown or archived ones", async () => {
    expect((await call(doctorSlots, { params: { id: closed.doctor.id } })).body).toEqual({ success: true, slots: [] });
    expectFailure(await call(doctorSlots, { params: { id: archived.doctor.id } }), 404);
    expectFailure(await call(doctorSlots, { params: { id: "unknown123" } }), 404);
    expectFailure(await call(doctorSlots, { params: { id: "no way" } }), 400);
  });
});

describe("the doctor's own area", () => {
  it("GET /api/doctor/me answers the caller's profile", async () => {
    const r = await call(doctorMe, { token: await tokenFor(cardio.user.id) });
    expect(r.status).toBe(200);
    expect(doctorShape.parse(r.body.doctor)).toMatchObject({ _id: cardio.doctor.id, user: { _id: cardio.user.id, role: "doctor" } });
    expect(r.body.doctor.slots_booked[bookedSlot.date]).toEqual([bookedSlot.time]);
  });

  it("GET /api/doctor/dashboard-data answers counts, earnings and today's schedule", async () => {
    const r = await call(doctorDashboard, { token: await tokenFor(cardio.user.id) });
    expect(r.status).toBe(200);
    const data = doctorDashboardShape.parse(r.body.data);
    expect(data).toMatchObject({ appointmentsCount: 5, patientsCount: 2, earnings: 100, todayAppointmentsCount: 1 });
    expect(data.todaysSchedule[0]).toMatchObject({ date: today(), time: "08:30 PM", user: { _id: other.id } });
    const empty = await call(doctorDashboard, { token: await tokenFor(neuro.user.id) });
    expect(empty.body.data).toEqual({ appointmentsCount: 0, todayAppointmentsCount: 0, patientsCount: 0, earnings: 0, noShowCount: 0, noShowRate: 0, todaysSchedule: [] });
  });

  it("GET /api/doctor/patients answers each patient once with visits and last visit", async () => {
    const r = await call(doctorPatients, { token: await tokenFor(cardio.user.id) });
    expect(r.status).toBe(200);
    const patients = z.array(doctorPatientShape).parse(r.body.patients);
    expect(patients).toHaveLength(2);
    const p = patients.find((x) => x.patient._id === patient.id)!;
    expect(p).toMatchObject({ totalVisits: 1, totalAppointments: 2, patient: { name: "Pat Patient", phone: "+49 30 1234", age: null } });
    expect(new Date(p.lastVisit!).getTime()).toBeLessThan(Date.now());
    expect((await call(doctorPatients, { token: await tokenFor(neuro.user.id) })).body).toEqual({ success: true, patients: [] });
  });

  it("PUT /api/doctor/update-profile saves the profile and image; doctor.user is the full updated user", async () => {
    const form = formOf({
      name: "Dr. Emily Larson-Brown",
      phone: "+1 555 0100",
      address: "1 Main St",
      dob: "1980-05-17",
      gender: "female",
      speciality: "Neurologist",
      experience: "12 Years",
      fees: "85",
      degree: "MD",
      about: "Brains.",
      email: "ignored@example.test",
      image: file(await pngBytes(256), "me.png"),
    });
    const r = await call(doctorUpdate, { method: "PUT", form, token: await tokenFor(neuro.user.id) });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Doctor profile updated.");
    const doctor = doctorShape.parse(r.body.doctor);
    expect(doctor).toMatchObject({ _id: neuro.doctor.id, fees: 85, experience: "12 Years", name: "Dr. Emily Larson-Brown" });
    expect(doctor.user).toMatchObject({ name: "Dr. Emily Larson-Brown", phone: "+1 555 0100", address: "1 Main St", gender: "female", email: neuro.user.email });
    expect(doctor.user.dob).toBe("1980-05-17T00:00:00.000Z");
    expect(doctor.user.age).toBeGreaterThanOrEqual(44);
    // Absolute in the API (issue 12): the request's origin, as no SITE_URL is set here.
    expect(doctor.user.image).toMatch(/^http:\/\/careslot\.test\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(doctor.image).toBe(doctor.user.image);
    // The image is served with the right headers.
    const served = await call(upload, { params: { id: doctor.user.image.split("/").pop()! } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("PUT /api/doctor/update-profile refuses bad input with 400/413 and writes nothing", async () => {
    const token = await tokenFor(gp.user.id);
    const valid = { name: "Dr. Sarah Patel", speciality: "General Physician", experience: "3 Years", fees: "40", degree: "MBBS", about: "Hi." };
    const before = await snapshot();
    const cases: [Record<string, string | File>, number, string | RegExp][] = [
      [{ ...valid, fees: "" }, 400, "Fees is required"],
      [{ ...valid, fees: "abc" }, 400, "Fees must be a number"],
      [{ ...valid, fees: "-5" }, 400, "Fees cannot be negative"],
      [{ ...valid, speciality: "Astrologer" }, 400, /Speciality must be one of/],
      [{ ...valid, about: "" }, 400, "About is required"],
      [{ ...valid, gender: "other" }, 400, "Gender must be male, female or not specified"],
      [{ ...valid, dob: "2999-01-01" }, 400, "Date of birth must be in the past"],
      [{ ...valid, image: file(new TextEncoder().encode("#!/bin/sh\necho hi\n") as Uint8Array<ArrayBuffer>, "evil.png") }, 400, /Please choose an image file/],
      [{ ...valid, image: file(await pngBytes(5 * 1024 * 1024 + 1)) }, 413, "Images must be 5 MB or smaller."],
    ];
    for (const [fields, status, message] of cases) {
      expectFailure(await call(doctorUpdate, { method: "PUT", form: formOf(fields), token }), status, message);
    }
    expectFailure(await call(doctorUpdate, { method: "PUT", body: "{oops", contentType: "application/json", token }), 400, "The request body is not valid JSON.");
    expectFailure(await call(doctorUpdate, { method: "PUT", form: formOf({ ...valid, image: file(await pngBytes(6 * 1024 * 1024 + 10)) }), token }), 413);
    expect(await snapshot()).toEqual(before);
  });

  it("a doctor account without a profile gets 404 from its own routes", async () => {
    const bare = await createUser({ role: "doctor" });
    const token = await tokenFor(bare.id);
    for (const route of [doctorMe, doctorDashboard, doctorPatients]) expectFailure(await call(route, { token }), 404, "Doctor not found");
  });
});

describe("GET /uploads/{id}", () => {
  it("answers 404 for unknown or malformed ids", async () => {
    const unknown = await call(upload, { params: { id: "00000000-0000-0000-0000-000000000000.png" } });
    expect(unknown.status).toBe(404);
    expect((await call(upload, { params: { id: "../../etc/passwd" } })).status).toBe(404);
  });
});

