// Issue 12: image URLs in the API were site-relative ("/images/doctors/...",
// "/uploads/..."), so a client served from another origin showed no
// portraits. Every `image` in an API answer is now absolute: from SITE_URL
// when set, else the origin the request came to. Pages keep relative URLs.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as listDoctorsRoute } from "@/app/api/doctor/route";
import { GET as doctorById } from "@/app/api/doctor/[id]/route";
import { GET as doctorMe } from "@/app/api/doctor/me/route";
import { GET as doctorPatients } from "@/app/api/doctor/patients/route";
import { GET as doctorDashboard } from "@/app/api/doctor/dashboard-data/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { GET as byUser } from "@/app/api/appointment/user/[userId]/route";
import { GET as byDoctor } from "@/app/api/appointment/doctor/[doctorId]/route";
import { GET as allDoctors } from "@/app/api/admin/all-doctors/route";
import { GET as allAppointments } from "@/app/api/admin/all-appointments/route";
import { GET as adminDashboard } from "@/app/api/admin/dashboard-data/route";
import { PUT as updateProfile } from "@/app/api/user/update-profile/route";
import { GET as upload } from "@/app/uploads/[id]/route";
import { prisma } from "@/lib/db";
import { listDoctors } from "@/lib/doctors/queries";
import { call, file, formOf, pngBytes, type CallOptions, type Reply } from "@/tests/helpers/http";
import { instantAt } from "@/lib/clinic-time";
import { createAppointment, createDoctor, createUser, nextSlot, PASSWORD, today, tokenFor, tz } from "@/tests/helpers/factories";

let patient: { id: string; email: string; token: string };
let doctor: Awaited<ReturnType<typeof createDoctor>>;
let doctorToken: string;
let adminToken: string;

beforeAll(async () => {
  doctor = await createDoctor({ name: "Dr. Pictured" });
  await prisma.user.update({ where: { id: doctor.user.id }, data: { image: "/images/doctors/doc1.webp" } });
  // Stored elsewhere already (a CDN): left as it is.
  const cdn = await createDoctor({ name: "Dr. On A CDN" });
  await prisma.user.update({ where: { id: cdn.user.id }, data: { image: "https://cdn.example/portraits/2.webp" } });
  const user = await createUser({ name: "Ima Patient" });
  patient = { id: user.id, email: user.email, token: await tokenFor(user.id) };
  doctorToken = await tokenFor(doctor.user.id);
  adminToken = await tokenFor((await createUser({ role: "admin" })).id);
  await createAppointment({ patientId: user.id, doctorId: doctor.doctor.id, startsAt: nextSlot().startsAt });
  // Today's schedule of the doctor's dashboard, for another patient: until 20:30 clinic time it is
  // still upcoming and would hold this patient's second open place with the doctor (the limit is 2).
  const other = await createUser({ name: "Otto Other" });
  await createAppointment({ patientId: other.id, doctorId: doctor.doctor.id, startsAt: instantAt(today(), 20 * 60 + 30, tz()) });
});

/** Runs `fn` as a server with no proxy of its own in front (TRUSTED_PROXY_HOPS=0). */
async function withoutTrustedProxy(fn: () => Promise<void>): Promise<void> {
  const saved = process.env.TRUSTED_PROXY_HOPS;
  process.env.TRUSTED_PROXY_HOPS = "0";
  try {
    await fn();
  } finally {
    process.env.TRUSTED_PROXY_HOPS = saved;
  }
}

const savedSiteUrl = process.env.SITE_URL;
afterEach(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
});

/** Every value under an `image` key, anywhere in the body. */
function images(body: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== "object") return;
    for (const [k, x] of Object.entries(v)) {
      if (k === "image" && typeof x === "string") out.push(x);
      else visit(x);
    }
  };
  visit(body);
  return out;
}

function expectAbsolute(reply: Reply, origin: string, label: string) {
  expect(reply.status, `${label}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBeLessThan(300);
  const found = images(reply.body);
  expect(found.length, `${label}: no image in the answer`).toBeGreaterThan(0);
  for (const url of found) {
    if (url.startsWith("https://cdn.example/")) continue;
    expect(url, label).toMatch(new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/(images|uploads)/`));
  }
}

const ROUTES: [string, (typeof listDoctorsRoute), () => CallOptions][] = [
  ["GET /api/doctor", listDoctorsRoute, () => ({})],
  ["GET /api/doctor/{id}", doctorById, () => ({ params: { id: doctor.doctor.id } })],
  ["GET /api/doctor/me", doctorMe, () => ({ token: doctorToken })],
  ["GET /api/doctor/patients", doctorPatients, () => ({ token: doctorToken })],
  ["GET /api/doctor/dashboard-data", doctorDashboard, () => ({ token: doctorToken })],
  ["GET /api/auth/me", me, () => ({ token: patient.token })],
  ["POST /api/auth/login", login, () => ({ json: { email: patient.email, password: PASSWORD }, headers: { "x-forwarded-for": "10.60.0.1" } })],
  ["GET /api/appointment/user/{userId}", byUser, () => ({ token: patient.token, params: { userId: patient.id } })],
  ["GET /api/appointment/doctor/{doctorId}", byDoctor, () => ({ token: doctorToken, params: { doctorId: doctor.doctor.id } })],
  ["GET /api/admin/all-doctors", allDoctors, () => ({ token: adminToken })],
  ["GET /api/admin/all-appointments", allAppointments, () => ({ token: adminToken })],
  ["GET /api/admin/dashboard-data", adminDashboard, () => ({ token: adminToken })],
];

describe("image URLs in API answers", () => {
  it("are absolute on the request's own origin when SITE_URL is unset", async () => {
    delete process.env.SITE_URL;
    for (const [label, handler, opts] of ROUTES) expectAbsolute(await call(handler, opts()), "http://careslot.test", label);
    const slot = nextSlot();
    const booked = await call(book, { token: patient.token, json: { doctorId: doctor.doctor.id, date: slot.date, time: slot.time } });
    expectAbsolute(booked, "http://careslot.test", "POST /api/appointment/book-appointment");
    expect(booked.body.appointment.doctor.image).toBe("http://careslot.test/images/doctors/doc1.webp");
  });

  it("follow the host the request came to, and the proxy's host and scheme behind a trusted proxy only", async () => {
    delete process.env.SITE_URL;
    const [label, handler, opts] = ROUTES[0];
    expectAbsolute(await call(handler, { ...opts(), headers: { host: "api.clinic.example:8443" } }), "http://api.clinic.example:8443", label);
    const proxied = { host: "10.0.0.5:3000", "x-forwarded-host": "clinic.example", "x-forwarded-proto": "https" };
    // The tests play one trusted proxy (tests/setup/per-file.ts): its headers count.
    expectAbsolute(await call(handler, { ...opts(), headers: proxied }), "https://clinic.example", label);
    // A host header that is no host name falls back to the request URL's host.
    expectAbsolute(await call(handler, { ...opts(), headers: { "x-forwarded-host": 'evil"/><x' } }), "http://careslot.test", label);
    // Without a proxy of the deployment's own, anyone could have written the forwarded headers.
    await withoutTrustedProxy(async () => {
      expectAbsolute(await call(handler, { ...opts(), headers: proxied }), "http://10.0.0.5:3000", label);
    });
  });

  // Issue 22, finding 6: a CDN in front keeps these answers for everyone.
  it("a public read a shared cache keeps never carries a host a client chose, and varies on what it read", async () => {
    const reads: [string, typeof listDoctorsRoute, () => CallOptions][] = [
      ["GET /api/doctor", listDoctorsRoute, () => ({})],
      ["GET /api/doctor/{id}", doctorById, () => ({ params: { id: doctor.doctor.id } })],
    ];
    for (const [label, handler, opts] of reads) {
      delete process.env.SITE_URL;
      await withoutTrustedProxy(async () => {
        const poisoned = await call(handler, { ...opts(), headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" } });
        expect(poisoned.headers.get("cache-control"), label).toMatch(/public/);
        expect(JSON.stringify(poisoned.body), label).not.toContain("evil.example");
        expectAbsolute(poisoned, "http://careslot.test", label);
        expect(poisoned.headers.get("vary"), label).toMatch(/\bHost\b/);
      });
      // Behind a trusted proxy its forwarded headers count, and the answer varies on them.
      const proxied = await call(handler, { ...opts(), headers: { "x-forwarded-host": "clinic.example", "x-forwarded-proto": "https" } });
      expectAbsolute(proxied, "https://clinic.example", label);
      expect(proxied.headers.get("vary"), label).toMatch(/X-Forwarded-Host/);

      process.env.SITE_URL = "https://careslot.example";
      const pinned = await call(handler, { ...opts(), headers: { host: "evil.example", "x-forwarded-host": "evil.example" } });
      expectAbsolute(pinned, "https://careslot.example", label);
      expect(pinned.headers.get("vary"), label).not.toMatch(/Host/);
    }
  });

  it("use SITE_URL when it is set, whatever host the request names", async () => {
    process.env.SITE_URL = "https://careslot.example/";
    for (const [label, handler, opts] of ROUTES) {
      expectAbsolute(await call(handler, { ...opts(), headers: { ...opts().headers, "x-forwarded-host": "elsewhere.example" } }), "https://careslot.example", label);
    }
  });

  it("point at an upload that is served, after a profile update", async () => {
    delete process.env.SITE_URL;
    const r = await call(updateProfile, { method: "PUT", token: patient.token, form: formOf({ name: "Ima Patient", image: file(await pngBytes(200)) }) });
    expectAbsolute(r, "http://careslot.test", "PUT /api/user/update-profile");
    const url = new URL(r.body.user.image);
    expect(url.pathname).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await call(upload, { params: { id: url.pathname.split("/").pop()! } });
    expect(served.status).toBe(200);
  });

  it("leave an already absolute URL alone, and stay relative for the pages", async () => {
    delete process.env.SITE_URL;
    const r = await call(listDoctorsRoute, {});
    expect(images(r.body)).toContain("https://cdn.example/portraits/2.webp");
    // The domain (what the server-rendered pages use) keeps site-relative paths.
    const { items } = await listDoctors();
    expect(items.find((d) => d._id === doctor.doctor.id)!.image).toBe("/images/doctors/doc1.webp");
  });
});
