// Issue 46, the public half of the FHIR endpoint, against the real database with the demo data
// (prisma/seed.ts): every resource type validates as R4, searches and their 400s, keyset paging
// stable under inserts, Slots at exactly the booking page's times (for every demo doctor and
// visit type, through getDoctorSlots, the function the booking page calls), and the SMART
// Scheduling Links manifest and files (304, _since). A real FHIR client reads it over a socket.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "fhir-kit-client";
import { prisma } from "@/lib/db";
import { getDoctorSlots } from "@/lib/doctors/queries";
import { activeVisitTypes, typesOfDoctor } from "@/lib/visit-types/catalog";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { BOOKING_DEEP_LINK, BOOKING_PHONE } from "@/lib/fhir/extensions";
import { parseSlotId } from "@/lib/fhir/slots";
import { call } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createTimeOff, createUser } from "@/tests/helpers/factories";
import { findActor } from "@/lib/accounts/users";
import { removeTimeOff } from "@/lib/appointments/time-off";
import { CLINIC_CONTACT } from "@/lib/clinic/contact-details";
import { expectValidR4, r4Problems } from "@/tests/helpers/fhir-validate";
import { serveFhir } from "@/tests/helpers/fhir-server";
import { GET as metadata } from "@/app/fhir/metadata/route";
import { GET as locations } from "@/app/fhir/Location/route";
import { GET as location } from "@/app/fhir/Location/[id]/route";
import { GET as codeSystem } from "@/app/fhir/CodeSystem/[id]/route";
import { GET as practitioners } from "@/app/fhir/Practitioner/route";
import { GET as practitioner } from "@/app/fhir/Practitioner/[id]/route";
import { GET as roles } from "@/app/fhir/PractitionerRole/route";
import { GET as role } from "@/app/fhir/PractitionerRole/[id]/route";
import { GET as services } from "@/app/fhir/HealthcareService/route";
import { GET as service } from "@/app/fhir/HealthcareService/[id]/route";
import { GET as schedules } from "@/app/fhir/Schedule/route";
import { GET as schedule } from "@/app/fhir/Schedule/[id]/route";
import { GET as slots } from "@/app/fhir/Slot/route";
import { GET as bulkManifest } from "@/app/fhir/$bulk-publish/route";
import { GET as bulkFile } from "@/app/fhir/$bulk-publish/[file]/route";

type Resource = { resourceType: string; id?: string; [k: string]: unknown };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route handlers of every params shape
const get = (handler: any, url: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) => call(handler, { url, params, headers });
const entries = (bundle: { entry?: { resource: Resource }[] }) => (bundle.entry ?? []).map((e) => e.resource);
// A one-line file reads back as JSON already (tests/helpers/http.ts parses what it can).
const ndjson = (text: string | Resource) => (typeof text === "string" ? text.split("\n").filter(Boolean).map((l) => JSON.parse(l) as Resource) : [text]);
const ext = (r: Resource, url: string) => (r.extension as { url: string; valueUrl?: string; valueString?: string }[]).find((e) => e.url === url);

let doctorIds: string[] = [];
let cardiologist: string;

beforeAll(async () => {
  // The demo data, as `npm run db:seed` writes it.
  const root = path.resolve(__dirname, "../../..");
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["prisma/seed.ts"], { cwd: root, env: process.env, stdio: "pipe" });
  const rows = await prisma.doctor.findMany({ where: { archivedAt: null }, select: { id: true, speciality: true }, orderBy: { id: "asc" } });
  doctorIds = rows.map((r) => r.id);
  cardiologist = rows.find((r) => r.speciality === "Cardiologist")!.id;
}, 120_000);

describe("every resource type served is valid R4", () => {
  it("validates the statement, the clinic, the doctors, the visit types, schedules, slots and failures", async () => {
    const served: Resource[] = [];
    served.push((await get(metadata, "/fhir/metadata")).body);
    served.push((await get(location, "/fhir/Location/clinic", { id: "clinic" })).body);
    served.push((await get(locations, "/fhir/Location")).body);
    served.push((await get(codeSystem, "/fhir/CodeSystem/specialities", { id: "specialities" })).body);
    served.push((await get(practitioner, `/fhir/Practitioner/${cardiologist}`, { id: cardiologist })).body);
    served.push((await get(role, `/fhir/PractitionerRole/${cardiologist}`, { id: cardiologist })).body);
    served.push((await get(schedule, `/fhir/Schedule/${cardiologist}`, { id: cardiologist })).body);
    for (const [handler, url] of [[practitioners, "/fhir/Practitioner"], [roles, "/fhir/PractitionerRole"], [services, "/fhir/HealthcareService"], [schedules, "/fhir/Schedule"], [slots, `/fhir/Slot?schedule=Schedule/${cardiologist}`]] as const) {
      const bundle = (await get(handler, url)).body;
      served.push(bundle, ...entries(bundle));
    }
    const firstService = entries((await get(services, "/fhir/HealthcareService")).body)[0];
    served.push((await get(service, `/fhir/HealthcareService/${firstService.id}`, { id: firstService.id! })).body);
    served.push((await get(practitioner, "/fhir/Practitioner/nobody", { id: "nobody" })).body);
    for (const file of ["Location", "Schedule", "Slot"]) served.push(...ndjson((await get(bulkFile, `/fhir/$bulk-publish/${file}.ndjson`, { file: `${file}.ndjson` })).body));
    const types = new Set(served.map((r) => r.resourceType));
    expect([...types].sort()).toEqual(["Bundle", "CapabilityStatement", "CodeSystem", "HealthcareService", "Location", "OperationOutcome", "Practitioner", "PractitionerRole", "Schedule", "Slot"]);
    for (const r of served) await expectValidR4(r);
    // The validator does refuse: a Slot without its schedule, status and times, a bad extension.
    expect(await r4Problems({ resourceType: "Slot", id: "x" })).not.toBeNull();
    expect(await r4Problems({ ...served.find((r) => r.resourceType === "Location")!, extension: [{ url: "x", valueWhatever: 1 }] })).not.toBeNull();
  }, 120_000);
});

describe("Slots are the booking page's times", () => {
  it("gives, for every demo doctor and visit type, exactly getDoctorSlots' starts, each linking to the page with that time chosen", async () => {
    const tz = clinicTimeZone();
    const types = await activeVisitTypes();
    let compared = 0;
    for (const doctorId of doctorIds) {
      for (const type of typesOfDoctor(types, doctorId)) {
        const res = await get(slots, `/fhir/Slot?schedule=Schedule/${doctorId}&service-type=${type.id}&status=free&_count=500`);
        expect(res.status).toBe(200);
        const fhir = entries(res.body);
        const page = (await getDoctorSlots(doctorId, new Date(), type.id)).flatMap((d) => d.slots.map((s) => ({ date: d.date, time: s.time, start: s.startsAt.toISOString() })));
        expect(fhir.map((s) => new Date(s.start as string).toISOString())).toEqual(page.map((p) => p.start));
        for (const [i, s] of fhir.entries()) {
          const link = new URL(ext(s, BOOKING_DEEP_LINK)!.valueUrl!);
          expect(link.pathname).toBe(`/appointment/${doctorId}`);
          expect(Object.fromEntries(link.searchParams)).toEqual({ date: page[i].date, time: page[i].time, type: type.id });
          expect(clinicDateOf(new Date(s.start as string), tz)).toBe(page[i].date);
          expect(s.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
          expect(parseSlotId(s.id!)).toEqual({ doctorId, visitTypeId: type.id, startsAt: new Date(s.start as string) });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 120_000);

  it("gives the same id to the same time, doctor and type on every search", async () => {
    const a = entries((await get(slots, `/fhir/Slot?schedule=Schedule/${cardiologist}`)).body).map((s) => s.id);
    const b = entries((await get(slots, `/fhir/Slot?schedule=Schedule/${cardiologist}&_count=3`)).body).map((s) => s.id);
    expect(b).toEqual(a.slice(0, 3));
  });

  it("refuses a Slot search without a schedule, over more than 31 days, or with a parameter it does not take", async () => {
    for (const url of [
      "/fhir/Slot",
      `/fhir/Slot?schedule=Schedule/${cardiologist}&start=ge2026-12-01&start=lt2027-01-15`,
      `/fhir/Slot?schedule=Schedule/${cardiologist}&colour=red`,
      `/fhir/Slot?schedule=Schedule/${cardiologist}&start=tomorrow`,
      `/fhir/Slot?schedule=Patient/${cardiologist}`,
      `/fhir/Slot?schedule=Schedule/${cardiologist}&_count=many`,
    ]) {
      const res = await get(slots, url);
      expect(res.status, url).toBe(400);
      expect(res.body.resourceType).toBe("OperationOutcome");
      expect(res.body.issue[0].code).toBe("invalid");
    }
  });
});

describe("searches", () => {
  it("finds practitioners and roles by specialty, name and active; a role carries hours and visit types", async () => {
    const cardio = (await get(roles, "/fhir/PractitionerRole?specialty=cardiologist")).body;
    expect(cardio.total).toBeGreaterThan(0);
    for (const r of entries(cardio)) expect((r.specialty as { coding: { code: string }[] }[])[0].coding[0].code).toBe("cardiologist");
    const one = entries(cardio)[0];
    expect(one.availableTime).toBeTruthy();
    expect(one.healthcareService).toBeTruthy();
    const d = await prisma.doctor.findUniqueOrThrow({ where: { id: cardiologist }, include: { user: true } });
    const byName = entries((await get(practitioners, `/fhir/Practitioner?name=${encodeURIComponent(d.user.name.split(" ").at(-1)!)}`)).body);
    expect(byName.map((p) => p.id)).toContain(cardiologist);
    const inactive = entries((await get(practitioners, "/fhir/Practitioner?active=false")).body);
    for (const p of inactive) expect(p.active).toBe(false);
    expect((await get(practitioners, "/fhir/Practitioner?specialty=astrologer")).body.total).toBe(0);
  });

  it("pages with a next link that stays right when a doctor is added meanwhile", async () => {
    const first = (await get(practitioners, "/fhir/Practitioner?_count=3")).body;
    expect(first.total).toBe(doctorIds.length);
    const seen = entries(first).map((p) => p.id);
    const added = await createDoctor({ name: "Dr. Added Meanwhile" });
    let next = first.link.find((l: { relation: string }) => l.relation === "next")?.url as string | undefined;
    while (next) {
      const u = new URL(next);
      const page = (await get(practitioners, u.pathname + u.search)).body;
      seen.push(...entries(page).map((p) => p.id));
      next = page.link.find((l: { relation: string }) => l.relation === "next")?.url;
    }
    // Every doctor once, in id order; the one added shows only if its id sorts after the first page.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id !== added.doctor.id)).toEqual(doctorIds);
  });

  it("finds schedules by actor, service type and active", async () => {
    const mine = entries((await get(schedules, `/fhir/Schedule?actor=PractitionerRole/${cardiologist}`)).body);
    expect(mine.map((s) => s.id)).toEqual([cardiologist]);
    const types = await activeVisitTypes();
    const narrow = types.find((t) => t.doctorIds !== null);
    if (narrow) {
      const offering = entries((await get(schedules, `/fhir/Schedule?service-type=${narrow.id}&_count=500`)).body).map((s) => s.id);
      expect(offering.sort()).toEqual([...narrow.doctorIds!].filter((id) => doctorIds.includes(id)).sort());
    }
    expect((await get(schedules, "/fhir/Schedule?actor=Location/clinic")).body.total).toBe(await prisma.doctor.count({ where: { archivedAt: null } }));
  });

  it("answers 404 as an OperationOutcome for what is not there", async () => {
    for (const [handler, url, id] of [[practitioner, "/fhir/Practitioner/x", "x"], [location, "/fhir/Location/elsewhere", "elsewhere"], [codeSystem, "/fhir/CodeSystem/x", "x"], [service, "/fhir/HealthcareService/x", "x"], [schedule, "/fhir/Schedule/bad!id", "bad!id"]] as const) {
      const res = await get(handler, url, { id });
      expect(res.status, url).toBe(404);
      expect(res.body.issue[0].code).toBe("not-found");
    }
  });

  it("is cacheable like the public pages: an ETag and a 304", async () => {
    const res = await get(practitioner, `/fhir/Practitioner/${cardiologist}`, { id: cardiologist });
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    expect((await get(practitioner, `/fhir/Practitioner/${cardiologist}`, { id: cardiologist }, { "if-none-match": res.headers.get("etag")! })).status).toBe(304);
  });
});

describe("SMART Scheduling Links: $bulk-publish", () => {
  it("answers a manifest of one Location, Schedule and Slot file; the files are NDJSON with booking links and phone; 304 while unchanged", async () => {
    const res = await get(bulkManifest, "/fhir/$bulk-publish");
    expect(res.status).toBe(200);
    expect(res.body.transactionTime).toMatch(/^\d{4}-/);
    expect(res.body.request).toBe("http://careslot.test/fhir/$bulk-publish");
    expect(res.body.output.map((o: { type: string }) => o.type)).toEqual(["Location", "Schedule", "Slot"]);
    expect((await get(bulkManifest, "/fhir/$bulk-publish", {}, { "if-none-match": res.headers.get("etag")! })).status).toBe(304);
    const slotFile = await get(bulkFile, "/fhir/$bulk-publish/Slot.ndjson", { file: "Slot.ndjson" });
    expect(slotFile.headers.get("content-type")).toBe("application/fhir+ndjson");
    const published = ndjson(slotFile.body as string);
    expect(published.length).toBeGreaterThan(0);
    for (const s of published) {
      expect(ext(s, BOOKING_DEEP_LINK)!.valueUrl).toMatch(/\/appointment\/.+\?date=.+&time=.+&type=.+/);
      expect(ext(s, BOOKING_PHONE)!.valueString).toBeTruthy();
    }
    const scheduleLines = ndjson((await get(bulkFile, "/fhir/$bulk-publish/Schedule.ndjson", { file: "Schedule.ndjson" })).body as string);
    expect(scheduleLines.length).toBe(await prisma.doctor.count({ where: { archivedAt: null } }));
  }, 60_000);

  it("gives with _since only the doctors whose times changed, and a new ETag after a booking", async () => {
    const before = await get(bulkManifest, "/fhir/$bulk-publish");
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const free = entries((await get(slots, `/fhir/Slot?schedule=Schedule/${cardiologist}&_count=1`)).body)[0];
    const patient = await createUser();
    await createAppointment({ patientId: patient.id, doctorId: cardiologist, startsAt: new Date(free.start as string) });
    const after = await get(bulkManifest, "/fhir/$bulk-publish", {}, { "if-none-match": before.headers.get("etag")! });
    expect(after.status).toBe(200);
    const changed = ndjson((await get(bulkFile, `/fhir/$bulk-publish/Slot.ndjson?_since=${since}`, { file: "Slot.ndjson" })).body as string);
    expect(changed.length).toBeGreaterThan(0);
    expect(new Set(changed.map((s) => (s.schedule as { reference: string }).reference))).toEqual(new Set([`Schedule/${cardiologist}`]));
    expect(changed.map((s) => s.id)).not.toContain(free.id);
    expect((await get(bulkFile, "/fhir/$bulk-publish/Slot.ndjson?_since=yesterday", { file: "Slot.ndjson" })).status).toBe(400);
  }, 60_000);

  it("counts a time off removed since _since: its doctor's freed times are in the Slot file", async () => {
    const other = doctorIds.find((id) => id !== cardiologist)!;
    const free = entries((await get(slots, `/fhir/Slot?schedule=Schedule/${other}&_count=1`)).body)[0];
    const start = new Date(free.start as string);
    const off = await createTimeOff(other, start, new Date(start.getTime() + 60 * 60_000), "Errand");
    await new Promise((r) => setTimeout(r, 20));
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const admin = (await findActor((await createUser({ role: "admin" })).id, 0))!;
    await removeTimeOff(admin, off.id);
    const changed = ndjson((await get(bulkFile, `/fhir/$bulk-publish/Slot.ndjson?_since=${since}`, { file: "Slot.ndjson" })).body as string);
    expect(new Set(changed.map((s) => (s.schedule as { reference: string }).reference))).toEqual(new Set([`Schedule/${other}`]));
    expect(changed.map((s) => s.id)).toContain(free.id);
    const scheduleFile = ndjson((await get(bulkFile, `/fhir/$bulk-publish/Schedule.ndjson?_since=${since}`, { file: "Schedule.ndjson" })).body as string);
    expect(scheduleFile.map((r) => r.id)).toEqual([other]);
  }, 60_000);

  it("the Location's address has the clinic's state, postal code and country when the settings say them (the demo's), none when empty", async () => {
    const street = { use: "work", type: "physical", line: [...CLINIC_CONTACT.addressLines], city: CLINIC_CONTACT.city };
    const seeded = (await get(location, "/fhir/Location/clinic", { id: "clinic" })).body as Resource;
    expect(seeded.address).toEqual({ ...street, state: "IL", postalCode: "62701", country: "US" });
    await expectValidR4(seeded);
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { addressRegion: "", postalCode: "", country: "" } });
    try {
      const plain = (await get(location, "/fhir/Location/clinic", { id: "clinic" })).body as Resource;
      expect(plain.address).toEqual(street);
      await expectValidR4(plain);
      // A change of the settings since: the Location file has the clinic again.
      const file = ndjson((await get(bulkFile, `/fhir/$bulk-publish/Location.ndjson?_since=${since}`, { file: "Location.ndjson" })).body as string);
      expect(file).toEqual([plain]);
    } finally {
      await prisma.clinicSettings.update({ where: { id: 1 }, data: { addressRegion: "IL", postalCode: "62701", country: "US" } });
    }
  }, 60_000);
});

describe("a real FHIR client (fhir-kit-client) over a socket", () => {
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await serveFhir();
  });
  afterAll(() => server?.close());

  it("reads the statement, finds a cardiologist, their schedule and its free slots, and follows a next link", async () => {
    const client = new Client({ baseUrl: server.url });
    const statement = (await client.capabilityStatement()) as Resource;
    expect(statement.resourceType).toBe("CapabilityStatement");
    const found = (await client.search({ resourceType: "PractitionerRole", searchParams: { specialty: "cardiologist" } })) as unknown as { entry: { resource: Resource }[] };
    const doctorId = found.entry[0].resource.id!;
    const sched = (await client.search({ resourceType: "Schedule", searchParams: { actor: `PractitionerRole/${doctorId}` } })) as unknown as { entry: { resource: Resource }[] };
    const scheduleId = sched.entry[0].resource.id!;
    const read = (await client.read({ resourceType: "Schedule", id: scheduleId })) as Resource;
    expect(read.id).toBe(doctorId);
    const page = (await client.search({ resourceType: "Slot", searchParams: { schedule: `Schedule/${scheduleId}`, status: "free", _count: 2 } })) as unknown as { entry: { resource: Resource }[]; total: number };
    expect(page.entry).toHaveLength(2);
    const next = (await client.nextPage({ bundle: page as never })) as unknown as { entry: { resource: Resource }[] };
    expect(next.entry[0].resource.start! > page.entry[1].resource.start!).toBe(true);
  });
});
