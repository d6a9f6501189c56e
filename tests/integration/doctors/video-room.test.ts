// Issue 24 item 5: "A clinic may set a fixed link per doctor instead" of a new room per video
// visit. The admin sets it with the doctor's Edit (PUT /api/admin/doctor/{id}, videoUrl); only
// the doctor and admins see it, never the public doctor shape.
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as editDoctor } from "@/app/api/admin/doctor/[id]/route";
import { GET as publicDoctor } from "@/app/api/doctor/[id]/route";
import { GET as me } from "@/app/api/doctor/me/route";
import { prisma } from "@/lib/db";
import { doctorShape, publicDoctorShape } from "@/lib/doctors/shapes";
import { VIDEO_URL_RULE } from "@/lib/doctors/doctor-schema";
import { call, expectFailure, formOf } from "@/tests/helpers/http";
import { createDoctor, createUser, tokenFor } from "@/tests/helpers/factories";

let admin: string;
let doctor: Awaited<ReturnType<typeof createDoctor>>;
const ROOM = "https://meet.example.test/dr-house";

beforeAll(async () => {
  admin = await tokenFor((await createUser({ role: "admin" })).id);
  doctor = await createDoctor({ name: "Dr. Gregory House" });
});

const form = (over: Record<string, string> = {}) =>
  formOf({
    name: "Dr. Gregory House", speciality: "Cardiologist", email: doctor.user.email, phone: "123", experience: "4 Years",
    fees: "50", address: "Street 1", degree: "MBBS", about: "Cares a lot.", ...over,
  });
const edit = (over: Record<string, string> = {}) => call(editDoctor, { token: admin, method: "PUT", params: { id: doctor.doctor.id }, form: form(over) });
const stored = async () => (await prisma.doctor.findUniqueOrThrow({ where: { id: doctor.doctor.id } })).videoUrl;

describe("the doctor's own video room", () => {
  it("is set by the admin's edit and shown to admins and the doctor, not to the public", async () => {
    const r = await edit({ videoUrl: `  ${ROOM}  ` });
    expect(r.status).toBe(200);
    expect(doctorShape.parse(r.body.doctor).videoUrl).toBe(ROOM);
    expect(await stored()).toBe(ROOM);
    const own = await call(me, { token: await tokenFor(doctor.user.id) });
    expect(doctorShape.parse(own.body.doctor).videoUrl).toBe(ROOM);
    const pub = await call(publicDoctor, { params: { id: doctor.doctor.id } });
    publicDoctorShape.parse(pub.body.doctor);
    expect(JSON.stringify(pub.body)).not.toContain("meet.example.test");
  });

  it("is kept by an edit that leaves it out, and cleared by an empty one", async () => {
    expect((await edit()).body.doctor.videoUrl).toBe(ROOM);
    expect(await stored()).toBe(ROOM);
    expect((await edit({ videoUrl: "" })).body.doctor.videoUrl).toBeNull();
    expect(await stored()).toBeNull();
  });

  it.each([
    ["http://meet.example.test/room", VIDEO_URL_RULE],
    ["HTTPS://meet.example.test/room", VIDEO_URL_RULE],
    ["javascript:alert(1)", VIDEO_URL_RULE],
    ["meet.example.test/room", VIDEO_URL_RULE],
    ["https://meet.example.test/a room", VIDEO_URL_RULE],
    [`https://meet.example.test/${"x".repeat(480)}`, "The video room link must be at most 500 characters"],
  ])("refuses %s: 400", async (videoUrl, message) => {
    expectFailure(await edit({ videoUrl }), 400, message);
    expect(await stored()).toBeNull();
  });
});
