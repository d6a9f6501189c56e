// Bad input for every route: missing fields, wrong types, malformed JSON,
// unknown and malformed ids, oversize bodies and files, non-images. Always a
// 4xx with a readable message, never a 5xx, and nothing written.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, expectFailure, file, formOf, pngBytes, pngClaiming, type CallOptions } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createHeldOffer, createUser, createWaitlistEntry, dayFromToday, nextSlot, PASSWORD, snapshot, tokenFor } from "@/tests/helpers/factories";
import { prisma } from "@/lib/db";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/schedule/slots";
import { loadRoutes } from "@/tests/helpers/routes";
import { calendarFeedToken } from "@/lib/appointments/calendar-feed";
import { createSeries, farInstant } from "@/tests/helpers/factories";

type Who = "anonymous" | "patient" | "doctor" | "admin";
type Case = [label: string, opts: CallOptions, status: number];

let routes: Awaited<ReturnType<typeof loadRoutes>>;
const tokens: Partial<Record<Who, string>> = {};
let doctorId: string;
let patientId: string;

beforeAll(async () => {
  routes = await loadRoutes();
  const patient = await createUser();
  const doctor = await createDoctor();
  const admin = await createUser({ role: "admin" });
  tokens.patient = await tokenFor(patient.id);
  tokens.doctor = await tokenFor(doctor.user.id);
  tokens.admin = await tokenFor(admin.id);
  doctorId = doctor.doctor.id;
  patientId = patient.id;
  movable = nextSlot();
  movableId = (await createAppointment({ patientId, doctorId, startsAt: movable.startsAt })).id;
  // The waitlist (issue 27): an offer whose hold is over (not yet marked so), and an entry that has ended.
  const expired = await createHeldOffer((await createUser()).id, doctorId, nextSlot().startsAt);
  await prisma.waitlistOffer.update({ where: { id: expired.offer.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expiredToken = expired.token;
  // Issue 48: a series of the patient's the change cases try (and fail) to change, and a type that allows series.
  seriesFixture = await createSeries(patientId, doctorId, [farInstant(), farInstant()]);
  seriesTypeId = (await prisma.visitType.create({ data: { name: "Bad-input course", durationMinutes: 30, position: 91, seriesAllowed: true } })).id;
  endedEntryId = (await prisma.waitlistEntry.update({ where: { id: (await createWaitlistEntry(patientId, doctorId)).id }, data: { status: "left", endedAt: new Date() } })).id;
});

let seriesFixture: Awaited<ReturnType<typeof createSeries>> | undefined;
let seriesTypeId = "";
let expiredToken: string;
let endedEntryId: string;

/** The patient's open appointment the reschedule cases try (and fail) to move. */
let movable: ReturnType<typeof nextSlot>;
let movableId: string;

const BIG_JSON = JSON.stringify({ pad: "x".repeat(65 * 1024) });
const MALFORMED = '{"name": "unterminated';
const NOT_AN_IMAGE = () => file(new TextEncoder().encode("MZ\x90\x00 this is an .exe") as Uint8Array<ArrayBuffer>, "cute-cat.png", "image/png");
const [HUGE_PNG, HUGER_PNG, SMALL_PNG] = await Promise.all([pngBytes(5 * 1024 * 1024 + 100), pngBytes(6 * 1024 * 1024 + 100), pngBytes(2048)]);
const HUGE_IMAGE = () => file(HUGE_PNG, "huge.png");
const HUGE_BODY = () => file(HUGER_PNG, "huger.png");
const BOMB_IMAGE = () => file(pngClaiming(100_000, 100_000), "bomb.png");
const BROKEN_IMAGE = () => file(SMALL_PNG.slice(0, 60), "broken.png"); // a real PNG cut off after its header
const UNKNOWN = "cunknownid0000000000000000";
const MALFORMED_IDS = ["has space", "semi;colon", "x".repeat(65), "../up"];

const json = (body: unknown, extra: CallOptions = {}): CallOptions => ({ json: body, ...extra });
const raw = (body: string, extra: CallOptions = {}): CallOptions => ({ body, contentType: "application/json", ...extra });

/** The cases every JSON-or-form body route shares. */
const bodyCases = (method: string, valid: Record<string, string>): Case[] => [
  ["an empty object", { method, json: {} }, 400],
  ["wrong types", { method, json: Object.fromEntries(Object.keys(valid).map((k) => [k, { nested: [1] }])) }, 400],
  ["malformed JSON", { method, ...raw(MALFORMED) }, 400],
  ["a JSON array", { method, ...raw("[]") }, 400],
  ["JSON over 64 kB", { method, ...raw(BIG_JSON) }, 413],
];
const fileCases = (method: string, valid: Record<string, string>): Case[] => [
  ["a non-image renamed .png", { method, form: formOf({ ...valid, image: NOT_AN_IMAGE() }) }, 400],
  ["an image over 5 MB", { method, form: formOf({ ...valid, image: HUGE_IMAGE() }) }, 413],
  ["a form over 6 MB", { method, form: formOf({ ...valid, image: HUGE_BODY() }) }, 413],
  ["an image claiming 100000 x 100000 pixels", { method, form: formOf({ ...valid, image: BOMB_IMAGE() }) }, 400],
  ["an image cut off after its header", { method, form: formOf({ ...valid, image: BROKEN_IMAGE() }) }, 400],
  ["an unsupported content type", { method, body: "name=x", contentType: "text/plain" }, 400],
];
const idCases = (param: string, extra: CallOptions = {}, unknownStatus = 404): Case[] => [
  ...MALFORMED_IDS.map((id): Case => [`malformed id ${JSON.stringify(id.slice(0, 12))}`, { ...extra, params: { [param]: id } }, 400]),
  ["an unknown id", { ...extra, params: { [param]: UNKNOWN } }, unknownStatus],
];

/** A patient record's edit gone wrong in each field (issue 26). */
const recordEditCases = (method = "PUT"): Case[] => [
  ...bodyCases(method, { name: "", phone: "" }),
  ["no phone", { method, json: { name: "Phone Caller" } }, 400],
  ["a phone with too few digits", { method, json: { name: "Phone Caller", phone: "12" } }, 400],
  ["an email that is not one", { method, json: { name: "Phone Caller", phone: "555 0100", email: "nope" } }, 400],
  ["a date of birth in the future", { method, json: { name: "Phone Caller", phone: "555 0100", dob: "2999-01-01" } }, 400],
  ["an unknown gender", { method, json: { name: "Phone Caller", phone: "555 0100", gender: "robot" } }, 400],
  ["an address over 300 characters", { method, json: { name: "Phone Caller", phone: "555 0100", address: "x".repeat(301) } }, 400],
];

/** Tokens of a waitlist offer that cannot be one, or are no offer: all simply not found (issue 27). */
const offerTokenCases = (method: string): Case[] => [
  ["a token with a space", { method, params: { token: "has space" } }, 404],
  ["a token of 65 characters", { method, params: { token: "x".repeat(65) } }, 404],
  ["a path as token", { method, params: { token: "../up" } }, 404],
  ["NUL in the token", { method, params: { token: `${"A".repeat(31)}\u0000` } }, 404],
  ["a huge token", { method, params: { token: "x".repeat(100_000) } }, 404],
  ["an unknown token", { method, params: { token: "A".repeat(32) } }, 404],
];

/** A join gone wrong in each field (issue 27). */
const joinCases = (): Case[] => {
  const ok = { doctorId, from: dayFromToday(0), to: dayFromToday(10) };
  return [
    ...bodyCases("POST", { doctorId: "", from: "", to: "" }),
    ["a range starting yesterday", json({ ...ok, from: dayFromToday(-1) }), 400],
    ["a range ending 61 days ahead", json({ ...ok, to: dayFromToday(61) }), 400],
    ["an end before the start", json({ ...ok, from: dayFromToday(5), to: dayFromToday(4) }), 400],
    ["a date that does not exist", json({ ...ok, to: "2026-02-30" }), 400],
    ["a date in another format", json({ ...ok, from: "01/02/2030" }), 400],
    ["an unknown part of the day", json({ ...ok, partsOfDay: ["night"] }), 400],
    ["parts of the day as a string", json({ ...ok, partsOfDay: "morning" }), 400],
    ["a weekday 7", json({ ...ok, weekdays: [7] }), 400],
    ["a weekday as a name", json({ ...ok, weekdays: ["monday"] }), 400],
    ["a fractional weekday", json({ ...ok, weekdays: [1.5] }), 400],
    ["a malformed doctorId", json({ ...ok, doctorId: "a b" }), 400],
    ["an unknown doctorId", json({ ...ok, doctorId: UNKNOWN }), 404],
    ["an unknown visit type", json({ ...ok, visitTypeId: UNKNOWN }), 400],
    ["a malformed userId", json({ ...ok, userId: "a;b" }), 400],
    ["someone else's userId", json({ ...ok, userId: UNKNOWN }), 403],
  ];
};

/** A dependent's body gone wrong in each field (issue 26). */
const dependentCases = (method: string): Case[] => [
  ...bodyCases(method, { name: "", dob: "", relationship: "" }),
  ["no date of birth", { method, json: { name: "Kid Valid", relationship: "child" } }, 400],
  ["a date of birth in the future", { method, json: { name: "Kid Valid", dob: "2999-01-01", relationship: "child" } }, 400],
  ["an unknown relationship", { method, json: { name: "Kid Valid", dob: "2018-06-01", relationship: "pet" } }, 400],
  ["a one-letter name", { method, json: { name: "K", dob: "2018-06-01", relationship: "child" } }, 400],
];

const profile = { name: "Valid Name", phone: "1", address: "A", gender: "male" };
const doctorProfile = { ...profile, speciality: "Neurologist", experience: "2 Years", fees: "30", degree: "MD", about: "Hi" };
const newDoctor = () => ({
  name: "Dr. Valid", speciality: "Dermatologist", email: `valid${Math.random()}@example.test`, password: "doctor-pass",
  phone: "1", experience: "1 Year", fees: "20", address: "Street", degree: "MBBS", about: "Hi",
});

const monday = (intervals: unknown) => ({ schedule: { weekly: { ...DEFAULT_WEEKLY_HOURS, "1": intervals } } });
const scheduleCases = (method: string): Case[] => [
  ...bodyCases(method, { schedule: "" }),
  ["overlapping intervals", { method, json: monday([{ start: "09:00", end: "13:00" }, { start: "12:00", end: "17:00" }]) }, 400],
  ["unordered intervals", { method, json: monday([{ start: "14:00", end: "17:00" }, { start: "09:00", end: "13:00" }]) }, 400],
  ["an off-grid time", { method, json: monday([{ start: "09:15", end: "13:00" }]) }, 400],
  ["a day missing", { method, json: { schedule: { weekly: { "1": [] } } } }, 400],
  ["a weekday 7", { method, json: { schedule: { weekly: { ...DEFAULT_WEEKLY_HOURS, "7": [] } } } }, 400],
  ["the week without its schedule key", { method, json: { weekly: DEFAULT_WEEKLY_HOURS } }, 400],
];
const timeOffCases = (): Case[] => [
  ...bodyCases("POST", { from: "", to: "" }),
  ["an inverted range", json({ from: dayFromToday(5), to: dayFromToday(4) }), 400],
  ["a past range", json({ from: dayFromToday(-3), to: dayFromToday(-2) }), 400],
  ["a date in another format", json({ from: "01/02/2030", to: dayFromToday(4) }), 400],
  ["a time off the clock", json({ from: `${dayFromToday(4)}T25:00`, to: dayFromToday(4) }), 400],
  ["cancelAffected as a string", json({ from: dayFromToday(40), to: dayFromToday(40), cancelAffected: "yes" }), 400],
  ["a huge reason", json({ from: dayFromToday(40), to: dayFromToday(40), reason: "x".repeat(201) }), 400],
];

const visitTypeCases = (method: string): Case[] => [
  ...bodyCases(method, { name: "", durationMinutes: "", price: "", mode: "", bufferMinutes: "", doctorIds: "" }),
  ["a duration of 7", { method, json: { name: "Follow-up", durationMinutes: 7 } }, 400],
  ["a duration of 485", { method, json: { name: "Follow-up", durationMinutes: 485 } }, 400],
  ["a negative price", { method, json: { name: "Follow-up", durationMinutes: 15, price: -1 } }, 400],
  ["a buffer of 125", { method, json: { name: "Follow-up", durationMinutes: 15, bufferMinutes: 125 } }, 400],
  ["an unknown mode", { method, json: { name: "Follow-up", durationMinutes: 15, mode: "phone" } }, 400],
  ["no doctors", { method, json: { name: "Follow-up", durationMinutes: 15, doctorIds: [] } }, 400],
  ["an unknown doctor", { method, json: { name: "Follow-up", durationMinutes: 15, doctorIds: [UNKNOWN] } }, 400],
  ["a name of 81 characters", { method, json: { name: "x".repeat(81), durationMinutes: 15 } }, 400],
];

// Routes that take no input at all have nothing to get wrong: listed, with no cases.
const insightsCases = (): Case[] => [
  ["no range", { url: "/x" }, 400],
  ["no end", { url: "/x?from=2026-01-01" }, 400],
  ["a date that is not YYYY-MM-DD", { url: "/x?from=01/01/2026&to=2026-01-31" }, 400],
  ["a date that does not exist", { url: "/x?from=2026-02-30&to=2026-03-31" }, 400],
  ["an inverted range", { url: "/x?from=2026-02-01&to=2026-01-31" }, 400],
  ["a range of 367 days", { url: "/x?from=2025-01-01&to=2026-01-02" }, 400],
  ["a malformed doctor id filter", { url: "/x?from=2026-01-01&to=2026-01-31&doctorId=%3Cscript%3E" }, 400],
  ["a malformed visit type filter", { url: "/x?from=2026-01-01&to=2026-01-31&visitTypeId=a%20b" }, 400],
  ["a speciality filter over 100 characters", { url: `/x?from=2026-01-01&to=2026-01-31&speciality=${"x".repeat(101)}` }, 400],
];

const TABLE: Record<string, { as: Who; cases: () => Case[] }> = {
  "POST /api/auth/register": { as: "anonymous", cases: () => [...bodyCases("POST", { name: "", email: "", password: "" }), ["a bad email", json({ name: "Valid Name", email: "@@", password: "secret1" }), 400], ["a list as name", json({ name: ["Alice Smith"], email: "list@example.test", password: "secret1" }), 400]] },
  "POST /api/auth/login": { as: "anonymous", cases: () => bodyCases("POST", { email: "", password: "" }) },
  "POST /api/auth/forgot-password": {
    as: "anonymous",
    cases: () => [...bodyCases("POST", { email: "" }), ["a bad email", json({ email: "@@" }), 400], ["a list as email", json({ email: ["a@example.test"] }), 400]],
  },
  "POST /api/auth/reset-password": {
    as: "anonymous",
    cases: () => [
      ...bodyCases("POST", { token: "", password: "" }),
      ["a malformed token", json({ token: "not-a-token", password: "secret12" }), 400],
      ["an unknown token", json({ token: "A".repeat(43), password: "secret12" }), 400],
      ["a short password", json({ token: "A".repeat(43), password: "12345" }), 400],
      ["NUL in the token", json({ token: `${"A".repeat(42)}\u0000`, password: "secret12" }), 400],
    ],
  },
  "GET /api/auth/me": { as: "patient", cases: () => [] },
  "POST /api/auth/logout": { as: "patient", cases: () => [] },
  "POST /api/auth/logout-all": { as: "patient", cases: () => [] },
  "POST /api/auth/change-password": {
    as: "patient",
    cases: () => [
      ...bodyCases("POST", { currentPassword: "", newPassword: "" }),
      ["a short new password", json({ currentPassword: PASSWORD, newPassword: "12345" }), 400],
      ["a 101-character new password", json({ currentPassword: PASSWORD, newPassword: "p".repeat(101) }), 400],
      ["no current password", json({ newPassword: "a-good-new-one" }), 400],
      ["a number as new password", json({ currentPassword: PASSWORD, newPassword: 12345678 }), 400],
      ["NUL in the new password", json({ currentPassword: PASSWORD, newPassword: "bad\u0000password" }), 400],
    ],
  },
  "PUT /api/user/update-profile": {
    as: "patient",
    cases: () => [
      ...bodyCases("PUT", profile),
      ...fileCases("PUT", profile),
      ["a short name", { method: "PUT", form: formOf({ ...profile, name: "Al" }) }, 400],
      ["a bad date of birth", { method: "PUT", form: formOf({ ...profile, dob: "31/12/1990" }) }, 400],
      ["an unknown gender", { method: "PUT", form: formOf({ ...profile, gender: "robot" }) }, 400],
    ],
  },
  "PUT /api/user/language": {
    as: "patient",
    cases: () => [
      ...bodyCases("PUT", { locale: "en" }),
      ["a language the clinic does not offer (Arabic; see the describe)", json({ locale: "ar" }, { method: "PUT" }), 400],
      ["an unknown language", json({ locale: "klingon" }, { method: "PUT" }), 400],
      ["a number", json({ locale: 42 }, { method: "PUT" }), 400],
    ],
  },
  "GET /api/doctor": { as: "anonymous", cases: () => [["limit=abc", { url: "/x?limit=abc" }, 400], ["a malformed cursor", { url: "/x?cursor=a%20b" }, 400]] },
  "GET /api/doctor/{id}": { as: "anonymous", cases: () => idCases("id") },
  "GET /api/doctor/{id}/slots": { as: "anonymous", cases: () => idCases("id") },
  "GET /api/doctor/me": { as: "doctor", cases: () => [] },
  "GET /api/doctor/dashboard-data": { as: "doctor", cases: () => [] },
  "GET /api/doctor/patients": { as: "doctor", cases: () => [] },
  "PUT /api/doctor/update-profile": {
    as: "doctor",
    cases: () => [
      ...bodyCases("PUT", doctorProfile),
      ...fileCases("PUT", doctorProfile),
      ["fees as words", { method: "PUT", form: formOf({ ...doctorProfile, fees: "thirty" }) }, 400],
      ["fees as a JSON object", { method: "PUT", json: { ...doctorProfile, fees: { amount: 30 } } }, 400],
    ],
  },
  "POST /api/admin/add-doctor": {
    as: "admin",
    // An empty password is allowed (issue 13: the doctor gets a link to set their own); a short one is not.
    cases: () => [...bodyCases("POST", newDoctor()), ...fileCases("POST", newDoctor()), ["a short password", { form: formOf({ ...newDoctor(), password: "12345" }) }, 400]],
  },
  "PUT /api/admin/change-availability": {
    as: "admin",
    cases: () => [
      ...bodyCases("PUT", { id: "", available: "" }),
      ["available as a string", { method: "PUT", json: { id: doctorId, available: "yes" } }, 400],
      ["a malformed id", { method: "PUT", json: { id: "no way", available: true } }, 400],
      ["an unknown id", { method: "PUT", json: { id: UNKNOWN, available: true } }, 404],
    ],
  },
  "GET /api/admin/all-doctors": { as: "admin", cases: () => [["limit=0", { url: "/x?limit=0" }, 400]] },
  "GET /api/admin/all-appointments": { as: "admin", cases: () => [["limit=1e9", { url: "/x?limit=1e9" }, 400], ["a malformed cursor", { url: "/x?cursor=%3Cscript%3E" }, 400]] },
  "GET /api/admin/dashboard-data": { as: "admin", cases: () => [] },
  "GET /api/admin/messages": { as: "admin", cases: () => [] },
  "GET /api/admin/settings": { as: "admin", cases: () => [] },
  "PUT /api/admin/settings": {
    as: "admin",
    cases: () => [
      ...bodyCases("PUT", { maxOpenPerDoctor: "", maxOpenTotal: "" }),
      ["a limit of 0", json({ maxOpenPerDoctor: 0 }, { method: "PUT" }), 400],
      ["a fraction", json({ maxOpenTotal: 4.5 }, { method: "PUT" }), 400],
      ["a number as text", json({ maxOpenTotal: "4" }, { method: "PUT" }), 400],
      ["per doctor above in all", json({ maxOpenPerDoctor: 9, maxOpenTotal: 8 }, { method: "PUT" }), 400],
      ["an unknown setting", json({ maxOpen: 3 }, { method: "PUT" }), 400],
      ["a form instead of JSON", { method: "PUT", form: formOf({ maxOpenTotal: "4" }) }, 400],
      // Issue 45: the retentions, at least a year; the audit trail's is never empty.
      ["an audit retention under a year", json({ auditRetentionDays: 364 }, { method: "PUT" }), 400],
      ["no audit retention", json({ auditRetentionDays: null }, { method: "PUT" }), 400],
      ["an inactive-patient retention under a year", json({ inactivePatientRetentionDays: 30 }, { method: "PUT" }), 400],
      ["a retention as text", json({ inactivePatientRetentionDays: "400" }, { method: "PUT" }), 400],
    ],
  },
  "GET /api/admin/emails": {
    as: "admin",
    cases: () => [["an unknown status", { url: "/x?status=lost" }, 400], ["limit=0", { url: "/x?limit=0" }, 400], ["a malformed cursor", { url: "/x?cursor=%3Cscript%3E" }, 400]],
  },
  "POST /api/admin/emails/{id}/retry": { as: "admin", cases: () => idCases("id", { method: "POST" }) },
  "POST /api/emails/unsubscribe": {
    as: "anonymous",
    cases: () => [
      ["no link at all", { method: "POST" }, 400],
      ["no signature", { method: "POST", url: `/x?u=${patientId}` }, 400],
      ["a wrong signature", { method: "POST", url: `/x?u=${patientId}&sig=${"A".repeat(43)}` }, 400],
      ["a malformed account id", { method: "POST", url: `/x?u=a%20b&sig=${"A".repeat(43)}` }, 400],
    ],
  },
  "PUT /api/admin/doctor/{id}": {
    as: "admin",
    cases: () => [
      ...idCases("id", { method: "PUT", form: formOf(newDoctor()) }),
      ...bodyCases("PUT", newDoctor()).map(([l, o, s]): Case => [l, { ...o, params: { id: doctorId } }, s]),
      ...fileCases("PUT", newDoctor()).map(([l, o, s]): Case => [l, { ...o, params: { id: doctorId } }, s]),
    ],
  },
  "DELETE /api/admin/doctor/{id}": { as: "admin", cases: () => idCases("id", { method: "DELETE" }) },
  "POST /api/contact": { as: "anonymous", cases: () => bodyCases("POST", { name: "", email: "", subject: "", message: "" }) },
  "POST /api/appointment/book-appointment": {
    as: "patient",
    cases: () => {
      const slot = nextSlot();
      const ok = { doctorId, date: slot.date, time: slot.time };
      return [
        ...bodyCases("POST", { doctorId: "", date: "", time: "" }),
        ["a number as time", json({ ...ok, time: 1000 }), 400],
        ["a time that is not a time", json({ ...ok, time: "25:00" }), 400],
        ["an impossible date", json({ ...ok, date: "2026-02-30" }), 400],
        ["a date in another format", json({ ...ok, date: "01/02/2026" }), 400],
        ["a malformed doctorId", json({ ...ok, doctorId: "a b" }), 400],
        ["a malformed userId", json({ ...ok, userId: "a;b" }), 400],
        ["an unknown doctorId", json({ ...ok, doctorId: UNKNOWN }), 404],
        ["someone else's userId", json({ ...ok, userId: UNKNOWN }), 403],
      ];
    },
  },
  // Issue 48: a series of visits.
  "POST /api/appointment/series": {
    as: "admin",
    cases: () => {
      const ok = { doctorId, visitTypeId: seriesTypeId, date: dayFromToday(30), time: "10:00", every: 1, count: 2, userId: patientId };
      return [
        ...bodyCases("POST", { doctorId: "", visitTypeId: "", date: "", time: "", every: "", count: "" }),
        ["every 3 weeks", json({ ...ok, every: 3 }), 400],
        ["every as text", json({ ...ok, every: "1" }), 400],
        ["one visit", json({ ...ok, count: 1 }), 400],
        ["13 visits", json({ ...ok, count: 13 }), 400],
        ["a fractional count", json({ ...ok, count: 2.5 }), 400],
        ["a time that is not a time", json({ ...ok, time: "25:00" }), 400],
        ["an impossible date", json({ ...ok, date: "2026-02-30" }), 400],
        ["no visit type", json({ ...ok, visitTypeId: undefined }), 400],
        ["a type that does not allow series", json({ ...ok, visitTypeId: "consultation" }), 400],
        ["replacements as a list", json({ ...ok, replacements: [] }), 400],
        ["a replacement keyed by no date", json({ ...ok, replacements: { soon: null } }), 400],
        ["a replacement of a date not in the series", json({ ...ok, replacements: { [dayFromToday(31)]: null } }), 400],
        ["a replacement with a bad time", json({ ...ok, replacements: { [dayFromToday(30)]: { date: dayFromToday(30), time: "99:00" } } }), 400],
        ["no patient named by staff", json({ ...ok, userId: undefined }), 400],
        ["a malformed doctorId", json({ ...ok, doctorId: "a b" }), 400],
        ["an unknown doctorId", json({ ...ok, doctorId: UNKNOWN }), 404],
        ["an unknown patient", json({ ...ok, userId: UNKNOWN }), 404],
      ];
    },
  },
  "GET /api/appointment/series/{seriesId}": { as: "admin", cases: () => idCases("seriesId") },
  "POST /api/appointment/series/{seriesId}/cancel": {
    as: "admin",
    cases: () => {
      const mine = { method: "POST", params: { seriesId: seriesFixture?.series.id ?? "" } };
      return [
        ...idCases("seriesId", { method: "POST", json: { scope: "all" } }),
        ...bodyCases("POST", { scope: "" }).map(([l, o, st]): Case => [l, { ...o, ...mine }, st]),
        ["an unknown scope", { ...mine, json: { scope: "some" } }, 400],
        ["one without a date", { ...mine, json: { scope: "one" } }, 400],
        ["a date of another series", { ...mine, json: { scope: "one", appointmentId: movableId } }, 404],
        ["a reason over 500 characters", { ...mine, json: { scope: "all", reason: "x".repeat(501) } }, 400],
      ];
    },
  },
  "POST /api/appointment/series/{seriesId}/reschedule": {
    as: "admin",
    cases: () => {
      const mine = { method: "POST", params: { seriesId: seriesFixture?.series.id ?? "" } };
      const first = seriesFixture?.appointments[0].id ?? "";
      const ok = { scope: "one", appointmentId: first, date: dayFromToday(2), time: "10:00" };
      return [
        ...idCases("seriesId", { method: "POST", json: ok }),
        ...bodyCases("POST", { scope: "", appointmentId: "", date: "", time: "" }).map(([l, o, st]): Case => [l, { ...o, ...mine }, st]),
        ["scope all", { ...mine, json: { ...ok, scope: "all" } }, 400],
        ["no appointmentId", { ...mine, json: { ...ok, appointmentId: undefined } }, 400],
        ["a time that is not a time", { ...mine, json: { ...ok, time: "25:00" } }, 400],
        ["an impossible date", { ...mine, json: { ...ok, date: "2026-02-30" } }, 400],
        ["a date of another series", { ...mine, json: { ...ok, appointmentId: movableId } }, 404],
      ];
    },
  },
  "GET /api/appointment/doctor/{doctorId}": {
    as: "admin",
    cases: () => [...idCases("doctorId"), ["a bad date", { params: { doctorId }, url: "/x?date=2026-13-01" }, 400]],
  },
  "GET /api/appointment/user/{userId}": {
    as: "admin",
    cases: () => [...idCases("userId"), ["limit=-5", { params: { userId: patientId }, url: "/x?limit=-5" }, 400]],
  },
  "POST /api/appointment/cancel-appointment/{appointmentId}": { as: "admin", cases: () => idCases("appointmentId", { method: "POST" }) },
  // Issue 47: a visit's answers (the appointment's type asks no question: any answer is unknown).
  "GET /api/appointment/{id}/answers": { as: "patient", cases: () => idCases("id") },
  "PUT /api/appointment/{id}/answers": {
    as: "patient",
    cases: () => {
      const mine = { method: "PUT", params: { id: movableId } };
      return [
        ...idCases("id", { method: "PUT", json: { answers: [] } }),
        ...bodyCases("PUT", { answers: "" }).map(([l, o, st]): Case => [l, { ...o, ...mine }, st]),
        ["answers not a list", { ...mine, json: { answers: "yes" } }, 400],
        ["an answer without its question", { ...mine, json: { answers: [{ value: "x" }] } }, 400],
        ["an answer to a question not asked", { ...mine, json: { answers: [{ questionId: "nope", value: "x" }] } }, 400],
        ["an object as a value", { ...mine, json: { answers: [{ questionId: "q", value: { a: 1 } }] } }, 400],
        ["a question id over 64 characters", { ...mine, json: { answers: [{ questionId: "q".repeat(65), value: "x" }] } }, 400],
      ];
    },
  },
  "POST /api/appointment/reschedule-appointment/{appointmentId}": {
    as: "patient",
    cases: () => {
      const to = nextSlot();
      const ok = { date: to.date, time: to.time };
      const mine = { method: "POST", params: { appointmentId: movableId } };
      return [
        ...idCases("appointmentId", { method: "POST", json: ok }),
        ...bodyCases("POST", { date: "", time: "" }).map(([l, o, s]): Case => [l, { ...o, ...mine }, s]),
        ["a number as time", { ...mine, json: { ...ok, time: 1000 } }, 400],
        ["a time that is not a time", { ...mine, json: { ...ok, time: "25:00" } }, 400],
        ["an impossible date", { ...mine, json: { ...ok, date: "2026-02-30" } }, 400],
        ["a date in another format", { ...mine, json: { ...ok, date: "01/02/2026" } }, 400],
        ["no time", { ...mine, json: { date: to.date } }, 400],
        // (Optional chaining: the table is also read, for its length, before beforeAll has made the appointment.)
        ["the slot it already has", { ...mine, json: { date: movable?.date, time: movable?.time } }, 400],
        ["a time the doctor does not work", { ...mine, json: { date: to.date, time: "03:00 AM" } }, 400],
        ["a day past the booking horizon", { ...mine, json: { date: dayFromToday(40), time: "10:00 AM" } }, 400],
        ["a time off the half hour", { ...mine, json: { date: to.date, time: "10:15 AM" } }, 400],
      ];
    },
  },
  "POST /api/appointment/complete-appointment/{appointmentId}": { as: "admin", cases: () => idCases("appointmentId", { method: "POST" }) },
  "GET /api/doctor/schedule": { as: "doctor", cases: () => [] },
  "PUT /api/doctor/schedule": { as: "doctor", cases: () => scheduleCases("PUT") },
  "GET /api/doctor/time-off": { as: "doctor", cases: () => [] },
  "POST /api/doctor/time-off": { as: "doctor", cases: () => timeOffCases() },
  "DELETE /api/doctor/time-off/{id}": { as: "doctor", cases: () => idCases("id", { method: "DELETE" }) },
  "GET /api/admin/doctor/{id}/schedule": { as: "admin", cases: () => idCases("id") },
  "PUT /api/admin/doctor/{id}/schedule": {
    as: "admin",
    cases: () => [
      ...idCases("id", { method: "PUT", json: { schedule: { weekly: DEFAULT_WEEKLY_HOURS } } }),
      ...scheduleCases("PUT").map(([l, o, s]): Case => [l, { ...o, params: { id: doctorId } }, s]),
    ],
  },
  "GET /api/admin/doctor/{id}/time-off": { as: "admin", cases: () => idCases("id") },
  "POST /api/admin/doctor/{id}/time-off": {
    as: "admin",
    cases: () => [
      ...idCases("id", { json: { from: dayFromToday(40), to: dayFromToday(40) } }),
      ...timeOffCases().map(([l, o, s]): Case => [l, { ...o, params: { id: doctorId } }, s]),
    ],
  },
  "DELETE /api/admin/doctor/{id}/time-off/{timeOffId}": {
    as: "admin",
    cases: () => [
      ...idCases("timeOffId", { method: "DELETE", params: { id: doctorId } }).map(([l, o, s]): Case => [l, { ...o, params: { id: doctorId, ...o.params } }, s]),
      ...MALFORMED_IDS.map((id): Case => [`malformed doctor id ${JSON.stringify(id.slice(0, 12))}`, { method: "DELETE", params: { id, timeOffId: UNKNOWN } }, 400]),
    ],
  },
  "POST /api/appointment/check-in/{appointmentId}": { as: "admin", cases: () => idCases("appointmentId", { method: "POST" }) },
  "POST /api/appointment/no-show/{appointmentId}": { as: "admin", cases: () => idCases("appointmentId", { method: "POST" }) },
  // Visit types (issue 24); tests/integration/visit-types/api-visit-types.test.ts has each field's bounds.
  "GET /api/visit-types": { as: "anonymous", cases: () => [] },
  "GET /api/admin/visit-types": { as: "admin", cases: () => [] },
  "POST /api/admin/visit-types": { as: "admin", cases: () => visitTypeCases("POST") },
  "PUT /api/admin/visit-types/{id}": {
    as: "admin",
    cases: () => [
      ...idCases("id", { method: "PUT", json: { name: "Follow-up", durationMinutes: 15 } }),
      ...visitTypeCases("PUT").map(([l, o, s]): Case => [l, { ...o, params: { id: "consultation" } }, s]),
    ],
  },
  "DELETE /api/admin/visit-types/{id}": { as: "admin", cases: () => idCases("id", { method: "DELETE" }) },
  "POST /api/admin/visit-types/{id}/restore": { as: "admin", cases: () => idCases("id", { method: "POST" }) },
  "POST /api/admin/visit-types/{id}/move": {
    as: "admin",
    cases: () => [
      ...idCases("id", { method: "POST", json: { direction: "up" } }),
      ...bodyCases("POST", { direction: "" }).map(([l, o, s]): Case => [l, { ...o, params: { id: "consultation" } }, s]),
      ["a direction that is not up or down", { method: "POST", params: { id: "consultation" }, json: { direction: "left" } }, 400],
    ],
  },
  // The front desk (issue 26).
  "GET /api/desk/day": {
    as: "admin",
    cases: () => [
      ["a date that is not YYYY-MM-DD", { url: "/x?date=30/11/2026" }, 400],
      ["a date that does not exist", { url: "/x?date=2026-02-30" }, 400],
      ["a malformed doctor id", { url: "/x?doctorId=%3Cscript%3E" }, 400],
      ["a speciality over 100 characters", { url: `/x?speciality=${"x".repeat(101)}` }, 400],
    ],
  },
  "GET /api/admin/staff": { as: "admin", cases: () => [] },
  // Insights (issue 28): a range of clinic days, at most 366, not inverted.
  "GET /api/admin/insights": { as: "admin", cases: () => insightsCases() },
  "GET /api/admin/appointments/export": { as: "admin", cases: () => insightsCases() },
  "GET /api/admin/audit": {
    as: "admin",
    cases: () => [
      ["a date not YYYY-MM-DD", { url: "/x?from=29-11-2026" }, 400],
      ["from after to", { url: "/x?from=2026-11-29&to=2026-11-01" }, 400],
      ["an action not in the list", { url: "/x?action=record.stolen" }, 400],
      ["a malformed person id", { url: "/x?actorId=has%20space" }, 400],
      ["a malformed patient id", { url: "/x?patientId=..%2Fup" }, 400],
      ["a malformed cursor", { url: "/x?cursor=%3Cscript%3E" }, 400],
      ["a cursor past any number", { url: "/x?cursor=99999999999999999999" }, 400],
      ["limit=0", { url: "/x?limit=0" }, 400],
      ["an unknown filter", { url: "/x?doctorId=x" }, 400],
    ],
  },
  "GET /api/admin/audit/verify": { as: "admin", cases: () => [] },
  "GET /api/doctor/insights": { as: "doctor", cases: () => insightsCases().filter(([label]) => !label.includes("filter")) },
  "GET /api/user/dependents": { as: "patient", cases: () => [] },
  "POST /api/user/dependents": { as: "patient", cases: () => dependentCases("POST") },
  "PUT /api/user/dependents/{id}": {
    as: "patient",
    cases: () => [...idCases("id", { method: "PUT", json: { name: "Kid Valid", dob: "2018-06-01", relationship: "child" } }), ...dependentCases("PUT").map(([l, o, s]): Case => [l, { ...o, params: { id: UNKNOWN } }, s === 400 ? 400 : s])],
  },
  "DELETE /api/user/dependents/{id}": { as: "patient", cases: () => idCases("id", { method: "DELETE" }) },
  // The second factor (issue 44).
  "GET /api/user/two-factor": { as: "patient", cases: () => [] },
  // Issue 44: passkeys. The browser's answers are checked in outline here, by @simplewebauthn after.
  "POST /api/user/two-factor/passkeys/options": { as: "patient", cases: () => [] },
  "POST /api/user/two-factor/passkeys/verify": {
    as: "patient",
    cases: () => [
      ...bodyCases("POST", { name: "", response: "" }),
      ["no name", json({ response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", attestationObject: "AAAA" } } }), 400],
      ["a 61-character name", json({ name: "x".repeat(61), response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", attestationObject: "AAAA" } } }), 400],
      ["not base64url", json({ name: "Key", response: { ...{ id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", attestationObject: "AAAA" } }, id: "a b" } }), 400],
      ["an answer to no challenge", json({ name: "Key", response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", attestationObject: "AAAA" } } }), 400],
    ],
  },
  "DELETE /api/user/two-factor/passkeys/{id}": {
    as: "patient",
    cases: () => [
      ["a malformed id", { method: "DELETE", params: { id: "a/b c" } }, 400],
      ["an overlong id", { method: "DELETE", params: { id: "a".repeat(1401) } }, 400],
      ["an unknown id", { method: "DELETE", params: { id: "AAAAAAAA" } }, 404],
    ],
  },
  "POST /api/auth/passkey/options": { as: "anonymous", cases: () => [] },
  "POST /api/auth/passkey/verify": {
    as: "anonymous",
    cases: () => [
      ...bodyCases("POST", { attemptId: "", response: "" }),
      ["no attempt", json({ response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" } } }), 400],
      ["an unknown attempt", json({ attemptId: "nothing", response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" } } }), 400],
      ["an answer of the wrong type", json({ attemptId: "nothing", response: { ...{ id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" } }, type: "password" } }), 400],
    ],
  },
  "POST /api/user/two-factor/totp": { as: "patient", cases: () => [] },
  "POST /api/user/two-factor/totp/confirm": {
    as: "patient",
    cases: () => [
      ["no code", { json: {} }, 400],
      ["a code that is not six digits", { json: { code: "12ab" } }, 400],
    ],
  },
  "DELETE /api/user/two-factor/totp": { as: "patient", cases: () => [["no code", { method: "DELETE", json: {} }, 400]] },
  "POST /api/user/two-factor/recovery-codes": { as: "patient", cases: () => [["a code over 32 characters", { json: { code: "1".repeat(33) } }, 400]] },
  "POST /api/admin/users/{id}/two-factor/reset": { as: "admin", cases: () => idCases("id", { method: "POST" }) },
  "GET /api/patients": {
    as: "admin",
    cases: () => [
      ["no search", { url: "/x" }, 400],
      ["a one-letter search", { url: "/x?q=a" }, 400],
      ["a search over 100 characters", { url: `/x?q=${"x".repeat(101)}` }, 400],
    ],
  },
  "POST /api/patients": {
    as: "admin",
    cases: () => [
      ...bodyCases("POST", { name: "", phone: "" }),
      ["no phone", { method: "POST", json: { name: "Phone Caller" } }, 400],
      ["a phone with too few digits", { method: "POST", json: { name: "Phone Caller", phone: "12" } }, 400],
      ["letters in the phone", { method: "POST", json: { name: "Phone Caller", phone: "call me maybe" } }, 400],
      ["an email that is not one", { method: "POST", json: { name: "Phone Caller", phone: "555 0100", email: "nope" } }, 400],
      ["a date of birth in the future", { method: "POST", json: { name: "Phone Caller", phone: "555 0100", dob: "2999-01-01" } }, 400],
      ["an unknown gender", { method: "POST", json: { name: "Phone Caller", phone: "555 0100", gender: "robot" } }, 400],
      ["confirmNew that is not a boolean", { method: "POST", json: { name: "Phone Caller", phone: "555 0100", confirmNew: "yes" } }, 400],
    ],
  },
  "POST /api/patients/{id}/invite": { as: "admin", cases: () => idCases("id", { method: "POST" }) },
  "PUT /api/patients/{id}": {
    as: "admin",
    cases: () => [
      ...idCases("id", { method: "PUT", json: { name: "Phone Caller", phone: "555 0100" } }),
      // A real patient's record (this file's patient): the body alone is wrong.
      ...recordEditCases().map(([label, opts, status]): Case => [label, { ...opts, params: { id: patientId } }, status]),
    ],
  },
  "GET /api/patients/{id}/history": { as: "admin", cases: () => idCases("id") },
  // Issue 45: the export takes nothing; "Delete my account" a password (and a code); the desk's erasure an id.
  "GET /api/user/export": { as: "patient", cases: () => [] },
  "GET /api/user/access-log": { as: "patient", cases: () => [] },
  "DELETE /api/user": {
    as: "patient",
    cases: () => [
      ...bodyCases("DELETE", { password: "" }),
      ["a wrong password", { method: "DELETE", json: { password: "not the password" } }, 400],
      ["a password over 100 characters", { method: "DELETE", json: { password: "x".repeat(101) } }, 400],
      ["a code over 32 characters", { method: "DELETE", json: { password: PASSWORD, otp: "1".repeat(33) } }, 400],
    ],
  },
  "DELETE /api/patients/{id}": { as: "admin", cases: () => idCases("id", { method: "DELETE" }) },
  "POST /api/admin/staff": {
    as: "admin",
    cases: () => [
      ...bodyCases("POST", { name: "", email: "" }),
      ["no email", { method: "POST", json: { name: "Desk Person" } }, 400],
      ["an email that is not one", { method: "POST", json: { name: "Desk Person", email: "not-an-email" } }, 400],
      ["a one-letter name", { method: "POST", json: { name: "D", email: "d@example.test" } }, 400],
    ],
  },
  "DELETE /api/admin/staff/{id}": { as: "admin", cases: () => idCases("id", { method: "DELETE" }) },
  // The waitlist (issue 27).
  "POST /api/waitlist": { as: "patient", cases: joinCases },
  "GET /api/waitlist": { as: "patient", cases: () => [] },
  "DELETE /api/waitlist/{id}": { as: "patient", cases: () => [...idCases("id", { method: "DELETE" }), ["an entry that has ended", { method: "DELETE", params: { id: endedEntryId } }, 409]] },
  "GET /api/waitlist/offers/{token}": { as: "anonymous", cases: () => offerTokenCases("GET") },
  "POST /api/waitlist/offers/{token}/claim": { as: "anonymous", cases: () => [...offerTokenCases("POST"), ["an expired offer", { method: "POST", params: { token: expiredToken } }, 410]] },
  "POST /api/waitlist/offers/{token}/decline": { as: "anonymous", cases: () => [...offerTokenCases("POST"), ["an expired offer", { method: "POST", params: { token: expiredToken } }, 410]] },
  "GET /api/admin/waitlist": {
    as: "admin",
    cases: () => [["a malformed doctor id", { url: "/x?doctorId=%3Cscript%3E" }, 400], ["a doctor id of 65 characters", { url: `/x?doctorId=${"x".repeat(65)}` }, 400]],
  },
  "DELETE /api/admin/waitlist/{id}": { as: "admin", cases: () => [...idCases("id", { method: "DELETE" }), ["an entry that has ended", { method: "DELETE", params: { id: endedEntryId } }, 409]] },
  "GET /api/openapi.json": { as: "anonymous", cases: () => [] },
  "GET /api/health": { as: "anonymous", cases: () => [] },
  "GET /api/doctor/calendar-feed": { as: "doctor", cases: () => [] },
  "POST /api/doctor/calendar-feed": { as: "doctor", cases: () => [] },
  "GET /api/calendar-feed/{token}": {
    as: "anonymous",
    cases: () => {
      // (Read for its length before beforeAll has made the doctor, too.)
      const [id, version, sig] = calendarFeedToken(doctorId ?? "x", 0).split(".");
      const tampered = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
      return [
        ["a malformed token", { params: { token: "has space.ics" } }, 404],
        ["a tampered signature", { params: { token: `${id}.${version}.${tampered}.ics` } }, 404],
        ["another version's token with this signature", { params: { token: `${id}.1.${sig}.ics` } }, 404],
        ["an unknown doctor", { params: { token: `${calendarFeedToken(UNKNOWN, 0)}.ics` } }, 404],
        ["a huge token", { params: { token: "x".repeat(100_000) } }, 404],
      ];
    },
  },
};

describe("bad input", () => {
  // Three of the four languages offered, so one (ar) is a real language the clinic does not offer.
  beforeAll(() => {
    vi.stubEnv("CLINIC_LOCALES", "en,es,fr");
    return () => vi.unstubAllEnvs();
  });
  it("has a row for every route and method of app/api", () => {
    expect(Object.keys(TABLE).sort()).toEqual([...routes.keys()].sort());
  });

  it.each(Object.entries(TABLE).filter(([, row]) => row.cases().length > 0))("%s", async (route, row) => {
    const handler = routes.get(route)!;
    const before = await snapshot();
    for (const [label, opts, status] of row.cases()) {
      const headers = { "x-forwarded-for": `10.8.0.${Math.floor(Math.random() * 250)}`, ...opts.headers };
      const reply = await call(handler, { method: opts.method ?? (route.split(" ")[0] as string), ...opts, headers, token: tokens[row.as] });
      expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(status);
      expectFailure(reply, status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
