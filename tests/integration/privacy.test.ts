// Privacy: every API route, called as each kind of caller with that caller's
// own token, and every JSON body walked. Nowhere a password hash, a password
// or token-version key, a token that is not the caller's, or the data of a
// patient the caller has nothing to do with: patients see themselves only,
// doctors their own patients only, admins everyone. A doctor's account fields
// (email, phone, date of birth, gender) reach only that doctor and admins:
// everyone else gets the public doctor shape. Two callers hold tokens the
// server refuses (an archived doctor's, issue 12 item 2, and one whose session
// logged out, item 7): they must get exactly what an anonymous caller gets.
// Console output during the walk is captured and must hold no password and no
// token.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeJwt } from "jose";
import { prisma } from "@/lib/db";
import { call, formOf, type CallOptions, type Reply } from "@/tests/helpers/http";
import { AD_HOC_DAY, createAppointment, createDoctor, createHeldOffer, createTimeOff, createUser, createVisitType, createWaitlistEntry, dayFromToday, nextSlot, PASSWORD, pastInstant, tokenFor, tz } from "@/tests/helpers/factories";
import { clinicDateOf, clinicMinutesOf, formatSlotTime, instantAt } from "@/lib/clinic-time";
import { createSeries, farInstant } from "@/tests/helpers/factories";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/schedule/slots";
import { loadRoutes } from "@/tests/helpers/routes";
import { failedEmail } from "@/tests/helpers/mail";
import { createPasswordLink } from "@/lib/accounts/password-links";
import { unsubscribeSignature } from "@/lib/outbox/unsubscribe";
import { calendarFeedToken } from "@/lib/appointments/calendar-feed";

type Patient = { key: string; id: string; name: string; email: string; phone: string; address: string };
type Caller = {
  who: string;
  userId: string | null;
  email: string | null;
  token: string | null;
  sees: string[];
  /** The token is well signed and unexpired but its session is over: the server must treat it as none. */
  refused?: boolean;
};

// What each caller sees is under test here, not how often they may ask: ten callers try one account's login.
process.env.RATE_LIMIT_SCALE = "100";

let routes: Awaited<ReturnType<typeof loadRoutes>>;
const patients: Record<"p1" | "p2" | "p3", Patient> = {} as never;
let callers: Caller[] = [];
let d1: Awaited<ReturnType<typeof createDoctor>>;
let d2: Awaited<ReturnType<typeof createDoctor>>;
let spare: Awaited<ReturnType<typeof createDoctor>>;
let d3: Awaited<ReturnType<typeof createDoctor>>;
let adminId: string;
/** The token of the time held for P1 (issue 27): P1's own, like their password. */
let p1OfferToken: string;
const logs: string[] = [];
const seenTokens = new Set<string>();
// Tokens found in replies (login mints them). Not seenTokens.size: a token minted in the
// same second as the caller's own is the very same string, so the set need not grow.
let tokensInReplies = 0;
let n = 0;
const unique = () => `${++n}`;
const ip = () => ({ "x-forwarded-for": `10.77.${Math.floor(++n / 250)}.${n % 250}` });

async function makePatient(key: "p1" | "p2" | "p3", name: string, phone: string, address: string): Promise<Patient> {
  const user = await createUser({ name, email: `${key}-private-${name.split(" ")[1].toLowerCase()}@example.test`, phone });
  await prisma.user.update({ where: { id: user.id }, data: { address, dob: new Date("1985-04-03T00:00:00Z") } });
  return { key, id: user.id, name, email: user.email, phone, address };
}

beforeAll(async () => {
  routes = await loadRoutes();
  patients.p1 = await makePatient("p1", "Priya Privacyone", "+1 555 0101 911", "11 Hidden Lane");
  patients.p2 = await makePatient("p2", "Quentin Privacytwo", "+1 555 0202 922", "22 Secret Road");
  patients.p3 = await makePatient("p3", "Rosa Privacythree", "+1 555 0303 933", "33 Quiet Close");
  d1 = await createDoctor({ name: "Dr. Dora Firstdoc" });
  d2 = await createDoctor({ name: "Dr. Dan Seconddoc" });
  spare = await createDoctor({ name: "Dr. Sam Sparedoc" });
  d3 = await createDoctor({ name: "Dr. Dee Archived" });
  const admin = await createUser({ role: "admin", name: "Ada Admin" });
  adminId = admin.id;
  // The doctors' private account fields, so a leak of them would show.
  for (const [d, phone] of [[d1, "+1 555 0707 471"], [d2, "+1 555 0808 482"]] as const) {
    await prisma.user.update({ where: { id: d.user.id }, data: { phone, dob: new Date("1971-02-03T00:00:00Z"), gender: "female", address: "1 Clinic Way" } });
  }

  // P1 is D1's patient, P2 is D2's; P3 has no appointments (they only wrote to the clinic).
  for (const [p, d] of [[patients.p1, d1], [patients.p2, d2]] as const) {
    await createAppointment({ patientId: p.id, doctorId: d.doctor.id, startsAt: nextSlot().startsAt });
    await createAppointment({ patientId: p.id, doctorId: d.doctor.id, startsAt: pastInstant(), status: "completed" });
    await createAppointment({ patientId: p.id, doctorId: d.doctor.id, startsAt: nextSlot().startsAt, status: "cancelled" });
  }
  // D3 saw P1 once and had P1 booked again; then the admin archived D3, who still holds a token.
  await createAppointment({ patientId: patients.p1.id, doctorId: d3.doctor.id, startsAt: pastInstant(), status: "completed" });
  await createAppointment({ patientId: patients.p1.id, doctorId: d3.doctor.id, startsAt: nextSlot().startsAt });
  const archivedToken = await tokenFor(d3.user.id);
  const removed = await call(routes.get("DELETE /api/admin/doctor/{id}")!, { method: "DELETE", params: { id: d3.doctor.id }, token: await tokenFor(admin.id) });
  expect(removed.body.result).toBe("archived");
  // A token of P1's whose session logged out.
  const loggedOutToken = await tokenFor(patients.p1.id);
  expect((await call(routes.get("POST /api/auth/logout")!, { method: "POST", token: loggedOutToken })).status).toBe(200);

  await prisma.contactMessage.create({ data: { name: patients.p3.name, email: patients.p3.email, subject: "My results", message: `Call me on ${patients.p3.phone}` } });
  // The waitlist (issue 27): P1 waits for D1 and has a time of D1's held for them; P2 waits for D2.
  p1OfferToken = (await createHeldOffer(patients.p1.id, d1.doctor.id, nextSlot().startsAt)).token;
  await createWaitlistEntry(patients.p2.id, d2.doctor.id);

  const caller = async (who: string, user: { id: string; email: string } | null, sees: string[]): Promise<Caller> => ({
    who, userId: user?.id ?? null, email: user?.email ?? null, token: user ? await tokenFor(user.id) : null, sees,
  });
  callers = [
    await caller("anonymous", null, []),
    await caller("patient P1", patients.p1, ["p1"]),
    await caller("patient P2", patients.p2, ["p2"]),
    await caller("patient P3", patients.p3, ["p3"]),
    await caller("doctor D1", d1.user, ["p1"]),
    await caller("doctor D2", d2.user, ["p2"]),
    await caller("admin", admin, ["p1", "p2", "p3"]),
    // The front desk sees every patient, as admins do (issue 26).
    await caller("receptionist", await createUser({ role: "receptionist", name: "Rita Receptionist" }), ["p1", "p2", "p3"]),
    // Signs in with the right password (refused: the account is closed).
    { who: "archived doctor D3", userId: d3.user.id, email: d3.user.email, token: archivedToken, sees: [], refused: true },
    // Without an email: a logged-out session is not a new sign-in.
    { who: "logged-out P1", userId: patients.p1.id, email: null, token: loggedOutToken, sees: [], refused: true },
  ];
  for (const c of callers) if (c.token) seenTokens.add(c.token);

  for (const m of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
      logs.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    });
  }
});

afterAll(() => vi.restoreAllMocks());

// ---- the requests ---------------------------------------------------------------

const profileOf = (c: Caller): Record<string, string> => {
  const p = Object.values(patients).find((x) => x.id === c.userId);
  return p ? { name: p.name, phone: p.phone, address: p.address, gender: "female" } : { name: "Staff Person", phone: "1", address: "Clinic", gender: "not specified" };
};
const doctorForm = (email: string, name = "Dr. Added Person") => ({
  name, speciality: "Dermatologist", email, password: "doctor-pass-1", phone: "123",
  experience: "1 Year", fees: "20", address: "Street 1", degree: "MBBS", about: "Hi.",
});

type Req = { route: string; label?: string; opts: (c: Caller) => CallOptions | Promise<CallOptions> };

const REQUESTS: Req[] = [
  { route: "GET /api/auth/me", opts: () => ({}) },
  { route: "GET /api/doctor", opts: () => ({}) },
  { route: "GET /api/doctor", label: "search", opts: () => ({ url: "/api/doctor?search=Privacy&limit=50" }) },
  { route: "GET /api/doctor/{id}", label: "D1", opts: () => ({ params: { id: d1.doctor.id } }) },
  { route: "GET /api/doctor/{id}", label: "D2", opts: () => ({ params: { id: d2.doctor.id } }) },
  { route: "GET /api/doctor/{id}/slots", opts: () => ({ params: { id: d1.doctor.id } }) },
  { route: "GET /api/doctor/me", opts: () => ({}) },
  { route: "GET /api/doctor/dashboard-data", opts: () => ({}) },
  { route: "GET /api/doctor/patients", opts: () => ({}) },
  { route: "GET /api/admin/all-doctors", opts: () => ({}) },
  { route: "GET /api/admin/all-appointments", opts: () => ({}) },
  { route: "GET /api/admin/all-appointments", label: "search", opts: () => ({ url: "/api/admin/all-appointments?search=Privacy" }) },
  { route: "GET /api/admin/dashboard-data", opts: () => ({}) },
  { route: "GET /api/admin/messages", opts: () => ({}) },
  { route: "GET /api/admin/settings", opts: () => ({}) },
  { route: "GET /api/admin/emails", opts: () => ({}) },
  { route: "GET /api/appointment/doctor/{doctorId}", label: "D1", opts: () => ({ params: { doctorId: d1.doctor.id } }) },
  { route: "GET /api/appointment/doctor/{doctorId}", label: "D2", opts: () => ({ params: { doctorId: d2.doctor.id } }) },
  ...(["p1", "p2", "p3"] as const).map((k): Req => ({ route: "GET /api/appointment/user/{userId}", label: k.toUpperCase(), opts: () => ({ params: { userId: patients[k].id } }) })),
  { route: "GET /api/visit-types", opts: () => ({}) },
  { route: "GET /api/admin/visit-types", opts: () => ({}) },
  { route: "GET /api/openapi.json", opts: () => ({}) },
  { route: "GET /api/health", opts: () => ({}) },
  // The doctor's calendar link, and the feed anyone holding it reads: the patients' first names only.
  { route: "GET /api/doctor/calendar-feed", opts: () => ({}) },
  { route: "POST /api/doctor/calendar-feed", opts: () => ({ method: "POST" }) },
  {
    route: "GET /api/calendar-feed/{token}", label: "D1",
    opts: async () => {
      const { calendarFeedVersion } = await prisma.doctor.findUniqueOrThrow({ where: { id: d1.doctor.id }, select: { calendarFeedVersion: true } });
      return { params: { token: `${calendarFeedToken(d1.doctor.id, calendarFeedVersion)}.ics` } };
    },
  },
  // Writes: each answers with data; none may carry anyone else's.
  {
    route: "POST /api/auth/login",
    opts: (c) => ({ json: c.email ? { email: c.email, password: PASSWORD } : { email: patients.p1.email, password: "wrong-password" }, headers: ip() }),
  },
  { route: "POST /api/auth/login", label: "someone else's email, wrong password", opts: () => ({ json: { email: patients.p2.email, password: "not-the-password" }, headers: ip() }) },
  { route: "POST /api/auth/register", opts: () => ({ json: { name: "Newly Registered", email: `new${unique()}@example.test`, password: "secret12" }, headers: ip() }) },
  { route: "POST /api/auth/register", label: "a taken email", opts: () => ({ json: { name: "Copy Cat", email: patients.p2.email, password: "secret12" }, headers: ip() }) },
  { route: "PUT /api/user/update-profile", opts: (c) => ({ method: "PUT", form: formOf(profileOf(c)) }) },
  { route: "PUT /api/user/language", opts: () => ({ method: "PUT", json: { locale: "en" } }) },
  {
    route: "PUT /api/doctor/update-profile",
    opts: (c) => ({ method: "PUT", form: formOf({ ...profileOf(c), name: c.who === "doctor D2" ? "Dr. Dan Seconddoc" : "Dr. Dora Firstdoc", speciality: "Cardiologist", experience: "4 Years", fees: "50", degree: "MBBS", about: "Cares a lot." }) }),
  },
  { route: "POST /api/admin/add-doctor", opts: () => ({ form: formOf(doctorForm(`added${unique()}@example.test`)) }) },
  // Visit types (issue 24): a fresh one per call, last in the list.
  { route: "POST /api/admin/visit-types", opts: () => ({ json: { name: `Private ${unique()}`, durationMinutes: 20, doctorIds: [d1.doctor.id] } }) },
  { route: "PUT /api/admin/visit-types/{id}", opts: async () => ({ method: "PUT", params: { id: (await createVisitType()).id }, json: { name: "Edited", durationMinutes: 20 } }) },
  { route: "DELETE /api/admin/visit-types/{id}", opts: async () => ({ method: "DELETE", params: { id: (await createVisitType()).id } }) },
  { route: "POST /api/admin/visit-types/{id}/restore", opts: async () => ({ method: "POST", params: { id: (await createVisitType({ archived: true })).id } }) },
  { route: "POST /api/admin/visit-types/{id}/move", opts: async () => ({ method: "POST", params: { id: (await createVisitType()).id }, json: { direction: "down" } }) },
  { route: "PUT /api/admin/settings", opts: () => ({ method: "PUT", json: { maxOpenPerDoctor: 2, maxOpenTotal: 5 } }) },
  // The front desk (issue 26): staff, the clinic's day, patient records.
  { route: "GET /api/admin/staff", opts: () => ({}) },
  { route: "GET /api/user/dependents", opts: () => ({}) },
  { route: "POST /api/user/dependents", opts: () => ({ json: { name: "Kid Private", dob: "2018-06-01", relationship: "child" } }) },
  {
    route: "PUT /api/user/dependents/{id}",
    opts: async (c) => ({
      method: "PUT",
      params: { id: c.userId && !c.refused ? (await prisma.user.create({ data: { name: "Kid Own", dob: new Date("2018-06-01T00:00:00Z"), guardianId: c.userId } })).id : "cunknownid0000000000000000" },
      json: { name: "Kid Own", dob: "2018-06-01", relationship: "child" },
    }),
  },
  { route: "DELETE /api/user/dependents/{id}", opts: () => ({ method: "DELETE", params: { id: "cunknownid0000000000000000" } }) },
  // Issue 45: the caller's own data and log; deleting (a wrong password: nobody is erased mid-walk); the desk's erasure of an unknown record.
  { route: "GET /api/user/export", opts: () => ({}) },
  { route: "GET /api/user/access-log", opts: () => ({}) },
  { route: "DELETE /api/user", opts: () => ({ method: "DELETE", json: { password: "not the password" } }) },
  { route: "DELETE /api/patients/{id}", opts: () => ({ method: "DELETE", params: { id: "cunknownid0000000000000000" } }) },
  // The second factor (issue 44): the caller's own; an unknown account for the admin's reset.
  { route: "GET /api/user/two-factor", opts: () => ({}) },
  { route: "POST /api/user/two-factor/totp", opts: () => ({}) },
  { route: "POST /api/user/two-factor/totp/confirm", opts: () => ({ json: { code: "000000" } }) },
  { route: "DELETE /api/user/two-factor/totp", opts: () => ({ method: "DELETE", json: { code: "000000" } }) },
  { route: "POST /api/user/two-factor/recovery-codes", opts: () => ({ json: { code: "000000" } }) },
  { route: "POST /api/admin/users/{id}/two-factor/reset", opts: () => ({ params: { id: "cunknownid0000000000000000" } }) },
  { route: "POST /api/user/two-factor/passkeys/options", opts: () => ({ method: "POST" }) },
  { route: "POST /api/user/two-factor/passkeys/verify", opts: () => ({ json: { name: "Key", response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", attestationObject: "AAAA" } } } }) },
  { route: "DELETE /api/user/two-factor/passkeys/{id}", opts: () => ({ method: "DELETE", params: { id: "AAAAAAAA" } }) },
  { route: "POST /api/auth/passkey/options", opts: () => ({ method: "POST", headers: ip() }) },
  { route: "POST /api/auth/passkey/verify", opts: () => ({ json: { attemptId: "nothing", response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" } } }, headers: ip() }) },
  { route: "POST /api/admin/staff", opts: () => ({ json: { name: "Private Desk", email: `desk${unique()}@example.test` } }) },
  { route: "DELETE /api/admin/staff/{id}", opts: async () => ({ method: "DELETE", params: { id: (await createUser({ role: "receptionist" })).id } }) },
  { route: "GET /api/desk/day", opts: () => ({ url: "/api/desk/day" }) },
  // Insights (issue 28): figures and names of doctors only; the CSV (admins) names patients.
  { route: "GET /api/admin/insights", opts: () => ({ url: `/api/admin/insights?from=${dayFromToday(-30)}&to=${dayFromToday(7)}` }) },
  { route: "GET /api/doctor/insights", opts: () => ({ url: `/api/doctor/insights?from=${dayFromToday(-30)}&to=${dayFromToday(7)}` }) },
  { route: "GET /api/admin/appointments/export", opts: () => ({ url: `/api/admin/appointments/export?from=${dayFromToday(-30)}&to=${dayFromToday(7)}` }) },
  // The audit trail (issue 45): admins see who did what to whose data; never a secret.
  { route: "GET /api/admin/audit", opts: () => ({ url: "/api/admin/audit" }) },
  { route: "GET /api/admin/audit/verify", opts: () => ({ url: "/api/admin/audit/verify" }) },
  { route: "GET /api/patients", label: "search", opts: () => ({ url: "/api/patients?q=Privacy" }) },
  { route: "POST /api/patients", opts: () => ({ json: { name: "Phone Record", phone: `+1 555 9${unique().padStart(5, "0")}`, confirmNew: true } }) },
  {
    route: "POST /api/patients/{id}/invite",
    opts: async () => {
      const record = await prisma.user.create({ data: { name: "Invited Record", email: `invited${unique()}@example.test`, phone: "555 0909" } });
      return { method: "POST", params: { id: record.id } };
    },
  },
  {
    // A record of its own per call: the answer is that record and nobody else's data.
    route: "PUT /api/patients/{id}",
    opts: async () => {
      const record = await prisma.user.create({ data: { name: "Edited Record", phone: "555 0808" } });
      return { method: "PUT", params: { id: record.id }, json: { name: "Edited Record", phone: `555 08${unique().padStart(3, "0")}`, address: "1 Record Street" } };
    },
  },
  {
    route: "GET /api/patients/{id}/history",
    opts: async () => {
      const record = await prisma.user.create({ data: { name: "History Record", phone: "555 0707" } });
      await prisma.patientRecordChange.create({ data: { patientId: record.id, actorId: adminId, actorRole: "admin", action: "updated", fields: ["phone"] } });
      return { params: { id: record.id } };
    },
  },
  // The waitlist (issue 27). Patients join for themselves, the desk and admins name P3 (a fresh
  // doctor not taking bookings each time: no free time refuses the join).
  {
    route: "POST /api/waitlist",
    opts: async (c) => ({
      json: { doctorId: (await createDoctor({ available: false })).doctor.id, from: dayFromToday(0), to: dayFromToday(10), ...(["admin", "receptionist"].includes(c.who) ? { userId: patients.p3.id } : {}) },
    }),
  },
  { route: "GET /api/waitlist", opts: () => ({}) },
  // Someone tries to end P2's entries: P2 may, the desk and admins may, nobody else finds them.
  { route: "DELETE /api/waitlist/{id}", opts: async () => ({ method: "DELETE", params: { id: (await createWaitlistEntry(patients.p2.id, (await createDoctor()).doctor.id)).id } }) },
  { route: "DELETE /api/admin/waitlist/{id}", opts: async () => ({ method: "DELETE", params: { id: (await createWaitlistEntry(patients.p2.id, (await createDoctor()).doctor.id)).id } }) },
  // A doctor's own list only; the desk and admins any.
  { route: "GET /api/admin/waitlist", opts: () => ({}) },
  { route: "GET /api/admin/waitlist", label: "D2", opts: () => ({ url: `/api/admin/waitlist?doctorId=${d2.doctor.id}` }) },
  // An offer's token is the only credential of its routes: whoever holds one sees that offer (a fresh
  // patient's, none of P1-P3's), and the answers hold nobody else's data.
  { route: "GET /api/waitlist/offers/{token}", opts: async () => ({ params: { token: await strangersOffer() } }) },
  { route: "POST /api/waitlist/offers/{token}/claim", opts: async () => ({ method: "POST", params: { token: await strangersOffer() } }) },
  { route: "POST /api/waitlist/offers/{token}/decline", opts: async () => ({ method: "POST", params: { token: await strangersOffer() } }) },
  { route: "PUT /api/admin/change-availability", opts: () => ({ method: "PUT", json: { id: d1.doctor.id, available: true } }) },
  { route: "PUT /api/admin/doctor/{id}", opts: () => ({ method: "PUT", params: { id: spare.doctor.id }, form: formOf(doctorForm(spare.user.email, "Dr. Sam Sparedoc")) }) },
  { route: "DELETE /api/admin/doctor/{id}", opts: async () => ({ method: "DELETE", params: { id: (await createDoctor()).doctor.id } }) },
  { route: "POST /api/contact", opts: () => ({ json: { name: "A Visitor", email: `visitor${unique()}@example.test`, subject: "Hello", message: "Opening hours?" }, headers: ip() }) },
  // Each caller asks for a reset link of its own account (callers without one, P2's), and sets a fresh
  // account's password through one: the answers hold no one's data.
  { route: "POST /api/auth/forgot-password", opts: (c) => ({ json: { email: c.email ?? patients.p2.email }, headers: ip() }) },
  {
    route: "POST /api/auth/reset-password",
    opts: async () => {
      const user = await createUser({ name: "Reset Person" });
      const link = await prisma.$transaction((tx) => createPasswordLink(tx, user.id, "reset"));
      return { json: { token: link.token, password: "reset-pass-1" } };
    },
  },
  { route: "POST /api/emails/unsubscribe", opts: () => ({ method: "POST", url: `/api/emails/unsubscribe?u=${patients.p3.id}&sig=${unsubscribeSignature(patients.p3.id)}` }) },
  { route: "POST /api/admin/emails/{id}/retry", opts: async () => ({ method: "POST", params: { id: await failedEmail(`bounce${unique()}@example.test`) } }) },
  {
    // P1 books D1: only P1 and admins may; the answer holds P1 and D1 only.
    route: "POST /api/appointment/book-appointment",
    opts: () => {
      const slot = nextSlot();
      return { json: { userId: patients.p1.id, doctorId: d1.doctor.id, date: slot.date, time: slot.time } };
    },
  },
  // Issue 48: a series of P1's with D1 booked (staff or D1 may), and P2's series with D2 read, cancelled and moved.
  {
    route: "POST /api/appointment/series",
    opts: async () => {
      seriesTypeId ??= (await prisma.visitType.create({ data: { name: "Privacy course", durationMinutes: 30, position: 92, seriesAllowed: true } })).id;
      visitTypesChanged();
      const s = seriesCell++;
      return { json: { userId: patients.p1.id, doctorId: d1.doctor.id, visitTypeId: seriesTypeId, date: dayFromToday(120 + s), time: formatSlotTime(600 + 30 * (s % 20)), every: 2, count: 2 } };
    },
  },
  { route: "GET /api/appointment/series/{seriesId}", opts: async () => ({ params: { seriesId: (await p2Series()).series.id } }) },
  { route: "POST /api/appointment/series/{seriesId}/cancel", opts: async () => ({ method: "POST", params: { seriesId: (await p2Series()).series.id }, json: { scope: "all" } }) },
  {
    route: "POST /api/appointment/series/{seriesId}/reschedule",
    opts: async () => {
      const { series, appointments } = await p2Series();
      // A day and time of its own, past the window: staff and the doctor may move there, the patient is told no.
      const to = farInstant();
      return { method: "POST", params: { seriesId: series.id }, json: { scope: "one", appointmentId: appointments[0].id, date: clinicDateOf(to, tz()), time: formatSlotTime(clinicMinutesOf(to, tz())) } };
    },
  },
  {
    // Someone tries to cancel and complete P2's appointments with D2.
    route: "POST /api/appointment/cancel-appointment/{appointmentId}",
    opts: async () => ({ method: "POST", params: { appointmentId: (await createAppointment({ patientId: patients.p2.id, doctorId: d2.doctor.id, startsAt: nextSlot().startsAt })).id } }),
  },
  {
    // Issue 47: P2's answers are read and changed by P2, D2 and the staff only.
    route: "GET /api/appointment/{id}/answers",
    opts: async () => ({ params: { id: (await createAppointment({ patientId: patients.p2.id, doctorId: d2.doctor.id, startsAt: nextSlot().startsAt })).id } }),
  },
  {
    route: "PUT /api/appointment/{id}/answers",
    opts: async () => ({ method: "PUT", params: { id: (await createAppointment({ patientId: patients.p2.id, doctorId: d2.doctor.id, startsAt: nextSlot().startsAt })).id }, json: { answers: [] } }),
  },
  {
    // ...and to move one: the answer holds P2 and D2 only.
    route: "POST /api/appointment/reschedule-appointment/{appointmentId}",
    opts: async () => {
      const appointmentId = (await createAppointment({ patientId: patients.p2.id, doctorId: d2.doctor.id, startsAt: nextSlot().startsAt })).id;
      const to = nextSlot();
      return { method: "POST", params: { appointmentId }, json: { date: to.date, time: to.time } };
    },
  },
  {
    route: "POST /api/appointment/complete-appointment/{appointmentId}",
    opts: async () => ({ method: "POST", params: { appointmentId: (await createAppointment({ patientId: patients.p2.id, doctorId: d2.doctor.id, startsAt: pastInstant() })).id } }),
  },
  // Schedules. A time off over P1's and P2's open appointments: the 409 lists the doctor's own patients only.
  { route: "GET /api/doctor/schedule", opts: () => ({}) },
  { route: "PUT /api/doctor/schedule", opts: () => ({ method: "PUT", json: { schedule: { weekly: DEFAULT_WEEKLY_HOURS } } }) },
  { route: "GET /api/doctor/time-off", opts: () => ({}) },
  { route: "POST /api/doctor/time-off", label: "over open appointments", opts: () => ({ json: { from: dayFromToday(1), to: dayFromToday(5) } }) },
  { route: "POST /api/doctor/time-off", opts: () => ({ json: { from: dayFromToday(40 + Number(unique())), to: dayFromToday(40 + n) } }) },
  { route: "DELETE /api/doctor/time-off/{id}", opts: async () => ({ method: "DELETE", params: { id: await farTimeOffOf(d1.doctor.id) } }) },
  { route: "GET /api/admin/doctor/{id}/schedule", opts: () => ({ params: { id: d2.doctor.id } }) },
  { route: "PUT /api/admin/doctor/{id}/schedule", opts: () => ({ method: "PUT", params: { id: d2.doctor.id }, json: { schedule: { weekly: DEFAULT_WEEKLY_HOURS } } }) },
  { route: "GET /api/admin/doctor/{id}/time-off", opts: () => ({ params: { id: d2.doctor.id } }) },
  {
    route: "POST /api/admin/doctor/{id}/time-off", label: "over P2's appointments",
    opts: () => ({ params: { id: d2.doctor.id }, json: { from: dayFromToday(1), to: dayFromToday(5) } }),
  },
  {
    route: "DELETE /api/admin/doctor/{id}/time-off/{timeOffId}",
    opts: async () => ({ method: "DELETE", params: { id: d2.doctor.id, timeOffId: await farTimeOffOf(d2.doctor.id) } }),
  },
  {
    route: "POST /api/appointment/check-in/{appointmentId}",
    opts: async () => ({ method: "POST", params: { appointmentId: (await createAppointment({ patientId: patients.p2.id, doctorId: d2.doctor.id, startsAt: pastInstant() })).id } }),
  },
  {
    route: "POST /api/appointment/no-show/{appointmentId}",
    opts: async () => ({ method: "POST", params: { appointmentId: (await createAppointment({ patientId: patients.p2.id, doctorId: d2.doctor.id, startsAt: pastInstant() })).id } }),
  },
];
/** A time held for a fresh patient with a fresh doctor: a claim of it books. */
const strangersOffer = async () => (await createHeldOffer((await createUser()).id, (await createDoctor()).doctor.id, instantAt(dayFromToday(AD_HOC_DAY), 600, tz()))).token;
/** A whole day of time off past the booking window. */
const farTimeOffOf = async (doctorId: string) => {
  const day = dayFromToday(40 + Number(unique()));
  return (await createTimeOff(doctorId, instantAt(day, 0, tz()), instantAt(dayFromToday(41 + n), 0, tz()))).id;
};
// Last, in this order. A password change keeps the caller's token (the same password again, so later
// sign-ins still work); logout ends that token; log out everywhere then runs with a fresh token of each
// caller the server still accepts (the refused ones keep their refused token).
const LAST: Req[] = [
  { route: "POST /api/auth/change-password", opts: () => ({ json: { currentPassword: PASSWORD, newPassword: PASSWORD } }) },
  { route: "POST /api/auth/logout", opts: () => ({ method: "POST" }) },
  {
    route: "POST /api/auth/logout-all",
    opts: async (c) => ({ method: "POST", ...(c.userId && !c.refused ? { token: await tokenFor(c.userId) } : {}) }),
  },
];

// ---- the checks -----------------------------------------------------------------

const OFFER_TOKEN_SEEN_BY = ["patient P1"];
const FORBIDDEN_KEYS = /^(password|passwordHash|password_hash|hash|tokenVersion|token_version|ver)$/i;
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;

function walk(value: unknown, visit: (key: string | null, v: unknown, path: string) => void, path = "$", key: string | null = null) {
  visit(key, value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, `${path}[${i}]`, null));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, visit, `${path}.${k}`, k);
}

function checkReply(route: string, caller: Caller, reply: Reply): string[] {
  const problems: string[] = [];
  const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
  if (text.includes("$argon2")) problems.push("a password hash");
  if (text.includes(PASSWORD)) problems.push("a password");
  // The OpenAPI document describes request bodies (with a password field); it holds no data.
  if (route !== "GET /api/openapi.json") {
    walk(reply.body, (key, _v, path) => {
      if (key && FORBIDDEN_KEYS.test(key)) problems.push(`a ${key} key at ${path}`);
    });
  }
  // P1's offer token claims or declines their held time: it reaches P1 only. P1 reads their own
  // email, so not even the desk and admins get it (issue 41: they get it only for a record without
  // an email, whose answer they give on the phone), never a doctor, nobody else.
  if (!OFFER_TOKEN_SEEN_BY.includes(caller.who) && text.includes(p1OfferToken)) problems.push("the token of P1's waitlist offer");
  for (const token of text.match(JWT) ?? []) {
    seenTokens.add(token);
    tokensInReplies += 1;
    let sub: unknown;
    try {
      sub = decodeJwt(token).sub;
    } catch {
      sub = "(undecodable)";
    }
    if (!caller.userId || sub !== caller.userId) problems.push(`a token of ${String(sub)}`);
  }
  // A doctor's account: only that doctor and admins see it. The email never changes
  // during the walk (profile updates keep it); any doctor object's account keys are checked too.
  if (caller.who !== "admin") {
    for (const d of [d1, d2]) {
      if (caller.userId !== d.user.id && text.includes(d.user.email)) problems.push(`doctor ${d.user.name}'s email`);
    }
    walk(reply.body, (_key, v, path) => {
      if (!v || typeof v !== "object" || Array.isArray(v)) return;
      const o = v as Record<string, unknown>;
      if (!("speciality" in o) || !o.user || typeof o.user !== "object") return;
      const user = o.user as Record<string, unknown>;
      if (user._id === caller.userId) return;
      for (const k of ["email", "phone", "dob", "gender"]) if (k in user) problems.push(`a doctor's ${k} at ${path}.user`);
    });
  }
  for (const p of Object.values(patients)) {
    if (caller.sees.includes(p.key)) continue;
    for (const [field, value] of Object.entries({ id: p.id, name: p.name, email: p.email, phone: p.phone, address: p.address })) {
      if (text.includes(value)) problems.push(`${p.key}'s ${field}`);
    }
  }
  return problems;
}

let seriesTypeId: string | undefined;
let seriesCell = 0;
const p2Series = () => createSeries(patients.p2.id, d2.doctor.id, [farInstant(), farInstant()]);

const walked = new Set<string>();
let requests = 0;

describe("privacy", () => {
  it("walks every route and method of app/api", () => {
    expect(new Set([...REQUESTS, ...LAST].map((r) => r.route))).toEqual(new Set(routes.keys()));
  });

  // Every route as every caller, one after another: on two busy cores the walk can outlast the default 30 s.
  it("no response holds a password hash, someone else's token or an unrelated patient's data", async () => {
    const problems: string[] = [];
    const statuses: Record<string, Record<string, number>> = {};
    for (const req of [...REQUESTS, ...LAST]) {
      const handler = routes.get(req.route)!;
      const name = req.label ? `${req.route} (${req.label})` : req.route;
      for (const caller of callers) {
        const opts = await req.opts(caller);
        const reply = await call(handler, { method: req.route.split(" ")[0], token: caller.token, ...opts });
        requests++;
        walked.add(`${req.route} as ${caller.who}`);
        (statuses[name] ??= {})[caller.who] = reply.status;
        expect(reply.status, `${name} as ${caller.who}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBeLessThan(500);
        for (const p of checkReply(req.route, caller, reply)) problems.push(`${name} as ${caller.who} (${reply.status}): ${p}`);
      }
    }
    expect(problems).toEqual([]);

    // The walk reached real data: each caller saw what is theirs (so the checks above were not vacuous).
    const ok = (name: string, who: string) => expect(statuses[name][who], `${name} as ${who}`).toBeLessThan(300);
    for (const who of ["patient P1", "patient P2", "patient P3", "doctor D1", "doctor D2", "admin"]) ok("GET /api/auth/me", who);
    ok("GET /api/appointment/user/{userId} (P1)", "patient P1");
    ok("GET /api/appointment/user/{userId} (P2)", "admin");
    ok("GET /api/appointment/doctor/{doctorId} (D1)", "doctor D1");
    ok("GET /api/doctor/patients", "doctor D2");
    ok("GET /api/admin/messages", "admin");
    ok("GET /api/admin/emails", "admin");
    ok("POST /api/admin/emails/{id}/retry", "admin");
    ok("POST /api/auth/reset-password", "patient P1");
    ok("POST /api/auth/login", "patient P2");
    ok("POST /api/appointment/book-appointment", "patient P1");
    ok("POST /api/appointment/cancel-appointment/{appointmentId}", "doctor D2");
    ok("POST /api/appointment/reschedule-appointment/{appointmentId}", "doctor D2");
    ok("POST /api/appointment/reschedule-appointment/{appointmentId}", "patient P2");
    ok("GET /api/appointment/series/{seriesId}", "patient P2");
    ok("GET /api/appointment/series/{seriesId}", "doctor D2");
    ok("POST /api/appointment/series", "admin");
    expect(statuses["GET /api/appointment/user/{userId} (P2)"]["patient P1"]).toBe(403);
    // The time off over open appointments answered with them (the doctor's own patients only, checked above).
    expect(statuses["POST /api/doctor/time-off (over open appointments)"]["doctor D1"]).toBe(409);
    expect(statuses["POST /api/admin/doctor/{id}/time-off (over P2's appointments)"]["admin"]).toBe(409);
    expect(statuses["GET /api/appointment/doctor/{doctorId} (D2)"]["doctor D1"]).toBe(403);
    ok("POST /api/auth/change-password", "doctor D1");
    ok("POST /api/auth/logout", "patient P3");
    ok("POST /api/auth/logout-all", "admin");
    ok("GET /api/calendar-feed/{token} (D1)", "anonymous");
    // The waitlist: each patient their own, each doctor their own list, another doctor's refused.
    ok("GET /api/waitlist", "patient P1");
    ok("GET /api/waitlist", "patient P2");
    ok("GET /api/admin/waitlist", "doctor D1");
    ok("GET /api/admin/waitlist", "doctor D2");
    ok("GET /api/admin/waitlist (D2)", "receptionist");
    ok("DELETE /api/waitlist/{id}", "patient P2");
    ok("DELETE /api/admin/waitlist/{id}", "receptionist");
    ok("POST /api/waitlist", "patient P1");
    ok("POST /api/waitlist", "admin");
    ok("POST /api/waitlist/offers/{token}/claim", "anonymous");
    expect(statuses["GET /api/admin/waitlist (D2)"]["doctor D1"]).toBe(403);
    expect(statuses["DELETE /api/waitlist/{id}"]["patient P1"]).toBe(404);

    // The refused callers got what an anonymous caller got, everywhere; the archived doctor's sign-in is refused.
    for (const who of ["archived doctor D3", "logged-out P1"]) {
      for (const [name, byCaller] of Object.entries(statuses)) {
        if (name === "POST /api/auth/login" && who === "archived doctor D3") continue;
        expect(byCaller[who], `${name} as ${who}`).toBe(byCaller.anonymous);
      }
    }
    expect(statuses["POST /api/auth/login"]["archived doctor D3"]).toBe(403);
  }, 120_000); // 500+ requests: slow on a loaded 2-core machine

  it("the data the callers may see is really there for them (positive control)", async () => {
    const doctorPatients = await call(routes.get("GET /api/doctor/patients")!, { token: await tokenFor(d1.user.id) });
    const text = JSON.stringify(doctorPatients.body);
    expect(text).toContain(patients.p1.email);
    expect(text).not.toContain(patients.p2.email);
    const all = await call(routes.get("GET /api/admin/all-appointments")!, { token: await tokenFor(adminId) });
    for (const p of [patients.p1, patients.p2]) expect(JSON.stringify(all.body)).toContain(p.phone);
    // The waitlist: P1 sees their held time with its token; D1's list holds P1 and not P2.
    const mine = await call(routes.get("GET /api/waitlist")!, { token: await tokenFor(patients.p1.id) });
    expect(mine.body.entries.map((e: { offer: { token: string } | null }) => e.offer?.token)).toContain(p1OfferToken);
    const d1List = JSON.stringify((await call(routes.get("GET /api/admin/waitlist")!, { token: await tokenFor(d1.user.id) })).body);
    expect(d1List).toContain(patients.p1.name);
    expect(d1List).not.toContain(patients.p2.name);
  });

  it("logs hold no password and no token", () => {
    expect(tokensInReplies).toBeGreaterThan(0); // login minted tokens, and they are checked below too
    const text = logs.join("\n");
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain("doctor-pass-1");
    expect(text).not.toContain("secret12");
    for (const t of seenTokens) expect(text.includes(t), "a token appears in the logs").toBe(false);
    expect(text).not.toMatch(JWT);
    expect(text).not.toContain("$argon2");
  });

  afterAll(() => {
    vi.restoreAllMocks();
    console.info(`[privacy] ${requests} requests: ${new Set([...REQUESTS, ...LAST].map((r) => r.route)).size} routes (${REQUESTS.length + LAST.length} request kinds) x ${callers.length} callers; ${walked.size} route x caller cells`);
  });
});
