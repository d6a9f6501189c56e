// /api/admin/* and /api/contact.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addDoctor } from "@/app/api/admin/add-doctor/route";
import { PUT as changeAvailability } from "@/app/api/admin/change-availability/route";
import { GET as allDoctors } from "@/app/api/admin/all-doctors/route";
import { GET as allAppointments } from "@/app/api/admin/all-appointments/route";
import { GET as adminDashboard } from "@/app/api/admin/dashboard-data/route";
import { PUT as editDoctor, DELETE as deleteDoctor } from "@/app/api/admin/doctor/[id]/route";
import { GET as messages } from "@/app/api/admin/messages/route";
import { POST as contact } from "@/app/api/contact/route";
import { GET as listDoctorsRoute } from "@/app/api/doctor/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as upload } from "@/app/uploads/[id]/route";
import { prisma } from "@/lib/db";
import { z } from "zod";
import sharp from "sharp";
import { adminDashboardShape, appointmentShape } from "@/lib/appointments/shapes";
import { contactMessageShape } from "@/lib/clinic/contact-schema";
import { doctorShape } from "@/lib/doctors/shapes";
import { call, expectFailure, file, formOf, pngBytes } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, nextSlot, pastInstant, snapshot, tokenFor } from "@/tests/helpers/factories";

let admin: string;
let alice: { id: string }, bob: { id: string };
let house: Awaited<ReturnType<typeof createDoctor>>;

const doctorForm = (over: Record<string, string | File> = {}) =>
  formOf({
    name: "Dr. New Person",
    speciality: "Dermatologist",
    email: "New.Doctor@Example.Test",
    password: "doctor-pass",
    phone: "+44 20 7946 0000",
    experience: "6 Years",
    fees: "45",
    address: "221B Baker Street",
    degree: "MBBS",
    about: "Skin deep.",
    ...over,
  });

beforeAll(async () => {
  admin = await tokenFor((await createUser({ role: "admin" })).id);
  alice = await createUser({ name: "Alice Aardvark" });
  bob = await createUser({ name: "Bob Builder" });
  house = await createDoctor({ name: "Dr. Gregory House" });
});

describe("POST /api/admin/add-doctor", () => {
  it("creates a doctor account (with image) that can log in: 201", async () => {
    const portrait = await pngBytes(300);
    expect(Buffer.from(portrait).includes("tEXt")).toBe(true);
    const r = await call(addDoctor, { token: admin, form: doctorForm({ image: file(portrait, "portrait.png") }) });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe("Doctor added successfully");
    const doctor = doctorShape.parse(r.body.doctor);
    expect(doctor).toMatchObject({ name: "Dr. New Person", speciality: "Dermatologist", fees: 45, available: true, archived: false, slots_booked: {} });
    expect(doctor.user).toMatchObject({ email: "new.doctor@example.test", role: "doctor", phone: "+44 20 7946 0000", address: "221B Baker Street" });
    // Image URLs in the API are absolute (issue 12): the request's origin, as no SITE_URL is set here.
    expect(doctor.image).toMatch(/^http:\/\/careslot\.test\/uploads\/[0-9a-f-]{36}\.png$/);
    const id = doctor.image.replace("http://careslot.test/uploads/", "");
    const served = await call(upload, { params: { id } });
    expect(served.status).toBe(200);
    // Stored re-encoded: the same 2x2 picture, without the 300-byte file's text chunk; owned by the new doctor.
    const stored = await prisma.storedFile.findUniqueOrThrow({ where: { id } });
    expect(served.headers.get("content-length")).toBe(String(stored.size));
    expect(stored.size).toBeLessThan(300);
    expect(stored.ownerId).toBe(doctor.user._id);
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: "png", width: 2, height: 2 });
    expect(Buffer.from(stored.bytes).includes("tEXt")).toBe(false);
    const signIn = await call(login, { json: { email: "new.doctor@example.test", password: "doctor-pass" }, headers: { "x-forwarded-for": "10.9.9.9" } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.role).toBe("doctor");
  });

  it("refuses a duplicate email (409) without keeping the uploaded image", async () => {
    await createUser({ email: "taken.doctor@example.test" });
    const before = await snapshot();
    const r = await call(addDoctor, { token: admin, form: doctorForm({ email: "TAKEN.DOCTOR@example.test", image: file(await pngBytes()) }) });
    expectFailure(r, 409, "An account with this email already exists");
    expect(await snapshot()).toEqual(before);
  });

  it("refuses missing or bad fields and bad images with 4xx and writes nothing", async () => {
    const before = await snapshot();
    const cases: [FormData, number, string | RegExp][] = [
      [doctorForm({ name: "" }), 400, "Full name must be at least 3 characters"],
      [doctorForm({ email: "nope" }), 400, "Please enter a valid email address"],
      [doctorForm({ password: "123" }), 400, "Password must be at least 6 characters"],
      [doctorForm({ phone: "" }), 400, "Phone is required"],
      [doctorForm({ phone: "call me maybe" }), 400, /Phone may contain only/],
      [doctorForm({ fees: "" }), 400, "Fees is required"],
      [doctorForm({ fees: "ten" }), 400, "Fees must be a number"],
      [doctorForm({ speciality: "Wizard" }), 400, /Speciality must be one of/],
      [doctorForm({ degree: " " }), 400, "Degree is required"],
      [doctorForm({ image: file(new TextEncoder().encode("<svg onload=alert(1)>") as Uint8Array<ArrayBuffer>, "x.png") }), 400, /Please choose an image file/],
      [doctorForm({ image: file(await pngBytes(5 * 1024 * 1024 + 1)) }), 413, "Images must be 5 MB or smaller."],
      [doctorForm({ image: file(await pngBytes(7 * 1024 * 1024)) }), 413, /too large/],
    ];
    for (const [form, status, message] of cases) expectFailure(await call(addDoctor, { token: admin, form }), status, message);
    const missing = formOf({ name: "Dr. Only Name" });
    expectFailure(await call(addDoctor, { token: admin, form: missing }), 400);
    expectFailure(await call(addDoctor, { token: admin, body: "{", contentType: "application/json" }), 400, "The request body is not valid JSON.");
    expectFailure(await call(addDoctor, { token: admin, body: "a=b", contentType: "text/plain" }), 400);
    expectFailure(await call(addDoctor, { token: admin, body: "--x\r\nbroken", contentType: "multipart/form-data; boundary=x" }), 400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("PUT /api/admin/change-availability", () => {
  it("closes and opens a doctor: { success, doctor } with the SPEC messages", async () => {
    const off = await call(changeAvailability, { method: "PUT", token: admin, json: { id: house.doctor.id, available: false } });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Doctor is now unavailable");
    expect(doctorShape.parse(off.body.doctor)).toMatchObject({ _id: house.doctor.id, available: false });
    const on = await call(changeAvailability, { method: "PUT", token: admin, json: { id: house.doctor.id, available: true } });
    expect(on.body).toMatchObject({ success: true, message: "Doctor is now available", doctor: { available: true } });
  });

  it("refuses bad input (400) and unknown doctors (404), changing nothing", async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown> | string, number][] = [
      [{ id: house.doctor.id }, 400],
      [{ id: house.doctor.id, available: "false" }, 400],
      [{ id: house.doctor.id, available: 0 }, 400],
      [{ available: true }, 400],
      [{ id: 42, available: true }, 400],
      [{ id: "not an id!", available: true }, 400],
      [{ id: "cnosuchdoctor", available: true }, 404],
      ["{bad json", 400],
      ["[]", 400],
    ];
    for (const [body, status] of cases) {
      const r = typeof body === "string"
        ? await call(changeAvailability, { method: "PUT", token: admin, body, contentType: "application/json" })
        : await call(changeAvailability, { method: "PUT", token: admin, json: body });
      expectFailure(r, status);
    }
    expectFailure(await call(changeAvailability, { method: "PUT", token: admin, json: { id: house.doctor.id, available: true, pad: "x".repeat(65 * 1024) } }), 413);
    expect(await snapshot()).toEqual(before);
  });
});

describe("admin lists and dashboard", () => {
  it("all-doctors includes archived doctors, flagged; the public list does not", async () => {
    const gone = await createDoctor({ name: "Dr. Archived", archived: true });
    const r = await call(allDoctors, { token: admin });
    expect(r.status).toBe(200);
    const doctors = z.array(doctorShape).parse(r.body.doctors);
    expect(doctors.find((d) => d._id === gone.doctor.id)?.archived).toBe(true);
    const pub = await call(listDoctorsRoute, {});
    expect(pub.body.doctors.map((d: { _id: string }) => d._id)).not.toContain(gone.doctor.id);
    const searched = await call(allDoctors, { token: admin, url: "/x?search=house" });
    expect(searched.body.doctors.map((d: { _id: string }) => d._id)).toEqual([house.doctor.id]);
  });

  it("all-appointments: newest first, searchable by patient or doctor name, paged", async () => {
    // Its own patient and doctor: other tests in this file book for alice and bob.
    const d = await createDoctor({ name: "Dr. Zed Zebra" });
    const ann = await createUser({ name: "Ann Aardwolf" });
    const slots = [nextSlot(), nextSlot(), nextSlot()];
    await createAppointment({ patientId: ann.id, doctorId: d.doctor.id, startsAt: slots[0].startsAt });
    await createAppointment({ patientId: bob.id, doctorId: d.doctor.id, startsAt: slots[1].startsAt });
    await createAppointment({ patientId: ann.id, doctorId: house.doctor.id, startsAt: slots[2].startsAt, status: "cancelled" });
    const r = await call(allAppointments, { token: admin });
    expect(r.status).toBe(200);
    const list = z.array(appointmentShape).parse(r.body.appointments);
    expect(list.map((a) => a.startsAt)).toEqual([...list.map((a) => a.startsAt)].sort().reverse());
    const byPatient = await call(allAppointments, { token: admin, url: "/x?search=aardwolf" });
    expect(byPatient.body.appointments).toHaveLength(2);
    const byDoctor = await call(allAppointments, { token: admin, url: "/x?search=ZEBRA" });
    expect(byDoctor.body.appointments).toHaveLength(2);
    const page = await call(allAppointments, { token: admin, url: "/x?limit=1" });
    expect(page.body.appointments).toHaveLength(1);
    expect(typeof page.body.nextCursor).toBe("string");
    expectFailure(await call(allAppointments, { token: admin, url: "/x?limit=501" }), 400, "limit must be at most 500");
    expectFailure(await call(allAppointments, { token: admin, url: "/x?cursor=..%2F" }), 400);
  });

  it("dashboard-data: totals and recent appointments", async () => {
    const r = await call(adminDashboard, { token: admin });
    expect(r.status).toBe(200);
    const data = adminDashboardShape.parse(r.body.data);
    expect(data.totalDoctors).toBe(await prisma.doctor.count({ where: { archivedAt: null } }));
    expect(data.totalUsers).toBe(await prisma.user.count({ where: { role: "patient" } }));
    expect(data.totalAppointments).toBe(await prisma.appointment.count());
    expect(data.recentAppointments.length).toBe(Math.min(8, data.totalAppointments));
  });
});

describe("PUT and DELETE /api/admin/doctor/{id}", () => {
  it("edits a doctor; a new password revokes the doctor's tokens", async () => {
    const d = await createDoctor({ name: "Dr. Edit Me" });
    const r = await call(editDoctor, {
      method: "PUT",
      token: admin,
      params: { id: d.doctor.id },
      form: doctorForm({ name: "Dr. Edited", email: d.user.email, password: "", fees: "99" }),
    });
    expect(r.status).toBe(200);
    expect(doctorShape.parse(r.body.doctor)).toMatchObject({ name: "Dr. Edited", fees: 99, speciality: "Dermatologist" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: d.user.id } })).tokenVersion).toBe(0);
    await call(editDoctor, { method: "PUT", token: admin, params: { id: d.doctor.id }, form: doctorForm({ email: d.user.email, password: "brand-new-pass" }) });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: d.user.id } })).tokenVersion).toBe(1);
  });

  it("refuses unknown (404), malformed (400) and duplicate-email (409) edits", async () => {
    const d = await createDoctor();
    const before = await snapshot();
    expectFailure(await call(editDoctor, { method: "PUT", token: admin, params: { id: "cnosuchdoctor" }, form: doctorForm({ email: "x@example.test" }) }), 404);
    expectFailure(await call(editDoctor, { method: "PUT", token: admin, params: { id: "a b" }, form: doctorForm() }), 400);
    expectFailure(await call(editDoctor, { method: "PUT", token: admin, params: { id: d.doctor.id }, form: doctorForm({ email: house.user.email, image: file(await pngBytes()) }) }), 409);
    expect(await snapshot()).toEqual(before);
  });

  it("deletes a doctor without history, archives one with history", async () => {
    const fresh = await createDoctor();
    const r = await call(deleteDoctor, { method: "DELETE", token: admin, params: { id: fresh.doctor.id } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, result: "deleted", message: "Doctor deleted" });
    expect(await prisma.user.count({ where: { id: fresh.user.id } })).toBe(0);
    const busy = await createDoctor();
    await createAppointment({ patientId: alice.id, doctorId: busy.doctor.id, startsAt: pastInstant(), status: "completed" });
    const a = await call(deleteDoctor, { method: "DELETE", token: admin, params: { id: busy.doctor.id } });
    expect(a.body).toMatchObject({ success: true, result: "archived" });
    expect(await prisma.doctor.findUniqueOrThrow({ where: { id: busy.doctor.id } })).toMatchObject({ available: false });
    expectFailure(await call(deleteDoctor, { method: "DELETE", token: admin, params: { id: fresh.doctor.id } }), 404);
    expectFailure(await call(deleteDoctor, { method: "DELETE", token: admin, params: { id: "!" } }), 400);
  });
});

describe("POST /api/contact and GET /api/admin/messages", () => {
  const message = { name: "Curious Cat", email: "cat@example.test", subject: "Hours", message: "Are you open on Sundays?" };

  it("stores a message (JSON or multipart) that admins can read", async () => {
    // Its own sender: other tests here send the same message.
    const mine = { ...message, email: "reader.check@example.test" };
    const r = await call(contact, { json: mine, headers: { "x-forwarded-for": "10.5.0.1" } });
    expect(r.status).toBe(201);
    expect(contactMessageShape.parse(r.body.contact)).toMatchObject(mine);
    expect((await call(contact, { form: formOf({ ...mine, subject: "Form" }), headers: { "x-forwarded-for": "10.5.0.1" } })).status).toBe(201);
    const list = await call(messages, { token: admin });
    expect(list.status).toBe(200);
    const received = z.array(contactMessageShape).parse(list.body.messages).filter((m) => m.email === mine.email);
    expect(received.map((m) => m.subject).sort()).toEqual(["Form", "Hours"]);
  });

  it("refuses missing fields and bad emails with 400, writing nothing", async () => {
    const before = await snapshot();
    for (const [patch, msg] of [
      [{ name: "" }, "Name is required"],
      [{ email: "cat" }, "Please enter a valid email address"],
      [{ subject: undefined }, "Subject is required"],
      [{ message: " " }, "Message is required"],
    ] as const) {
      expectFailure(await call(contact, { json: { ...message, ...patch }, headers: { "x-forwarded-for": "10.5.0.2" } }), 400, msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("rate limits per address: the 11th message in an hour is 429", async () => {
    const headers = { "x-forwarded-for": "10.5.0.3" };
    for (let i = 0; i < 10; i++) expect((await call(contact, { json: message, headers })).status).toBe(201);
    const r = await call(contact, { json: message, headers });
    expectFailure(r, 429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
