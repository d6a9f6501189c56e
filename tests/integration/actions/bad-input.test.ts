// Bad input for every server action, like api-bad-input.test.ts for the REST
// routes: missing fields, garbage and wrong types (a forged call can send any
// value the action wire format carries, not only what the forms send), NUL
// characters, huge strings, malformed and unknown ids, files that are not
// images. Always ok:false with a readable message, never the generic server
// error, and nothing written.
import { actAs } from "@/tests/helpers/actions";
import { ACTION_MODULES, actionFiles, exportedActions } from "@/tests/helpers/action-modules";
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { createAppointment, createDoctor, createHeldOffer, createUser, createVisitType, createWaitlistEntry, dayFromToday, nextSlot, PASSWORD, snapshot } from "@/tests/helpers/factories";
import { file, formOf, pngBytes } from "@/tests/helpers/http";
import { asActionResult } from "@/tests/helpers/form-actions";
import { SERVER_ERROR } from "@/lib/http/error-response";
import type { ActionResult } from "@/lib/actions/safe-action";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/schedule/slots";
import { unsubscribeSignature } from "@/lib/outbox/unsubscribe";
import { prisma } from "@/lib/db";
import { createSeries, farInstant } from "@/tests/helpers/factories";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const {
  answers: answerActions,
  appointments: appointmentActions,
  auth: authActions,
  contact: contactActions,
  doctors: doctorActions,
  profile: profileActions,
  schedule: scheduleActions,
  settings: settingsActions,
  signup: signupActions,
  "password-reset": passwordResetActions,
  reminders: reminderActions,
  emails: emailActions,
  login: loginActions,
  "visit-types": visitTypeActions,
  staff: staffActions,
  desk: deskActions,
  dependents: dependentsActions,
  waitlist: waitlistActions,
  "two-factor": twoFactorActions,
  "login-verify": loginVerifyActions,
  series: seriesActions,
  privacy: privacyActions,
  passkeys: passkeyActions,
} = ACTION_MODULES;

type Who = "anonymous" | "patient" | "doctor" | "admin";
type Call = () => Promise<ActionResult<unknown>>;
type Case = [label: string, call: Call];

const ids: Partial<Record<Who, string>> = {};
let doctorId: string;
let otherDoctorId: string;
let appointmentId: string;
let appointmentSlot: ReturnType<typeof nextSlot>;
let doctorEmail: string;
let sentEmailId: string;
let visitTypeId: string;
/** A waitlist offer whose hold is over (not yet marked so), and an entry of the patient's that has ended (issue 27). */
let expiredToken: string;
let seriesFixture: Awaited<ReturnType<typeof createSeries>> | undefined;
let seriesTypeId = "";
let endedEntryId: string;

beforeAll(async () => {
  hugePng = await pngBytes(5 * 1024 * 1024 + 100);
  const patient = await createUser();
  const doctor = await createDoctor();
  const admin = await createUser({ role: "admin" });
  ids.patient = patient.id;
  ids.doctor = doctor.user.id;
  ids.admin = admin.id;
  doctorId = doctor.doctor.id;
  otherDoctorId = (await createDoctor()).doctor.id;
  doctorEmail = doctor.user.email;
  appointmentSlot = nextSlot();
  appointmentId = (await createAppointment({ patientId: patient.id, doctorId, startsAt: appointmentSlot.startsAt })).id;
  visitTypeId = (await createVisitType()).id;
  const expired = await createHeldOffer((await createUser()).id, doctorId, nextSlot().startsAt);
  await prisma.waitlistOffer.update({ where: { id: expired.offer.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expiredToken = expired.token;
  endedEntryId = (await prisma.waitlistEntry.update({ where: { id: (await createWaitlistEntry(patient.id, doctorId)).id }, data: { status: "left", endedAt: new Date() } })).id;
  // Issue 48: a series of the patient's, and a type that allows series.
  seriesFixture = await createSeries(patient.id, doctorId, [farInstant(), farInstant()]);
  seriesTypeId = (await prisma.visitType.create({ data: { name: "Bad-input course", durationMinutes: 30, position: 91, seriesAllowed: true } })).id;
  sentEmailId = (await prisma.email.create({ data: { id: "00000000-0000-4000-8000-000000000001", kind: "welcome", recipient: patient.email, subject: "Welcome to CareSlot", data: {}, status: "sent", sentAt: new Date() } })).id;
});

/** A forged call may send anything, whatever the types say the forms send. */
const forged = (v: unknown) => v as never;

const NUL = "Bad\u0000Text";
const HUGE = "x".repeat(1024 * 1024);
const UNKNOWN = "cunknownid0000000000000000";
const NOT_AN_IMAGE = () => file(new TextEncoder().encode("MZ\x90\x00 this is an .exe") as Uint8Array<ArrayBuffer>, "cute-cat.png", "image/png");
/** A real PNG padded past the 5 MB limit (made once, in beforeAll: sharp is async). */
let hugePng: Uint8Array<ArrayBuffer>;
const HUGE_IMAGE = () => file(hugePng, "huge.png");
/** Values that are not the object an action takes. */
const GARBAGE: [string, unknown][] = [["nothing", undefined], ["null", null], ["a number", 42], ["a string", "garbage"], ["a list", [1, 2]], ["true", true]];
/** Values that are not an id. */
const BAD_IDS: [string, unknown][] = [
  ...GARBAGE.filter(([, v]) => typeof v !== "string"),
  ["an empty id", ""], ["a malformed id", "has space"], ["an id of 65 characters", "x".repeat(65)], ["a path", "../up"],
  ["an id with NUL", `abc${"\u0000"}def`], ["a huge id", HUGE], ["an object", { id: UNKNOWN }], ["an unknown id", UNKNOWN],
];

const profile = { name: "Valid Name", phone: "1", address: "A", gender: "male" };
const doctorProfile = { ...profile, speciality: "Neurologist", experience: "2 Years", fees: "30", degree: "MD", about: "Hi" };
const newDoctor = () => ({
  name: "Dr. Valid", speciality: "Dermatologist", email: `valid${Math.random()}@example.test`, password: "doctor-pass",
  phone: "1", experience: "1 Year", fees: "20", address: "Street", degree: "MBBS", about: "Hi",
});
const contact = { name: "Anyone", email: "any@example.test", subject: "Hi", message: "Hello" };
const signup = () => ({ name: "New Patient", email: `new${Math.random()}@example.test`, password: "secret1", confirmPassword: "secret1", terms: true });

const garbageCases = (action: (v: never) => Promise<ActionResult<unknown>>): Case[] =>
  GARBAGE.map(([label, v]): Case => [label, () => action(forged(v))]);

/** The signup form's fields with its terms box left unticked (a form leaves it out). */
const unticked = () => {
  const { terms: _ticked, ...fields } = signup();
  return fields;
};

/** A form's useActionState action (state, form), called with what a forged post may send instead of a form. */
const posted = (action: (state: null, form: FormData) => Promise<unknown>) => (form: unknown) => action(null, forged(form)) as Promise<ActionResult<unknown>>;

/** The cases every posted form shares: garbage instead of a form, empty, wrong types, NUL, huge, a file for a text field. */
const postedCases = (action: (state: null, form: FormData) => Promise<unknown>, valid: Record<string, string>, textField: string): Case[] => [
  ...GARBAGE.map(([label, v]): Case => [label, () => posted(action)(v)]),
  ["an object instead of a form", () => posted(action)(valid)],
  ["an empty form", () => posted(action)(new FormData())],
  [`NUL in ${textField}`, () => posted(action)(formOf({ ...valid, [textField]: NUL }))],
  [`a huge ${textField}`, () => posted(action)(formOf({ ...valid, [textField]: HUGE }))],
  [`a file as ${textField}`, () => posted(action)(formOf({ ...valid, [textField]: file(new TextEncoder().encode("x") as Uint8Array<ArrayBuffer>, "x.txt", "text/plain") }))],
];

/** The cases every form action shares: garbage instead of a form, empty, NUL, huge, wrong files. */
const formCases = (action: (form: FormData) => Promise<ActionResult<unknown>>, valid: () => Record<string, string>, textField: string): Case[] => [
  ...garbageCases(action),
  ["an empty form", () => action(new FormData())],
  ["an object of wrong types", () => action(forged(Object.fromEntries(Object.keys(valid()).map((k) => [k, { nested: [1] }]))))],
  [`NUL in ${textField}`, () => action(formOf({ ...valid(), [textField]: NUL }))],
  [`NUL in ${textField}, sent as an object`, () => action(forged({ ...valid(), [textField]: NUL }))],
  [`a huge ${textField}`, () => action(formOf({ ...valid(), [textField]: HUGE }))],
  ["a non-image renamed .png", () => action(formOf({ ...valid(), image: NOT_AN_IMAGE() }))],
  ["an image over 5 MB", () => action(formOf({ ...valid(), image: HUGE_IMAGE() }))],
];

const visitType = { name: "Follow-up", durationMinutes: 15, price: 20, mode: "in_person", bufferMinutes: 5, doctorIds: null };
/** Bad visit types, for adding and editing alike: every field's bounds, wrong types, unknown doctors. */
const visitTypeCases = (action: (v: never) => Promise<ActionResult<unknown>>): Case[] => [
  ...garbageCases(action),
  ["an empty object", () => action(forged({}))],
  ["a blank name", () => action(forged({ ...visitType, name: "   " }))],
  ["a name of 81 characters", () => action(forged({ ...visitType, name: "x".repeat(81) }))],
  ["NUL in the name", () => action(forged({ ...visitType, name: NUL }))],
  ["a huge description", () => action(forged({ ...visitType, description: HUGE }))],
  ["a duration of 0", () => action(forged({ ...visitType, durationMinutes: 0 }))],
  ["a duration of 485", () => action(forged({ ...visitType, durationMinutes: 485 }))],
  ["a duration of 7", () => action(forged({ ...visitType, durationMinutes: 7 }))],
  ["a duration as words", () => action(forged({ ...visitType, durationMinutes: "half an hour" }))],
  ["a negative price", () => action(forged({ ...visitType, price: -1 }))],
  ["a price over 100000", () => action(forged({ ...visitType, price: 100001 }))],
  ["a fractional price", () => action(forged({ ...visitType, price: 9.5 }))],
  ["a buffer of 125", () => action(forged({ ...visitType, bufferMinutes: 125 }))],
  ["a buffer of 3", () => action(forged({ ...visitType, bufferMinutes: 3 }))],
  ["an unknown mode", () => action(forged({ ...visitType, mode: "phone" }))],
  ["no doctors", () => action(forged({ ...visitType, doctorIds: [] }))],
  ["an unknown doctor", () => action(forged({ ...visitType, doctorIds: [doctorId, UNKNOWN] }))],
  ["a malformed doctor id", () => action(forged({ ...visitType, doctorIds: ["a b"] }))],
  ["doctors as a string", () => action(forged({ ...visitType, doctorIds: doctorId }))],
];

const day = (n: number) => dayFromToday(n);
/** What an offer's answer may be sent instead of its token: garbage, junk, no offer, an offer whose hold is over. */
const offerTokenCases = (action: (token: never) => Promise<ActionResult<unknown>>): Case[] => [
  ...garbageCases(action),
  ["an empty token", () => action(forged(""))],
  ["a token with a space", () => action(forged("has space"))],
  ["a token of 65 characters", () => action(forged("x".repeat(65)))],
  ["NUL in the token", () => action(forged(`${"A".repeat(31)}${NUL}`))],
  ["a huge token", () => action(forged(HUGE))],
  ["an unknown token", () => action(forged("A".repeat(32)))],
  ["an expired offer", () => action(forged(expiredToken))],
];
const timeOffCases = (action: (v: never) => Promise<ActionResult<unknown>>): Case[] => [
  ...garbageCases(action),
  ["an empty object", () => action(forged({}))],
  ["no time off", () => action(forged({ doctorId }))],
  ["an inverted range", () => action(forged({ timeOff: { from: day(5), to: day(4) } }))],
  ["a past range", () => action(forged({ timeOff: { from: day(-3), to: day(-2) } }))],
  ["a date in another format", () => action(forged({ timeOff: { from: "01/02/2030", to: day(4) } }))],
  ["cancelAffected as a string", () => action(forged({ timeOff: { from: day(40), to: day(40), cancelAffected: "yes" } }))],
  ["NUL in the reason", () => action(forged({ timeOff: { from: day(40), to: day(40), reason: NUL } }))],
  ["a huge reason", () => action(forged({ timeOff: { from: day(40), to: day(40), reason: HUGE } }))],
  ["another doctor's id", () => action(forged({ doctorId: otherDoctorId, timeOff: { from: day(40), to: day(40) } }))],
];

/** A series asked about or booked, gone wrong in each field (issue 48); as the admin, who may book one. */
const seriesRequestCases = (action: (v: never) => Promise<ActionResult<unknown>>): Case[] => {
  const ok = { doctorId, visitTypeId: seriesTypeId, date: dayFromToday(30), time: "10:00", every: 1, count: 2, userId: ids.patient };
  return [
    ...garbageCases(action),
    ["an empty object", () => action(forged({}))],
    ["every 3 weeks", () => action(forged({ ...ok, every: 3 }))],
    ["one visit", () => action(forged({ ...ok, count: 1 }))],
    ["13 visits", () => action(forged({ ...ok, count: 13 }))],
    ["a time that is not a time", () => action(forged({ ...ok, time: "25:00" }))],
    ["an impossible date", () => action(forged({ ...ok, date: "2026-02-30" }))],
    ["a type that does not allow series", () => action(forged({ ...ok, visitTypeId: "consultation" }))],
    ["an unknown doctor", () => action(forged({ ...ok, doctorId: UNKNOWN }))],
    ["an unknown patient", () => action(forged({ ...ok, userId: UNKNOWN }))],
    ["no patient named", () => action(forged({ ...ok, userId: undefined }))],
    ["replacements as a list", () => action(forged({ ...ok, replacements: [] }))],
    ["a replacement of a date not in the series", () => action(forged({ ...ok, replacements: { [dayFromToday(31)]: null } }))],
    ...BAD_IDS.map(([label, v]): Case => [`doctorId: ${label}`, () => action(forged({ ...ok, doctorId: v }))]),
  ];
};

const TABLE: Record<string, { as: Who; cases: () => Case[] }> = {
  "series.bookSeriesAction": { as: "admin", cases: () => seriesRequestCases(seriesActions.bookSeriesAction) },
  "series.cancelSeriesAction": {
    as: "admin",
    cases: () => {
      const cancel = seriesActions.cancelSeriesAction;
      const seriesId = seriesFixture?.series.id ?? "";
      return [
        ...garbageCases(cancel),
        ...BAD_IDS.map(([label, v]): Case => [label, () => cancel(forged({ seriesId: v, scope: "all" }))]),
        ["an unknown scope", () => cancel(forged({ seriesId, scope: "some" }))],
        ["one without a date", () => cancel(forged({ seriesId, scope: "one" }))],
        ["a date of another series", () => cancel(forged({ seriesId, scope: "one", appointmentId }))],
        ["a reason over 500 characters", () => cancel(forged({ seriesId, scope: "all", reason: "x".repeat(501) }))],
      ];
    },
  },
  "series.rescheduleSeriesAction": {
    as: "admin",
    cases: () => {
      const move = seriesActions.rescheduleSeriesAction;
      const seriesId = seriesFixture?.series.id ?? "";
      const ok = { seriesId, scope: "one", appointmentId: seriesFixture?.appointments[0].id ?? "", date: dayFromToday(2), time: "10:00" };
      return [
        ...garbageCases(move),
        ...BAD_IDS.map(([label, v]): Case => [label, () => move(forged({ ...ok, seriesId: v }))]),
        ["scope all", () => move(forged({ ...ok, scope: "all" }))],
        ["no appointmentId", () => move(forged({ ...ok, appointmentId: undefined }))],
        ["a time that is not a time", () => move(forged({ ...ok, time: "25:00" }))],
        ["an impossible date", () => move(forged({ ...ok, date: "2026-02-30" }))],
        ["a date of another series", () => move(forged({ ...ok, appointmentId }))],
      ];
    },
  },
  "appointments.bookAppointmentAction": {
    as: "patient",
    cases: () => {
      const slot = nextSlot();
      const ok = { doctorId, date: slot.date, time: slot.time };
      const book = appointmentActions.bookAppointmentAction;
      return [
        ...garbageCases(book),
        ["an empty object", () => book(forged({}))],
        ["wrong types", () => book(forged({ doctorId: 1, date: true, time: { h: 10 } }))],
        ["a number as time", () => book(forged({ ...ok, time: 1000 }))],
        ["a time that is not a time", () => book({ ...ok, time: "25:00" })],
        ["an off-grid time", () => book({ ...ok, time: "10:15" })],
        ["an impossible date", () => book({ ...ok, date: "2026-02-30" })],
        ["a date in another format", () => book({ ...ok, date: "01/02/2026" })],
        ["a date outside the window", () => book({ ...ok, date: "2099-01-01" })],
        ["a malformed doctorId", () => book({ ...ok, doctorId: "a b" })],
        ["an unknown doctorId", () => book({ ...ok, doctorId: UNKNOWN })],
        ["NUL in the reason", () => book({ ...ok, reason: NUL })],
        ["NUL in the doctorId", () => book({ ...ok, doctorId: `${doctorId}\u0000` })],
        ["a huge reason", () => book({ ...ok, reason: HUGE })],
        ["a list as reason", () => book(forged({ ...ok, reason: ["a"] }))],
      ];
    },
  },
  // Issue 48: the booking form with Repeat (the demo doctor's type does not allow series, the clinic's patients may not by default).
  "series-form.bookWithRepeatFromFormAction": {
    as: "patient",
    cases: () => {
      const slot = nextSlot();
      const ok = { doctorId, type: visitTypeId, date: slot.date, slot: `${slot.date}T${slot.time}`, reason: "", every: "1", count: "4" };
      const book = (fields: Record<string, string>) => asActionResult(() => ACTION_MODULES["series-form"].bookWithRepeatFromFormAction(null, formOf(fields)))();
      return [
        ["an empty form", () => book({})],
        ["no time", () => book({ ...ok, slot: "" })],
        ["every 3 weeks", () => book({ ...ok, every: "3" })],
        ["every of words", () => book({ ...ok, every: "weekly" })],
        ["a count of 1", () => book({ ...ok, count: "1" })],
        ["a count of 99", () => book({ ...ok, count: "99" })],
        ["a count that is not a number", () => book({ ...ok, count: "many" })],
        ["no visit type", () => book({ ...ok, type: "" })],
        ["an unknown visit type", () => book({ ...ok, type: UNKNOWN })],
        ["a replacement that is not a slot", () => book({ ...ok, decision: "choices", [`replace-${slot.date}`]: "tomorrow" })],
        ["a replacement key that is not a date", () => book({ ...ok, decision: "choices", "replace-soon": "skip" })],
        ["NUL in the reason", () => book({ ...ok, reason: NUL })],
        ["a huge reason", () => book({ ...ok, reason: HUGE })],
      ];
    },
  },
  "appointments.bookFromFormAction": {
    as: "patient",
    cases: () => {
      const slot = nextSlot();
      const ok = { doctorId, date: slot.date, slot: `${slot.date}T${slot.time}`, reason: "" };
      const book = (fields: Record<string, string>) => asActionResult(() => appointmentActions.bookFromFormAction(null, formOf(fields)))();
      return [
        ["an empty form", () => book({})],
        ["no time", () => book({ ...ok, slot: "" })],
        ["a time of another day", () => book({ ...ok, date: dayFromToday(3) === slot.date ? dayFromToday(4) : dayFromToday(3) })],
        ["a time that is not a time", () => book({ ...ok, slot: `${slot.date}T25:00` })],
        ["an off-grid time", () => book({ ...ok, slot: `${slot.date}T10:15` })],
        ["a slot in another format", () => book({ ...ok, slot: `${slot.date} ${slot.time}` })],
        ["an impossible date", () => book({ ...ok, date: "2026-02-30", slot: "2026-02-30T10:00" })],
        ["a date outside the window", () => book({ ...ok, date: "2099-01-01", slot: "2099-01-01T10:00" })],
        ["a malformed doctorId", () => book({ ...ok, doctorId: "a b" })],
        ["an unknown doctorId", () => book({ ...ok, doctorId: UNKNOWN })],
        ["an unknown visit type", () => book({ ...ok, type: UNKNOWN })],
        ["NUL in the reason", () => book({ ...ok, reason: NUL })],
        ["a huge reason", () => book({ ...ok, reason: HUGE })],
      ];
    },
  },
  // Issue 47: the appointment's type asks no question, so any answer names an unknown one.
  "answers.saveAnswersAction": {
    as: "admin",
    cases: () => {
      const save = answerActions.saveAnswersAction;
      return [
        ...garbageCases(save),
        ...BAD_IDS.map(([label, v]): Case => [label, () => save(forged({ id: v, answers: [] }))]),
        ["no answers", () => save(forged({ id: appointmentId }))],
        ["answers not a list", () => save(forged({ id: appointmentId, answers: "yes" }))],
        ["an answer to a question not asked", () => save({ id: appointmentId, answers: [{ questionId: "nope", value: "x" }] })],
        ["an object as a value", () => save(forged({ id: appointmentId, answers: [{ questionId: "q", value: { a: 1 } }] }))],
        ["a huge question id", () => save({ id: appointmentId, answers: [{ questionId: HUGE, value: "x" }] })],
      ];
    },
  },
  "answers.saveAnswersFromFormAction": {
    as: "admin",
    cases: () => {
      const save = (fields: Record<string, string>) => asActionResult(() => answerActions.saveAnswersFromFormAction(null, formOf(fields)))();
      return [...BAD_IDS.filter(([, v]) => typeof v === "string").map(([label, v]): Case => [label, () => save({ id: v as string })]), ["no id", () => save({})]];
    },
  },
  "appointments.cancelFromFormAction": {
    as: "admin",
    cases: () => {
      const cancel = (fields: Record<string, string>) => asActionResult(() => appointmentActions.cancelFromFormAction(null, formOf(fields)))();
      return [
        ...BAD_IDS.filter(([, v]) => typeof v === "string").map(([label, v]): Case => [label, () => cancel({ id: v as string })]),
        ["no id", () => cancel({})],
        ["a huge reason", () => cancel({ id: appointmentId, reasonChoice: "Other", reasonDetails: "x".repeat(501) })],
        ["NUL in the reason", () => cancel({ id: appointmentId, reasonDetails: NUL })],
      ];
    },
  },
  "appointments.rescheduleFromFormAction": {
    as: "patient",
    cases: () => {
      const to = nextSlot();
      const ok = { id: appointmentId, date: to.date, slot: `${to.date}T${to.time}` };
      const move = (fields: Record<string, string>) => asActionResult(() => appointmentActions.rescheduleFromFormAction(null, formOf(fields)))();
      return [
        ...BAD_IDS.filter(([, v]) => typeof v === "string").map(([label, v]): Case => [label, () => move({ ...ok, id: v as string })]),
        ["an empty form", () => move({})],
        ["no time", () => move({ ...ok, slot: "" })],
        ["a time of another day", () => move({ ...ok, date: "2099-01-01" })],
        ["a time that is not a time", () => move({ ...ok, slot: `${to.date}T25:00` })],
        ["an off-grid time", () => move({ ...ok, slot: `${to.date}T10:15` })],
        ["the slot it already has", () => move({ ...ok, date: appointmentSlot.date, slot: `${appointmentSlot.date}T${appointmentSlot.time}` })],
      ];
    },
  },
  "appointments.cancelAppointmentAction": {
    as: "admin",
    cases: () => [
      ...BAD_IDS.map(([label, v]): Case => [label, () => appointmentActions.cancelAppointmentAction(forged({ id: v }))]),
      ["a bare id", () => appointmentActions.cancelAppointmentAction(forged(appointmentId))],
      ["a huge reason", () => appointmentActions.cancelAppointmentAction({ id: appointmentId, reason: "x".repeat(501) })],
      ["a list as reason", () => appointmentActions.cancelAppointmentAction(forged({ id: appointmentId, reason: ["a"] }))],
    ],
  },
  "appointments.rescheduleAppointmentAction": {
    as: "patient",
    cases: () => {
      const to = nextSlot();
      const ok = { id: appointmentId, date: to.date, time: to.time };
      const move = appointmentActions.rescheduleAppointmentAction;
      return [
        ...garbageCases(move),
        ...BAD_IDS.map(([label, v]): Case => [label, () => move(forged({ ...ok, id: v }))]),
        ["an empty object", () => move(forged({}))],
        ["no slot", () => move(forged({ id: appointmentId }))],
        ["wrong types", () => move(forged({ id: appointmentId, date: true, time: { h: 10 } }))],
        ["a time that is not a time", () => move({ ...ok, time: "25:00" })],
        ["an off-grid time", () => move({ ...ok, time: "10:15" })],
        ["an impossible date", () => move({ ...ok, date: "2026-02-30" })],
        ["a date outside the window", () => move({ ...ok, date: "2099-01-01" })],
        ["NUL in the date", () => move({ ...ok, date: `${to.date}\u0000` })],
        ["a huge time", () => move({ ...ok, time: HUGE })],
        ["the slot it already has", () => move({ ...ok, date: appointmentSlot.date, time: appointmentSlot.time })],
      ];
    },
  },
  "appointments.rescheduleSlotsAction": {
    as: "patient",
    cases: () => BAD_IDS.map(([label, v]): Case => [label, () => appointmentActions.rescheduleSlotsAction(forged(v))]),
  },
  "appointments.completeAppointmentAction": {
    as: "admin",
    cases: () => [
      ...BAD_IDS.map(([label, v]): Case => [label, () => appointmentActions.completeAppointmentAction(forged(v))]),
      // A real appointment, but in the future: the rule refuses, with a message.
      ["an appointment not yet due", () => appointmentActions.completeAppointmentAction(appointmentId)],
    ],
  },
  "appointments.checkInAppointmentAction": {
    as: "admin",
    cases: () => [
      ...BAD_IDS.map(([label, v]): Case => [label, () => appointmentActions.checkInAppointmentAction(forged(v))]),
      ["an appointment not yet due", () => appointmentActions.checkInAppointmentAction(appointmentId)],
    ],
  },
  "appointments.markNoShowAction": {
    as: "admin",
    cases: () => [
      ...BAD_IDS.map(([label, v]): Case => [label, () => appointmentActions.markNoShowAction(forged(v))]),
      ["an appointment not yet due", () => appointmentActions.markNoShowAction(appointmentId)],
    ],
  },
  "settings.updateSettingsAction": {
    as: "admin",
    cases: () => {
      const ok = { maxOpenPerDoctor: 2, maxOpenTotal: 5, bookingHorizonDays: 7, minNoticeMinutes: 0, cancelCutoffHours: 0, slotIntervalMinutes: 30, waitlistHoldMinutes: 15, maxDependentsPerGuardian: 10, requireTwoFactorForStaff: false, patientsMayBookSeries: false, auditRetentionDays: 2190, inactivePatientRetentionDays: null };
      const save = settingsActions.updateSettingsAction;
      return [
        ["nothing", () => save(forged(undefined))],
        ["a horizon of 0 days", () => save({ ...ok, bookingHorizonDays: 0 })],
        ["a horizon of 91 days", () => save({ ...ok, bookingHorizonDays: 91 })],
        ["a negative notice", () => save({ ...ok, minNoticeMinutes: -1 })],
        ["a notice over a week", () => save({ ...ok, minNoticeMinutes: 10081 })],
        ["a cutoff over 30 days", () => save({ ...ok, cancelCutoffHours: 721 })],
        ["a fractional cutoff", () => save({ ...ok, cancelCutoffHours: 1.5 })],
        ["a waitlist hold under 5 minutes", () => save({ ...ok, waitlistHoldMinutes: 4 })],
        ["a waitlist hold over a day", () => save({ ...ok, waitlistHoldMinutes: 1441 })],
        ["a number as text", () => save(forged({ ...ok, cancelCutoffHours: "24" }))],
        ["a setting left out", () => save(forged({ maxOpenPerDoctor: 2, maxOpenTotal: 5 }))],
        ["per doctor above in all", () => save({ ...ok, maxOpenPerDoctor: 6 })],
        // Issue 45: the retentions, at least a year.
        ["an audit retention under a year", () => save({ ...ok, auditRetentionDays: 364 })],
        ["no audit retention", () => save(forged({ ...ok, auditRetentionDays: null }))],
        ["an inactive-patient retention under a year", () => save({ ...ok, inactivePatientRetentionDays: 364 })],
        ["a fractional inactive-patient retention", () => save({ ...ok, inactivePatientRetentionDays: 400.5 })],
      ];
    },
  },
  "profile.updateProfileAction": {
    as: "patient",
    cases: () => [
      ...formCases(profileActions.updateProfileAction, () => profile, "name"),
      ["a short name", () => profileActions.updateProfileAction(formOf({ ...profile, name: "Al" }))],
      ["a bad date of birth", () => profileActions.updateProfileAction(formOf({ ...profile, dob: "31/12/1990" }))],
      ["a future date of birth", () => profileActions.updateProfileAction(formOf({ ...profile, dob: "2999-01-01" }))],
      ["an unknown gender", () => profileActions.updateProfileAction(formOf({ ...profile, gender: "robot" }))],
      ["NUL in the address, sent as an object", () => profileActions.updateProfileAction(forged({ ...profile, address: NUL }))],
    ],
  },
  "profile.saveLanguageAction": {
    as: "patient",
    cases: () => [
      ...GARBAGE.filter(([, v]) => typeof v !== "string").map(([label, v]): Case => [label, () => profileActions.saveLanguageAction(forged(v))]),
      ["a language the clinic does not offer (Arabic; see the describe)", () => profileActions.saveLanguageAction("ar")],
      ["an unknown language", () => profileActions.saveLanguageAction(forged("klingon"))],
      ["a huge text", () => profileActions.saveLanguageAction(forged(HUGE))],
    ],
  },
  "profile.updateDoctorProfileAction": {
    as: "doctor",
    cases: () => [
      ...formCases(profileActions.updateDoctorProfileAction, () => doctorProfile, "about"),
      ["fees as words", () => profileActions.updateDoctorProfileAction(formOf({ ...doctorProfile, fees: "thirty" }))],
      ["negative fees", () => profileActions.updateDoctorProfileAction(formOf({ ...doctorProfile, fees: "-5" }))],
      ["fees as an object", () => profileActions.updateDoctorProfileAction(forged({ ...doctorProfile, fees: { amount: 30 } }))],
      ["an unknown speciality", () => profileActions.updateDoctorProfileAction(formOf({ ...doctorProfile, speciality: "Astrologer" }))],
    ],
  },
  "doctors.addDoctorAction": {
    as: "admin",
    cases: () => [
      ...formCases(doctorActions.addDoctorAction, newDoctor, "name"),
      // An empty password is allowed (issue 13: the doctor gets a link to set their own); a short one is not.
      ["a short password", () => doctorActions.addDoctorAction(formOf({ ...newDoctor(), password: "12345" }))],
      ["a bad email", () => doctorActions.addDoctorAction(formOf({ ...newDoctor(), email: "@@" }))],
      ["an email already taken", () => doctorActions.addDoctorAction(formOf({ ...newDoctor(), email: doctorEmail }))],
      ["NUL in the about text, sent as an object", () => doctorActions.addDoctorAction(forged({ ...newDoctor(), about: NUL }))],
    ],
  },
  "doctors.editDoctorAction": {
    as: "admin",
    cases: () => [
      ...formCases((form) => doctorActions.editDoctorAction(doctorId, form), newDoctor, "about"),
      ...BAD_IDS.map(([label, v]): Case => [label, () => doctorActions.editDoctorAction(forged(v), formOf(newDoctor()))]),
      ["a blank name", () => doctorActions.editDoctorAction(doctorId, formOf({ ...newDoctor(), name: "   " }))],
    ],
  },
  "doctors.setAvailabilityAction": {
    as: "admin",
    cases: () => [
      ...BAD_IDS.map(([label, v]): Case => [label, () => doctorActions.setAvailabilityAction(forged(v), false)]),
      ["available as a string", () => doctorActions.setAvailabilityAction(doctorId, forged("yes"))],
      ["available missing", () => doctorActions.setAvailabilityAction(doctorId, forged(undefined))],
      ["available as a number", () => doctorActions.setAvailabilityAction(doctorId, forged(0))],
    ],
  },
  "doctors.removeDoctorAction": {
    as: "admin",
    cases: () => BAD_IDS.map(([label, v]): Case => [label, () => doctorActions.removeDoctorAction(forged(v))]),
  },
  "contact.sendContactAction": {
    as: "anonymous",
    cases: () => [
      ...garbageCases(contactActions.sendContactAction),
      ["an empty object", () => contactActions.sendContactAction(forged({}))],
      ["wrong types", () => contactActions.sendContactAction(forged({ name: 1, email: [], subject: {}, message: false }))],
      ["a bad email", () => contactActions.sendContactAction({ ...contact, email: "not an email" })],
      ["a blank message", () => contactActions.sendContactAction({ ...contact, message: "   " })],
      ["NUL in the message", () => contactActions.sendContactAction({ ...contact, message: NUL })],
      ["a huge message", () => contactActions.sendContactAction({ ...contact, message: HUGE })],
    ],
  },
  "signup.signupAction": {
    as: "anonymous",
    cases: () => [
      ...garbageCases(signupActions.signupAction),
      ["an empty object", () => signupActions.signupAction(forged({}))],
      ["passwords that differ", () => signupActions.signupAction({ ...signup(), confirmPassword: "other-secret" })],
      ["terms not accepted", () => signupActions.signupAction({ ...signup(), terms: false })],
      ["terms as a string", () => signupActions.signupAction(forged({ ...signup(), terms: "yes" }))],
      ["a list as email", () => signupActions.signupAction(forged({ ...signup(), email: ["a@example.test"] }))],
      ["a short password", () => signupActions.signupAction({ ...signup(), password: "123", confirmPassword: "123" })],
      ["NUL in the name", () => signupActions.signupAction({ ...signup(), name: NUL })],
      ["a huge name", () => signupActions.signupAction({ ...signup(), name: HUGE })],
    ],
  },
  // The forms posted before any script runs (issue 25): a FormData, or anything a forged call sends.
  "contact.sendContactFormAction": {
    as: "anonymous",
    cases: () => postedCases(contactActions.sendContactFormAction, contact, "message"),
  },
  "signup.signupFormAction": {
    as: "anonymous",
    cases: () => [
      ...postedCases(signupActions.signupFormAction, { ...signup(), terms: "on" }, "name"),
      // An unticked box is left out of the form.
      ["terms not ticked", () => posted(signupActions.signupFormAction)(formOf(unticked()))],
    ],
  },
  "login.loginFormAction": {
    as: "anonymous",
    cases: () => postedCases(loginActions.loginFormAction, { email: "someone@example.test", password: "secret123", remember: "on" }, "email"),
  },
  "auth.changePasswordAction": {
    as: "patient",
    cases: () => {
      const change = authActions.changePasswordAction;
      const ok = { currentPassword: PASSWORD, newPassword: "a-new-secret", confirmPassword: "a-new-secret" };
      return [
        ...garbageCases(change),
        ["an empty object", () => change(forged({}))],
        ["wrong types", () => change(forged({ currentPassword: 1, newPassword: [], confirmPassword: {} }))],
        ["a short new password", () => change({ ...ok, newPassword: "12345", confirmPassword: "12345" })],
        ["a huge new password", () => change({ ...ok, newPassword: HUGE, confirmPassword: HUGE })],
        ["passwords that differ", () => change({ ...ok, confirmPassword: "something-else" })],
        ["a wrong current password", () => change({ ...ok, currentPassword: "not-the-password" })],
        ["no current password", () => change({ ...ok, currentPassword: "" })],
      ];
    },
  },
  "schedule.saveScheduleAction": {
    as: "doctor",
    cases: () => {
      const save = scheduleActions.saveScheduleAction;
      const monday = (intervals: unknown) => ({ schedule: { weekly: { ...DEFAULT_WEEKLY_HOURS, "1": intervals } } }) as never;
      return [
        ...garbageCases(save),
        ["an empty object", () => save(forged({}))],
        ["overlapping intervals", () => save(monday([{ start: "09:00", end: "13:00" }, { start: "12:00", end: "17:00" }]))],
        ["unordered intervals", () => save(monday([{ start: "14:00", end: "17:00" }, { start: "09:00", end: "13:00" }]))],
        ["an off-grid time", () => save(monday([{ start: "09:15", end: "13:00" }]))],
        ["NUL in a time", () => save(monday([{ start: NUL, end: "13:00" }]))],
        ["a huge time", () => save(monday([{ start: HUGE, end: "13:00" }]))],
        ["a day as a string", () => save(monday("09:00-17:00"))],
        ["a malformed doctorId", () => save(forged({ doctorId: "a b", schedule: { weekly: DEFAULT_WEEKLY_HOURS } }))],
        ["another doctor's id", () => save({ doctorId: otherDoctorId, schedule: { weekly: DEFAULT_WEEKLY_HOURS } })],
      ];
    },
  },
  "schedule.previewTimeOffAction": { as: "doctor", cases: () => timeOffCases(scheduleActions.previewTimeOffAction) },
  "schedule.addTimeOffAction": { as: "doctor", cases: () => timeOffCases(scheduleActions.addTimeOffAction) },
  "schedule.removeTimeOffAction": {
    as: "doctor",
    cases: () => [
      ...garbageCases(scheduleActions.removeTimeOffAction),
      ...BAD_IDS.map(([label, v]): Case => [label, () => scheduleActions.removeTimeOffAction(forged({ id: v }))]),
    ],
  },
  "password-reset.forgotPasswordAction": {
    as: "anonymous",
    cases: () => [
      ...garbageCases(passwordResetActions.forgotPasswordAction),
      ["an empty object", () => passwordResetActions.forgotPasswordAction(forged({}))],
      ["a bad email", () => passwordResetActions.forgotPasswordAction({ email: "not an email" })],
      ["a list as email", () => passwordResetActions.forgotPasswordAction(forged({ email: ["a@example.test"] }))],
      ["NUL in the email", () => passwordResetActions.forgotPasswordAction({ email: `a${NUL}@example.test` })],
      ["a huge email", () => passwordResetActions.forgotPasswordAction({ email: `${HUGE}@example.test` })],
    ],
  },
  "password-reset.resetPasswordAction": {
    as: "anonymous",
    cases: () => {
      const reset = passwordResetActions.resetPasswordAction;
      const ok = { token: "A".repeat(43), password: "a-new-secret", confirmPassword: "a-new-secret" };
      return [
        ...garbageCases(reset),
        ["an empty object", () => reset(forged({}))],
        ["wrong types", () => reset(forged({ token: 1, password: [], confirmPassword: {} }))],
        ["an unknown token", () => reset(ok)],
        ["a malformed token", () => reset({ ...ok, token: "../etc/passwd" })],
        ["NUL in the token", () => reset({ ...ok, token: `${"A".repeat(42)}${NUL}` })],
        ["a huge token", () => reset({ ...ok, token: HUGE })],
        ["a short password", () => reset({ ...ok, password: "12345", confirmPassword: "12345" })],
        ["passwords that differ", () => reset({ ...ok, confirmPassword: "something-else" })],
      ];
    },
  },
  "reminders.setReminderEmailsAction": {
    as: "patient",
    cases: () => [
      ...GARBAGE.filter(([, v]) => typeof v !== "boolean").map(([label, v]): Case => [label, () => reminderActions.setReminderEmailsAction(forged(v))]),
      ["the text \"false\"", () => reminderActions.setReminderEmailsAction(forged("false"))],
      ["an object", () => reminderActions.setReminderEmailsAction(forged({ on: false }))],
    ],
  },
  "reminders.unsubscribeAction": {
    as: "anonymous",
    cases: () => {
      const unsubscribe = reminderActions.unsubscribeAction;
      const u = ids.patient!;
      return [
        ...garbageCases(unsubscribe),
        ["an empty object", () => unsubscribe(forged({}))],
        ["a wrong signature", () => unsubscribe({ u, sig: "A".repeat(43) })],
        ["another account's signature", () => unsubscribe({ u, sig: unsubscribeSignature(ids.doctor!) })],
        ["no signature", () => unsubscribe(forged({ u }))],
        ["a malformed account id", () => unsubscribe({ u: "a b", sig: unsubscribeSignature("a b") })],
        ["NUL in the account id", () => unsubscribe({ u: `${u}${NUL}`, sig: "A".repeat(43) })],
        ["a huge signature", () => unsubscribe({ u, sig: HUGE })],
      ];
    },
  },
  "emails.retryEmailAction": {
    as: "admin",
    cases: () => [
      ...BAD_IDS.map(([label, v]): Case => [label, () => emailActions.retryEmailAction(forged(v))]),
      ["an unknown email id", () => emailActions.retryEmailAction("00000000-0000-4000-8000-000000000000")],
      ["an email that did not fail", () => emailActions.retryEmailAction(sentEmailId)],
    ],
  },
  "visit-types.createVisitTypeAction": { as: "admin", cases: () => visitTypeCases(visitTypeActions.createVisitTypeAction) },
  "visit-types.updateVisitTypeAction": {
    as: "admin",
    cases: () => [
      ...visitTypeCases((v) => visitTypeActions.updateVisitTypeAction(forged({ ...(v as object), id: visitTypeId }))),
      ...BAD_IDS.map(([label, v]): Case => [label, () => visitTypeActions.updateVisitTypeAction(forged({ ...visitType, id: v }))]),
    ],
  },
  "visit-types.archiveVisitTypeAction": {
    as: "admin",
    cases: () => [
      ...BAD_IDS.map(([label, v]): Case => [label, () => visitTypeActions.archiveVisitTypeAction(forged(v))]),
    ],
  },
  "visit-types.restoreVisitTypeAction": { as: "admin", cases: () => BAD_IDS.map(([label, v]): Case => [label, () => visitTypeActions.restoreVisitTypeAction(forged(v))]) },
  "visit-types.moveVisitTypeAction": {
    as: "admin",
    cases: () => [
      ...garbageCases(visitTypeActions.moveVisitTypeAction),
      ...BAD_IDS.map(([label, v]): Case => [label, () => visitTypeActions.moveVisitTypeAction(forged({ id: v, direction: "up" }))]),
      ["no direction", () => visitTypeActions.moveVisitTypeAction(forged({ id: visitTypeId }))],
      ["a direction that is not up or down", () => visitTypeActions.moveVisitTypeAction(forged({ id: visitTypeId, direction: "left" }))],
      ["NUL in the direction", () => visitTypeActions.moveVisitTypeAction(forged({ id: visitTypeId, direction: `up${NUL}` }))],
    ],
  },
  // My family (issue 26).
  "dependents.addDependentAction": {
    as: "patient",
    cases: () => [
      ...garbageCases(dependentsActions.addDependentAction),
      ["no date of birth", () => dependentsActions.addDependentAction(forged({ name: "Kid Valid", relationship: "child" }))],
      ["a date of birth in the future", () => dependentsActions.addDependentAction(forged({ name: "Kid Valid", dob: "2999-01-01", relationship: "child" }))],
      ["an unknown relationship", () => dependentsActions.addDependentAction(forged({ name: "Kid Valid", dob: "2018-06-01", relationship: "pet" }))],
      ["NUL in the name", () => dependentsActions.addDependentAction(forged({ name: NUL, dob: "2018-06-01", relationship: "child" }))],
    ],
  },
  "dependents.updateDependentAction": {
    as: "patient",
    cases: () => [
      ...garbageCases(dependentsActions.updateDependentAction),
      ...BAD_IDS.map(([label, v]): Case => [label, () => dependentsActions.updateDependentAction(forged({ id: v, name: "Kid Valid", dob: "2018-06-01", relationship: "child" }))]),
    ],
  },
  "dependents.removeDependentAction": {
    as: "patient",
    cases: () => [...garbageCases(dependentsActions.removeDependentAction), ...BAD_IDS.map(([label, v]): Case => [label, () => dependentsActions.removeDependentAction(forged(v))])],
  },
  // The front desk's dialogs (issue 26).
  "desk.searchPatientsAction": {
    as: "admin",
    // A search is any text: "garbage" is one (it finds no one). Everything else is refused.
    cases: () => [
      ...GARBAGE.filter(([, v]) => typeof v !== "string").map(([label, v]): Case => [label, () => deskActions.searchPatientsAction(forged(v))]),
      ["a one-letter search", () => deskActions.searchPatientsAction("a")],
      ["a huge search", () => deskActions.searchPatientsAction(HUGE)],
      ["NUL in the search", () => deskActions.searchPatientsAction(NUL)],
    ],
  },
  "desk.createPatientAction": {
    as: "admin",
    cases: () => [
      ...garbageCases(deskActions.createPatientAction),
      ["no phone", () => deskActions.createPatientAction(forged({ name: "Phone Caller" }))],
      ["a phone with too few digits", () => deskActions.createPatientAction(forged({ name: "Phone Caller", phone: "12" }))],
      ["an email that is not one", () => deskActions.createPatientAction(forged({ name: "Phone Caller", phone: "555 0100", email: "nope" }))],
      ["NUL in the name", () => deskActions.createPatientAction(forged({ name: NUL, phone: "555 0100" }))],
    ],
  },
  // Issue 45.
  "privacy.deleteAccountAction": {
    as: "patient",
    cases: () => [
      ...garbageCases(privacyActions.deleteAccountAction),
      ["no password", () => privacyActions.deleteAccountAction(forged({}))],
      ["a wrong password", () => privacyActions.deleteAccountAction({ password: "not the password" })],
      ["a password over 100 characters", () => privacyActions.deleteAccountAction({ password: "x".repeat(101) })],
      ["a code over 32 characters", () => privacyActions.deleteAccountAction(forged({ password: "whatever1", otp: "1".repeat(33) }))],
      ["NUL in the password", () => privacyActions.deleteAccountAction({ password: NUL })],
    ],
  },
  "privacy.erasePatientRecordAction": {
    as: "admin",
    cases: () => [...garbageCases(privacyActions.erasePatientRecordAction), ...BAD_IDS.map(([label, v]): Case => [label, () => privacyActions.erasePatientRecordAction(forged(v))])],
  },
  "desk.invitePatientAction": {
    as: "admin",
    cases: () => [...garbageCases(deskActions.invitePatientAction), ...BAD_IDS.map(([label, v]): Case => [label, () => deskActions.invitePatientAction(forged(v))])],
  },
  "desk.updatePatientRecordAction": {
    as: "admin",
    cases: () => [
      ...garbageCases(deskActions.updatePatientRecordAction),
      ...BAD_IDS.map(([label, v]): Case => [label, () => deskActions.updatePatientRecordAction(forged({ id: v, name: "Phone Caller", phone: "555 0100" }))]),
      ["no phone", () => deskActions.updatePatientRecordAction(forged({ id: "cunknownid0000000000000000", name: "Phone Caller" }))],
      ["an email that is not one", () => deskActions.updatePatientRecordAction(forged({ id: "cunknownid0000000000000000", name: "Phone Caller", phone: "555 0100", email: "nope" }))],
      ["NUL in the address", () => deskActions.updatePatientRecordAction(forged({ id: "cunknownid0000000000000000", name: "Phone Caller", phone: "555 0100", address: NUL }))],
    ],
  },
  "desk.deskSlotsAction": {
    as: "admin",
    cases: () => [...garbageCases(deskActions.deskSlotsAction), ...BAD_IDS.map(([label, v]): Case => [label, () => deskActions.deskSlotsAction(forged({ doctorId: v }))])],
  },
  "desk.deskBookAction": {
    as: "admin",
    cases: () => [
      ...garbageCases(deskActions.deskBookAction),
      ...BAD_IDS.map(([label, v]): Case => [label, () => deskActions.deskBookAction(forged({ patientId: v, doctorId: v, date: "2030-01-01", time: "10:00 AM" }))]),
      ["a time that is not one", () => deskActions.deskBookAction(forged({ patientId: "cunknownid0000000000000000", doctorId: "cunknownid0000000000000000", date: "2030-01-01", time: "25:99" }))],
    ],
  },
  "desk.walkInAction": {
    as: "admin",
    cases: () => [...garbageCases(deskActions.walkInAction), ...BAD_IDS.map(([label, v]): Case => [label, () => deskActions.walkInAction(forged({ patientId: v, doctorId: v }))])],
  },
  // The admin's Staff screen (issue 26).
  "staff.addStaffAction": {
    as: "admin",
    cases: () => [
      ...garbageCases(staffActions.addStaffAction),
      ["no email", () => staffActions.addStaffAction(forged({ name: "Desk Person" }))],
      ["an email that is not one", () => staffActions.addStaffAction(forged({ name: "Desk Person", email: "not-an-email" }))],
      ["a one-letter name", () => staffActions.addStaffAction(forged({ name: "D", email: "d@example.test" }))],
      ["NUL in the name", () => staffActions.addStaffAction(forged({ name: NUL, email: "nul@example.test" }))],
      ["a huge name", () => staffActions.addStaffAction(forged({ name: HUGE, email: "huge@example.test" }))],
    ],
  },
  "staff.archiveStaffAction": {
    as: "admin",
    cases: () => [...garbageCases(staffActions.archiveStaffAction), ...BAD_IDS.map(([label, v]): Case => [label, () => staffActions.archiveStaffAction(forged(v))])],
  },
  // The waitlist (issue 27).
  "waitlist.joinWaitlistAction": {
    as: "patient",
    cases: () => {
      const join = waitlistActions.joinWaitlistAction;
      const ok = { doctorId, from: day(0), to: day(10) };
      return [
        ...garbageCases(join),
        ["an empty object", () => join(forged({}))],
        ["a range starting yesterday", () => join({ ...ok, from: day(-1) })],
        ["a range ending 61 days ahead", () => join({ ...ok, to: day(61) })],
        ["an end before the start", () => join({ ...ok, from: day(5), to: day(4) })],
        ["a date that does not exist", () => join({ ...ok, to: "2026-02-30" })],
        ["an unknown part of the day", () => join(forged({ ...ok, partsOfDay: ["night"] }))],
        ["a weekday 7", () => join({ ...ok, weekdays: [7] })],
        ["a weekday as a name", () => join(forged({ ...ok, weekdays: ["monday"] }))],
        ["NUL in the doctor id", () => join({ ...ok, doctorId: `${doctorId}${NUL}` })],
        ["an unknown doctor", () => join({ ...ok, doctorId: UNKNOWN })],
        ["an unknown visit type", () => join({ ...ok, visitTypeId: UNKNOWN })],
        ["someone else's userId", () => join({ ...ok, userId: UNKNOWN })],
        ["a huge userId", () => join(forged({ ...ok, userId: HUGE }))],
      ];
    },
  },
  "waitlist.leaveWaitlistAction": {
    as: "patient",
    cases: () => [...BAD_IDS.map(([label, v]): Case => [label, () => waitlistActions.leaveWaitlistAction(forged(v))]), ["an entry that has ended", () => waitlistActions.leaveWaitlistAction(endedEntryId)]],
  },
  "waitlist.claimOfferAction": { as: "anonymous", cases: () => offerTokenCases(waitlistActions.claimOfferAction) },
  "waitlist.declineOfferAction": { as: "anonymous", cases: () => offerTokenCases(waitlistActions.declineOfferAction) },
  // Take no input: nothing to get wrong (their own tests are in actions-authorization.test.ts).
  // Issue 44: second factors. A code must be a string of 6 to 32 characters (six digits to confirm).
  "two-factor.startTotpAction": { as: "patient", cases: () => [] },
  // Issue 44: passkeys. Malformed browser answers and ids are refused before any check; an answer
  // without its challenge, or to none, is refused by the check (tests/integration/accounts/passkeys.test.ts).
  "passkeys.passkeyRegistrationOptionsAction": { as: "patient", cases: () => [] },
  "passkeys.addPasskeyAction": {
    as: "patient",
    cases: () => [
      ...garbageCases(passkeyActions.addPasskeyAction),
      ["no name", () => passkeyActions.addPasskeyAction(forged({ response: { id: "a", rawId: "a", type: "public-key", response: { clientDataJSON: "a", attestationObject: "a" } } }))],
      ["a 61-character name", () => passkeyActions.addPasskeyAction(forged({ name: "x".repeat(61), response: {} }))],
      ["an answer to no challenge", () => passkeyActions.addPasskeyAction(forged({ name: "Key", response: { id: "a", rawId: "a", type: "public-key", response: { clientDataJSON: "a", attestationObject: "a" } } }))],
    ],
  },
  "passkeys.removePasskeyAction": {
    as: "patient",
    cases: () => [...garbageCases(passkeyActions.removePasskeyAction), ["an unknown passkey", () => passkeyActions.removePasskeyAction("AAAAAAAA")], ["slashes", () => passkeyActions.removePasskeyAction("a/b")]],
  },
  "passkeys.secondStepPasskeyOptionsAction": { as: "anonymous", cases: () => [["no attempt", () => passkeyActions.secondStepPasskeyOptionsAction()]] },
  "passkeys.secondStepPasskeyAction": {
    as: "anonymous",
    cases: () => [...garbageCases(passkeyActions.secondStepPasskeyAction), ["an answer without an attempt", () => passkeyActions.secondStepPasskeyAction(forged({ response: { id: "a", rawId: "a", type: "public-key", response: { clientDataJSON: "a", authenticatorData: "a", signature: "a" } } }))]],
  },
  "passkeys.passwordlessOptionsAction": { as: "anonymous", cases: () => [["remember as text", () => passkeyActions.passwordlessOptionsAction(forged({ remember: "yes" }))]] },
  "passkeys.passwordlessSignInAction": {
    as: "anonymous",
    cases: () => [...garbageCases(passkeyActions.passwordlessSignInAction), ["an answer without an attempt", () => passkeyActions.passwordlessSignInAction(forged({ response: { id: "a", rawId: "a", type: "public-key", response: { clientDataJSON: "a", authenticatorData: "a", signature: "a" } } }))]],
  },
  "two-factor.confirmTotpAction": {
    as: "patient",
    cases: () => [
      ...garbageCases(twoFactorActions.confirmTotpAction),
      ["five digits", () => twoFactorActions.confirmTotpAction(forged({ code: "12345" }))],
      ["letters", () => twoFactorActions.confirmTotpAction(forged({ code: "abcdef" }))],
    ],
  },
  "two-factor.disableTotpAction": {
    as: "patient",
    cases: () => [...garbageCases(twoFactorActions.disableTotpAction), ["a 33-character code", () => twoFactorActions.disableTotpAction(forged({ code: "x".repeat(33) }))]],
  },
  "two-factor.newRecoveryCodesAction": {
    as: "patient",
    cases: () => [...garbageCases(twoFactorActions.newRecoveryCodesAction), ["no code", () => twoFactorActions.newRecoveryCodesAction(forged({}))]],
  },
  "two-factor.resetSecondFactorAction": {
    as: "admin",
    cases: () => [...garbageCases(twoFactorActions.resetSecondFactorAction), ...BAD_IDS.map(([label, v]): Case => [label, () => twoFactorActions.resetSecondFactorAction(forged(v))])],
  },
  // Posted without scripts (the attempt itself is the cookie's; its refusals are tested in
  // tests/integration/accounts/two-factor.test.ts): what the form can carry wrong.
  "login-verify.verifyCodeAction": {
    as: "anonymous",
    cases: () => [
      ...postedCases(loginVerifyActions.verifyCodeAction, { code: "123456" }, "code"),
      ["a 33-character code", () => posted(loginVerifyActions.verifyCodeAction)(formOf({ code: "x".repeat(33) }))],
      ["a code without an attempt", () => posted(loginVerifyActions.verifyCodeAction)(formOf({ code: "123456" }))],
    ],
  },
  "auth.logout": { as: "anonymous", cases: () => [] },
  "auth.logoutEverywhereAction": { as: "anonymous", cases: () => [] },
  "schedule.resetCalendarFeedAction": { as: "doctor", cases: () => [] },
};

let unexpected: MockInstance<typeof console.error>;
beforeAll(() => {
  // describeError logs every error it does not recognise: a bug, which is what this file looks for.
  unexpected = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(unexpected.mock.calls.filter((args) => String(args[0]).includes("unexpected error"))).toEqual([]);
  unexpected.mockClear();
});

let n = 0;

describe("server action bad input", () => {
  // Three of the four languages offered, so one (ar) is a real language the clinic does not offer.
  beforeAll(() => {
    vi.stubEnv("CLINIC_LOCALES", "en,es,fr");
    return () => vi.unstubAllEnvs();
  });
  it("has a row for every exported action", () => {
    expect(actionFiles()).toEqual(Object.keys(ACTION_MODULES).sort());
    expect(Object.keys(TABLE).sort()).toEqual(exportedActions());
  });

  it.each(Object.entries(TABLE).filter(([, row]) => row.cases().length > 0))("%s", async (_action, row) => {
    const before = await snapshot();
    for (const [label, call] of row.cases()) {
      const result = await actAs(row.as === "anonymous" ? null : ids[row.as]!, call, { ip: `10.10.${Math.floor(++n / 250)}.${n % 250}` });
      expect(result.ok, `${label}: ${JSON.stringify(result).slice(0, 300)}`).toBe(false);
      if (result.ok) continue;
      expect(result.message, label).toEqual(expect.any(String));
      expect(result.message.length, label).toBeGreaterThan(3);
      expect(result.message, label).not.toBe(SERVER_ERROR);
      expect(result.message.length, `${label}: the message is short`).toBeLessThan(300);
    }
    expect(await snapshot()).toEqual(before);
  });
});
