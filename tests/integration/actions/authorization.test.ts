// The authorization matrix of the server actions (what the web UI calls),
// like api-authorization.test.ts for the REST routes: every action called as
// each kind of user with a real session cookie, against the real database.
// Inputs are valid, so only who is asking differs between cells; a refusal
// must say why and write nothing. Two more callers hold cookies the server
// must refuse like no cookie at all: an archived doctor's (issue 12, item 2)
// and one whose session logged out (item 7).
import { actAs, inRequest, SESSION_COOKIE, sessionCookie } from "@/tests/helpers/actions";
import { ACTION_MODULES, actionFiles, exportedActions } from "@/tests/helpers/action-modules";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AD_HOC_DAY, createAppointment, createDoctor, createHeldOffer, createTimeOff, createUser, createVisitType, createWaitlistEntry, dayFromToday, nextSlot, PASSWORD, pastInstant, snapshot, tz } from "@/tests/helpers/factories";
import { instantAt } from "@/lib/clinic-time";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/schedule/slots";
import { formOf } from "@/tests/helpers/http";
import { asActionResult } from "@/tests/helpers/form-actions";
import { SESSION_EXPIRED, type ActionResult } from "@/lib/actions/safe-action";
import { createPasswordLink } from "@/lib/accounts/password-links";
import { unsubscribeSignature } from "@/lib/outbox/unsubscribe";
import { failedEmail } from "@/tests/helpers/mail";
import { prisma } from "@/lib/db";
import * as OTPAuth from "otpauth";
import { currentActor } from "@/lib/auth/session";
import { decryptSecret } from "@/lib/accounts/two-factor-secret";
import { relyingParty } from "@/lib/accounts/passkeys";
import { softwarePasskey } from "@/tests/helpers/software-passkey";
import { encode } from "next-auth/jwt";
import { createSeries, farInstant } from "@/tests/helpers/factories";
import { formatSlotTime } from "@/lib/clinic-time";
import { visitTypesChanged } from "@/lib/platform/cache-tags";

// revalidatePath needs a running server's incremental cache; nothing here reads pages.
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
  "visit-types": visitTypeActions,
  staff: staffActions,
  desk: deskActions,
  dependents: dependentsActions,
  waitlist: waitlistActions,
  "two-factor": twoFactorActions,
  series: seriesActions,
  privacy: privacyActions,
  passkeys: passkeyActions,
} = ACTION_MODULES;

const WHO = ["anonymous", "patient", "otherPatient", "doctor", "otherDoctor", "admin", "receptionist"] as const;
type Who = (typeof WHO)[number];

let ids: Record<Exclude<Who, "anonymous">, string>;
let doctorId: string; // the doctor profile of "doctor"
/** Cookies of callers who are signed out on the server although their cookies are well signed and unexpired. */
let refused: Record<"archivedDoctor" | "loggedOut", string>;
let n = 0;
const unique = () => `${++n}`;
const ip = () => `10.9.${Math.floor(n / 250)}.${n % 250}`;

beforeAll(async () => {
  const patient = await createUser();
  const otherPatient = await createUser();
  const doctor = await createDoctor();
  const otherDoctor = await createDoctor();
  const admin = await createUser({ role: "admin" });
  // The front desk (issue 26): what an admin may do with appointments, nothing else of the admin's.
  const receptionist = await createUser({ role: "receptionist" });
  ids = { patient: patient.id, otherPatient: otherPatient.id, doctor: doctor.user.id, otherDoctor: otherDoctor.user.id, admin: admin.id, receptionist: receptionist.id };
  doctorId = doctor.doctor.id;

  // A doctor with history, archived by the admin while signed in.
  const archived = await createDoctor();
  await createAppointment({ patientId: patient.id, doctorId: archived.doctor.id, startsAt: pastInstant(), status: "completed" });
  const archivedCookie = await sessionCookie(archived.user.id);
  expect(await actAs(admin.id, () => doctorActions.removeDoctorAction(archived.doctor.id))).toMatchObject({ ok: true });
  // A patient's cookie, copied before that browser logged out.
  const loggedOut = await sessionCookie((await createUser()).id);
  expect((await inRequest({ cookie: loggedOut }, () => authActions.logout())).redirectedTo).toBe("/login");
  refused = { archivedDoctor: archivedCookie, loggedOut };
});

const profileForm = () => formOf({ name: "Matrix Person", phone: "123", address: "Somewhere", gender: "female" });
const doctorProfileForm = () =>
  formOf({ name: "Dr. Matrix", speciality: "Neurologist", experience: "2 Years", fees: "30", degree: "MD", about: "Hello." });
const doctorForm = (email: string) =>
  formOf({
    name: "Dr. Added", speciality: "Dermatologist", email, password: "doctor-pass", phone: "123",
    experience: "1 Year", fees: "20", address: "Street 1", degree: "MBBS", about: "Hi.",
  });
const openAppointment = async (startsAt: Date) => (await createAppointment({ patientId: ids.patient, doctorId, startsAt })).id;
/** A fresh dependent of "patient". */
const dependentOfPatient = async () => (await prisma.user.create({ data: { name: "Kid Record", dob: new Date("2018-06-01T00:00:00Z"), guardianId: ids.patient } })).id;
/** A time held for a fresh patient with a fresh doctor (a valid booking, so a claim books it). */
const heldOfferToken = async () => (await createHeldOffer((await createUser()).id, (await createDoctor()).doctor.id, instantAt(dayFromToday(AD_HOC_DAY), 600, tz()))).token;
/** A fresh reset link of a fresh account: each cell spends one. */
const resetToken = async () => {
  const user = await createUser();
  return (await prisma.$transaction((tx) => createPasswordLink(tx, user.id, "reset"))).token;
};

type Row = {
  action: string; // "module.export"
  /** ok per caller: anonymous, patient, otherPatient, doctor, otherDoctor, admin, receptionist. */
  expect: [boolean, boolean, boolean, boolean, boolean, boolean, boolean];
  /** Builds fresh data for one cell and returns the call. */
  call: () => Promise<() => Promise<ActionResult<unknown>>>;
};

const ANYONE: Row["expect"] = [true, true, true, true, true, true, true];
const SIGNED_IN: Row["expect"] = [false, true, true, true, true, true, true];
const DOCTORS: Row["expect"] = [false, false, false, true, true, false, false];
const ADMIN: Row["expect"] = [false, false, false, false, false, true, false];
/** Admins and the front desk (issue 26). */
const STAFF: Row["expect"] = [false, false, false, false, false, true, true];
/** Every hour of every day: a walk-in always finds a start today (bar the day's last half hour). */
const ALL_DAY = Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, [{ start: "00:00", end: "24:00" }]]));
/** "doctor" themself and admins; not another doctor, not the front desk. */
const DOCTOR_OR_ADMIN: Row["expect"] = [false, false, false, true, false, true, false];
/** A whole day of time off past the booking window, a different one each time. */
const farTimeOff = () => ({ from: dayFromToday(30 + Number(unique())), to: dayFromToday(30 + n) });

/** The signed-in caller's authenticator app, set up afresh (issue 44); none for anonymous. */
async function freshTotp(): Promise<void> {
  const actor = await currentActor();
  if (!actor) return;
  await prisma.totpFactor.deleteMany({ where: { userId: actor.id } });
  const started = await twoFactorActions.startTotpAction();
  if (started.ok) await twoFactorActions.confirmTotpAction({ code: await currentCode() });
}
/** A current code of the caller's app, its replay mark cleared so that each cell may use it ("000000" without one). */
async function currentCode(): Promise<string> {
  const actor = await currentActor();
  const factor = actor && (await prisma.totpFactor.findUnique({ where: { userId: actor.id } }));
  if (!factor) return "000000";
  await prisma.totpFactor.update({ where: { userId: factor.userId }, data: { lastStep: null } });
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(decryptSecret(factor.encryptedSecret)) }).generate();
}

// Issue 48: a series of visits. A type that allows series (made once); each booking cell its own
// day and time past the booking window (staff may book there); the changes a fresh series of
// "patient" with "doctor".
let seriesTypeId: string | undefined;
let seriesCell = 0;
const seriesInput = async () => {
  seriesTypeId ??= (await prisma.visitType.create({ data: { name: "Action course", durationMinutes: 30, position: 90, seriesAllowed: true } })).id;
  visitTypesChanged();
  // "doctor" books for their own patient (one the doctor has seen), a new one each time (the open-visit limits aside).
  const patientId = (await createUser()).id;
  await createAppointment({ patientId, doctorId, startsAt: pastInstant(), status: "completed" });
  // Two days two weeks apart, a time of their own, and no time off on either (other rows take whole days off).
  let s = seriesCell++;
  while (await prisma.timeOff.count({ where: { doctorId, OR: [0, 14].map((k) => ({ startsAt: { lt: instantAt(dayFromToday(121 + s + k), 0, tz()) }, endsAt: { gt: instantAt(dayFromToday(120 + s + k), 0, tz()) } })) } })) s = seriesCell++;
  return { doctorId, visitTypeId: seriesTypeId, date: dayFromToday(120 + s), time: formatSlotTime(600 + 30 * (s % 20)), every: 2 as const, count: 2, userId: patientId };
};
const seriesOfPatient = () => createSeries(ids.patient, doctorId, [farInstant(), farInstant()]);
/** Staff, and "doctor" for their own patient; patients only when the clinic allows it (off here). */
const SERIES_BOOKERS: Row["expect"] = [false, false, false, true, false, true, true];
/** Its patient, its doctor and staff. */
const SERIES_PEOPLE: Row["expect"] = [false, true, false, true, false, true, true];
/** Adds a passkey of a software authenticator to the caller (issue 44): options, then the answer. */
async function addPasskeyNow() {
  const key = softwarePasskey();
  const asked = await passkeyActions.passkeyRegistrationOptionsAction();
  const options = asked.ok ? asked.data : { challenge: "AAAA", rp: { id: "localhost" }, user: { id: "AAAA" } };
  const added = await passkeyActions.addPasskeyAction({ name: "Matrix key", response: key.register(options, relyingParty().origin) } as never);
  return { key, added };
}

const MATRIX: Row[] = [
  // Issue 44: passkeys of the caller's own (a software authenticator).
  { action: "passkeys.passkeyRegistrationOptionsAction", expect: SIGNED_IN, call: async () => () => passkeyActions.passkeyRegistrationOptionsAction() },
  { action: "passkeys.addPasskeyAction", expect: SIGNED_IN, call: async () => async () => (await addPasskeyNow()).added },
  {
    action: "passkeys.removePasskeyAction", expect: SIGNED_IN,
    call: async () => async () => {
      const { key } = await addPasskeyNow();
      return passkeyActions.removePasskeyAction(key.id);
    },
  },
  { action: "passkeys.passwordlessOptionsAction", expect: ANYONE, call: async () => () => passkeyActions.passwordlessOptionsAction({ remember: true }) },
  // Issue 44: second factors (each cell sets up the caller's own app first).
  {
    action: "two-factor.startTotpAction", expect: SIGNED_IN,
    call: async () => async () => {
      const actor = await currentActor();
      if (actor) await prisma.totpFactor.deleteMany({ where: { userId: actor.id } });
      return twoFactorActions.startTotpAction();
    },
  },
  {
    action: "two-factor.confirmTotpAction", expect: SIGNED_IN,
    call: async () => async () => {
      const actor = await currentActor();
      if (actor) await prisma.totpFactor.deleteMany({ where: { userId: actor.id } });
      await twoFactorActions.startTotpAction();
      return twoFactorActions.confirmTotpAction({ code: await currentCode() });
    },
  },
  {
    action: "two-factor.newRecoveryCodesAction", expect: SIGNED_IN,
    call: async () => async () => {
      await freshTotp();
      return twoFactorActions.newRecoveryCodesAction({ code: await currentCode() });
    },
  },
  {
    action: "two-factor.disableTotpAction", expect: SIGNED_IN,
    call: async () => async () => {
      await freshTotp();
      return twoFactorActions.disableTotpAction({ code: await currentCode() });
    },
  },
  {
    action: "two-factor.resetSecondFactorAction", expect: ADMIN,
    call: async () => {
      const { id } = await createUser();
      return () => twoFactorActions.resetSecondFactorAction(id);
    },
  },
  {
    // Patients book for themselves; doctors may not book, and an admin must name a patient (the REST API can).
    action: "appointments.bookAppointmentAction", expect: [false, true, true, false, false, false, false],
    call: async () => {
      const slot = nextSlot();
      return () => appointmentActions.bookAppointmentAction({ doctorId, date: slot.date, time: slot.time });
    },
  },
  {
    // The booking page's plain form (issue 25): the same rule as bookAppointmentAction.
    action: "appointments.bookFromFormAction", expect: [false, true, true, false, false, false, false],
    call: async () => {
      const slot = nextSlot();
      const form = formOf({ doctorId, date: slot.date, slot: `${slot.date}T${slot.time}`, reason: "" });
      return asActionResult(() => appointmentActions.bookFromFormAction(null, form));
    },
  },
  {
    // Issue 48: the booking page's form with Repeat; "Does not repeat" is the plain form's own rule.
    action: "series-form.bookWithRepeatFromFormAction", expect: [false, true, true, false, false, false, false],
    call: async () => {
      // A doctor of its own: "patient" already has the open visits the limit allows with "doctor" (the series rows above).
      const slot = nextSlot();
      const own = (await createDoctor()).doctor.id;
      const form = formOf({ doctorId: own, date: slot.date, slot: `${slot.date}T${slot.time}`, reason: "", every: "", count: "4" });
      return asActionResult(() => ACTION_MODULES["series-form"].bookWithRepeatFromFormAction(null, form));
    },
  },
  {
    action: "appointments.cancelAppointmentAction", expect: [false, true, false, true, false, true, true],
    call: async () => {
      const id = await openAppointment(nextSlot().startsAt);
      return () => appointmentActions.cancelAppointmentAction({ id });
    },
  },
  {
    // Its patient, its doctor or an admin moves it to another free slot.
    action: "appointments.rescheduleAppointmentAction", expect: [false, true, false, true, false, true, true],
    call: async () => {
      const id = await openAppointment(nextSlot().startsAt);
      const to = nextSlot();
      return () => appointmentActions.rescheduleAppointmentAction({ id, date: to.date, time: to.time });
    },
  },
  // Issue 47: a visit's answers are changed by its patient and the staff; its doctor only reads them.
  {
    action: "answers.saveAnswersAction", expect: [false, true, false, false, false, true, true],
    call: async () => {
      const id = await openAppointment(nextSlot().startsAt);
      return () => answerActions.saveAnswersAction({ id, answers: [] });
    },
  },
  {
    action: "answers.saveAnswersFromFormAction", expect: [false, true, false, false, false, true, true],
    call: async () => {
      const form = formOf({ id: await openAppointment(nextSlot().startsAt) });
      return asActionResult(() => answerActions.saveAnswersFromFormAction(null, form));
    },
  },
  {
    action: "appointments.cancelFromFormAction", expect: [false, true, false, true, false, true, true],
    call: async () => {
      // The patient's changes per minute are limited; the dialogs' rows above spent them.
      await prisma.rateLimit.deleteMany();
      const form = formOf({ id: await openAppointment(nextSlot().startsAt), reasonChoice: "Schedule conflict", reasonDetails: "" });
      return asActionResult(() => appointmentActions.cancelFromFormAction(null, form));
    },
  },
  {
    action: "appointments.rescheduleFromFormAction", expect: [false, true, false, true, false, true, true],
    call: async () => {
      await prisma.rateLimit.deleteMany();
      const id = await openAppointment(nextSlot().startsAt);
      const to = nextSlot();
      const form = formOf({ id, date: to.date, slot: `${to.date}T${to.time}` });
      return asActionResult(() => appointmentActions.rescheduleFromFormAction(null, form));
    },
  },
  {
    // What the reschedule dialog offers: for whoever may move the appointment.
    action: "appointments.rescheduleSlotsAction", expect: [false, true, false, true, false, true, true],
    call: async () => {
      const id = await openAppointment(nextSlot().startsAt);
      return () => appointmentActions.rescheduleSlotsAction(id);
    },
  },
  {
    action: "appointments.completeAppointmentAction", expect: [false, false, false, true, false, true, true],
    call: async () => {
      const id = await openAppointment(pastInstant());
      return () => appointmentActions.completeAppointmentAction(id);
    },
  },
  {
    action: "appointments.checkInAppointmentAction", expect: [false, false, false, true, false, true, true],
    call: async () => {
      const id = await openAppointment(pastInstant());
      return () => appointmentActions.checkInAppointmentAction(id);
    },
  },
  {
    action: "appointments.markNoShowAction", expect: [false, false, false, true, false, true, true],
    call: async () => {
      const id = await openAppointment(pastInstant());
      return () => appointmentActions.markNoShowAction(id);
    },
  },
  {
    // The defaults again, so every caller leaves them as they were.
    action: "settings.updateSettingsAction", expect: [false, false, false, false, false, true, false],
    call: async () => () =>
      settingsActions.updateSettingsAction({ maxOpenPerDoctor: 2, maxOpenTotal: 5, bookingHorizonDays: 7, minNoticeMinutes: 0, cancelCutoffHours: 0, slotIntervalMinutes: 30, waitlistHoldMinutes: 15, maxDependentsPerGuardian: 10, requireTwoFactorForStaff: false, patientsMayBookSeries: false, auditRetentionDays: 2190, inactivePatientRetentionDays: null, addressRegion: "", postalCode: "", country: "" }),
  },
  {
    // The same password again: valid, and it keeps every caller's password as it was.
    action: "auth.changePasswordAction", expect: SIGNED_IN,
    call: async () => () => authActions.changePasswordAction({ currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD }),
  },
  { action: "profile.updateProfileAction", expect: SIGNED_IN, call: async () => () => profileActions.updateProfileAction(profileForm()) },
  // English: offered here (CLINIC_LOCALES unset), so valid for everyone signed in.
  { action: "profile.saveLanguageAction", expect: SIGNED_IN, call: async () => () => profileActions.saveLanguageAction("en") },
  { action: "profile.updateDoctorProfileAction", expect: DOCTORS, call: async () => () => profileActions.updateDoctorProfileAction(doctorProfileForm()) },
  { action: "doctors.addDoctorAction", expect: ADMIN, call: async () => () => doctorActions.addDoctorAction(doctorForm(`added${unique()}@example.test`)) },
  {
    action: "doctors.editDoctorAction", expect: ADMIN,
    call: async () => {
      const made = await createDoctor();
      return () => doctorActions.editDoctorAction(made.doctor.id, doctorForm(made.user.email));
    },
  },
  {
    action: "doctors.setAvailabilityAction", expect: ADMIN,
    call: async () => {
      const made = await createDoctor({ available: true });
      return () => doctorActions.setAvailabilityAction(made.doctor.id, false);
    },
  },
  {
    action: "doctors.removeDoctorAction", expect: ADMIN,
    call: async () => {
      const made = await createDoctor();
      return () => doctorActions.removeDoctorAction(made.doctor.id);
    },
  },
  // The schedule screens, for "doctor"'s schedule (named by id: the doctor's own screen and the admin's).
  {
    action: "schedule.saveScheduleAction", expect: DOCTOR_OR_ADMIN,
    call: async () => () => scheduleActions.saveScheduleAction({ doctorId, schedule: { weekly: DEFAULT_WEEKLY_HOURS } }),
  },
  {
    action: "schedule.previewTimeOffAction", expect: DOCTOR_OR_ADMIN,
    call: async () => () => scheduleActions.previewTimeOffAction({ doctorId, timeOff: farTimeOff() }),
  },
  {
    action: "schedule.addTimeOffAction", expect: DOCTOR_OR_ADMIN,
    call: async () => () => scheduleActions.addTimeOffAction({ doctorId, timeOff: farTimeOff() }),
  },
  {
    action: "schedule.removeTimeOffAction", expect: DOCTOR_OR_ADMIN,
    call: async () => {
      const day = dayFromToday(30 + Number(unique()));
      const { id } = await createTimeOff(doctorId, instantAt(day, 0, tz()), instantAt(dayFromToday(31 + n), 0, tz()));
      return () => scheduleActions.removeTimeOffAction({ doctorId, id });
    },
  },
  // The doctor's own calendar link (each doctor resets their own).
  { action: "schedule.resetCalendarFeedAction", expect: DOCTORS, call: async () => () => scheduleActions.resetCalendarFeedAction() },
  {
    action: "contact.sendContactAction", expect: ANYONE,
    call: async () => () => contactActions.sendContactAction({ name: "Anyone", email: "any@example.test", subject: "Hi", message: "Hello" }),
  },
  {
    // The contact form posted before any script runs (issue 25).
    action: "contact.sendContactFormAction", expect: ANYONE,
    call: async () => () => contactActions.sendContactFormAction(null, formOf({ name: "Anyone", email: "any@example.test", subject: "Hi", message: "Hello" })) as Promise<ActionResult<unknown>>,
  },
  {
    action: "password-reset.forgotPasswordAction", expect: ANYONE,
    call: async () => () => passwordResetActions.forgotPasswordAction({ email: `forgot${unique()}@example.test` }),
  },
  {
    action: "password-reset.resetPasswordAction", expect: ANYONE,
    call: async () => {
      const token = await resetToken();
      return () => passwordResetActions.resetPasswordAction({ token, password: "reset-pass-1", confirmPassword: "reset-pass-1" });
    },
  },
  // "On" again: valid, and it keeps every caller's reminders as they were.
  { action: "reminders.setReminderEmailsAction", expect: SIGNED_IN, call: async () => () => reminderActions.setReminderEmailsAction(true) },
  {
    // The signed link is the proof: no session needed.
    action: "reminders.unsubscribeAction", expect: ANYONE,
    call: async () => {
      const user = await createUser();
      return () => reminderActions.unsubscribeAction({ u: user.id, sig: unsubscribeSignature(user.id) });
    },
  },
  {
    action: "emails.retryEmailAction", expect: ADMIN,
    call: async () => {
      const id = await failedEmail();
      return () => emailActions.retryEmailAction(id);
    },
  },
  {
    action: "signup.signupAction", expect: ANYONE,
    call: async () => () =>
      signupActions.signupAction({ name: "New Patient", email: `new${unique()}@example.test`, password: "secret1", confirmPassword: "secret1", terms: true }),
  },
  // Visit types (issue 24): each cell gets a fresh type, last in the list (the default stays first).
  // My family (issue 26): patients, each for their own dependents ("otherPatient" does not find "patient"'s).
  { action: "dependents.addDependentAction", expect: [false, true, true, false, false, false, false], call: async () => () => dependentsActions.addDependentAction({ name: "Kid Matrix", dob: "2018-06-01", relationship: "child" }) },
  {
    action: "dependents.updateDependentAction", expect: [false, true, false, false, false, false, false],
    call: async () => {
      const id = (await prisma.user.create({ data: { name: "Kid Record", dob: new Date("2018-06-01T00:00:00Z"), guardianId: ids.patient } })).id;
      return () => dependentsActions.updateDependentAction({ id, name: "Kid Renamed", dob: "2018-06-01", relationship: "child" });
    },
  },
  {
    action: "dependents.removeDependentAction", expect: [false, true, false, false, false, false, false],
    call: async () => {
      const id = (await prisma.user.create({ data: { name: "Kid Record", dob: new Date("2018-06-01T00:00:00Z"), guardianId: ids.patient } })).id;
      return () => dependentsActions.removeDependentAction(id);
    },
  },
  // The front desk's dialogs (issue 26): each cell books a fresh patient with a fresh doctor.
  { action: "desk.searchPatientsAction", expect: STAFF, call: async () => () => deskActions.searchPatientsAction("Person") },
  {
    action: "desk.createPatientAction", expect: STAFF,
    call: async () => () => deskActions.createPatientAction({ name: "Phone Caller", phone: `+1 555 6${unique().padStart(5, "0")}`, confirmNew: true }),
  },
  {
    action: "desk.invitePatientAction", expect: STAFF,
    call: async () => {
      const id = (await prisma.user.create({ data: { name: "Invited Record", email: `invited${unique()}@example.test`, phone: "555 0909" } })).id;
      return () => deskActions.invitePatientAction(id);
    },
  },
  {
    action: "desk.updatePatientRecordAction", expect: STAFF,
    call: async () => {
      const id = (await prisma.user.create({ data: { name: "Edited Record", phone: "555 0808" } })).id;
      return () => deskActions.updatePatientRecordAction({ id, name: "Edited Record", phone: `555 08${unique().padStart(3, "0")}` });
    },
  },
  { action: "desk.deskSlotsAction", expect: STAFF, call: async () => () => deskActions.deskSlotsAction({ doctorId }) },
  {
    action: "desk.deskBookAction", expect: STAFF,
    call: async () => {
      const [patient, doctor] = [await createUser(), await createDoctor()];
      const slot = nextSlot();
      return () => deskActions.deskBookAction({ patientId: patient.id, doctorId: doctor.doctor.id, date: slot.date, time: slot.time });
    },
  },
  {
    action: "desk.walkInAction", expect: STAFF,
    call: async () => {
      const [patient, doctor] = [await createUser(), await createDoctor()];
      await prisma.doctor.update({ where: { id: doctor.doctor.id }, data: { hours: ALL_DAY } });
      return () => deskActions.walkInAction({ patientId: patient.id, doctorId: doctor.doctor.id });
    },
  },
  // The waitlist (issue 27): a join names a fresh dependent of "patient" (the desk and admins may name
  // anyone) and a fresh doctor not taking bookings, so no free time refuses it; an offer's token is all
  // its answers need.
  {
    action: "waitlist.joinWaitlistAction", expect: [false, true, false, false, false, true, true],
    call: async () => {
      const [doctor, userId] = [await createDoctor({ available: false }), await dependentOfPatient()];
      return () => waitlistActions.joinWaitlistAction({ doctorId: doctor.doctor.id, from: dayFromToday(0), to: dayFromToday(10), userId });
    },
  },
  {
    action: "waitlist.leaveWaitlistAction", expect: [false, true, false, false, false, true, true],
    call: async () => {
      const { id } = await createWaitlistEntry(await dependentOfPatient(), doctorId);
      return () => waitlistActions.leaveWaitlistAction(id);
    },
  },
  {
    action: "waitlist.claimOfferAction", expect: ANYONE,
    call: async () => {
      const token = await heldOfferToken();
      return () => waitlistActions.claimOfferAction(token);
    },
  },
  {
    // Issue 47: the offer page's claim form (the type's questions answered before the claim books).
    action: "waitlist.claimFromFormAction", expect: ANYONE,
    call: async () => {
      const token = await heldOfferToken();
      return asActionResult(() => waitlistActions.claimFromFormAction(null, formOf({ token })));
    },
  },
  {
    action: "waitlist.declineOfferAction", expect: ANYONE,
    call: async () => {
      const token = await heldOfferToken();
      return () => waitlistActions.declineOfferAction(token);
    },
  },
  {
    action: "staff.addStaffAction", expect: ADMIN,
    call: async () => () => staffActions.addStaffAction({ name: "Desk Matrix", email: `desk${unique()}@example.test` }),
  },
  {
    action: "staff.archiveStaffAction", expect: ADMIN,
    call: async () => {
      const id = (await createUser({ role: "receptionist" })).id;
      return () => staffActions.archiveStaffAction(id);
    },
  },
  {
    action: "visit-types.createVisitTypeAction", expect: ADMIN,
    call: async () => () => visitTypeActions.createVisitTypeAction({ name: `Matrix ${unique()}`, durationMinutes: 45, doctorIds: [doctorId] }),
  },
  {
    action: "visit-types.updateVisitTypeAction", expect: ADMIN,
    call: async () => {
      const { id } = await createVisitType();
      return () => visitTypeActions.updateVisitTypeAction({ id, name: "Matrix edited", durationMinutes: 20, price: 10, mode: "video" });
    },
  },
  {
    action: "visit-types.archiveVisitTypeAction", expect: ADMIN,
    call: async () => {
      const { id } = await createVisitType();
      return () => visitTypeActions.archiveVisitTypeAction(id);
    },
  },
  {
    action: "visit-types.restoreVisitTypeAction", expect: ADMIN,
    call: async () => {
      const { id } = await createVisitType({ archived: true });
      return () => visitTypeActions.restoreVisitTypeAction(id);
    },
  },
  {
    // Down from last: it stays where it is, a success all the same.
    action: "visit-types.moveVisitTypeAction", expect: ADMIN,
    call: async () => {
      const { id } = await createVisitType();
      return () => visitTypeActions.moveVisitTypeAction({ id, direction: "down" });
    },
  },
  // Issue 45. "Delete my account" with a wrong password: refused for everyone (patients after the role
  // check; erasing the matrix's own callers would end the other cells; erasure.test.ts deletes for real).
  { action: "privacy.deleteAccountAction", expect: [false, false, false, false, false, false, false], call: async () => () => privacyActions.deleteAccountAction({ password: "not the password" }) },
  {
    action: "privacy.erasePatientRecordAction", expect: STAFF,
    call: async () => {
      const id = (await prisma.user.create({ data: { name: "Erased Record", phone: `555 07${unique().padStart(3, "0")}` } })).id;
      return () => privacyActions.erasePatientRecordAction(id);
    },
  },
  // Issue 48, last: the series fixtures stay open visits of "patient", which the booking rows above must not meet.
  { action: "series.bookSeriesAction", expect: SERIES_BOOKERS, call: async () => { const input = await seriesInput(); return () => seriesActions.bookSeriesAction(input); } },
  {
    action: "series.cancelSeriesAction", expect: SERIES_PEOPLE,
    call: async () => {
      const { series, appointments } = await seriesOfPatient();
      return () => seriesActions.cancelSeriesAction({ seriesId: series.id, scope: "following", appointmentId: appointments[0].id });
    },
  },
  {
    action: "series.rescheduleSeriesAction", expect: SERIES_PEOPLE,
    call: async () => {
      const { series, appointments } = await seriesOfPatient();
      const to = nextSlot();
      return () => seriesActions.rescheduleSeriesAction({ seriesId: series.id, scope: "one", appointmentId: appointments[1].id, date: to.date, time: to.time });
    },
  },
];

describe("server action authorization matrix", () => {
  it("covers every exported action (logout and log out everywhere have their own tests below; the login and signup forms' posts, which redirect, theirs in form-posts.test.ts)", () => {
    expect(actionFiles()).toEqual(Object.keys(ACTION_MODULES).sort());
    // The passkey sign-in steps answer to the attempt in the browser's cookie, whoever calls: tests/integration/accounts/passkeys.test.ts.
    const ownTests = ["auth.logout", "auth.logoutEverywhereAction", "login.loginFormAction", "login-verify.verifyCodeAction", "signup.signupFormAction", "passkeys.secondStepPasskeyOptionsAction", "passkeys.secondStepPasskeyAction", "passkeys.passwordlessSignInAction"];
    expect([...MATRIX.map((r) => r.action), ...ownTests].sort()).toEqual(exportedActions());
  });

  it.each(MATRIX.map((row) => [row.action, row] as const))("%s", async (action, row) => {
    const got: Record<string, boolean> = {};
    const want: Record<string, boolean> = {};
    // The callers the row refuses write nothing (checked below), so they share one setup; each
    // caller it serves gets its own. The file's bookable times (nextSlot) then last for every row.
    let shared: Awaited<ReturnType<typeof row.call>> | undefined;
    for (const [i, who] of WHO.entries()) {
      const run = row.expect[i] ? await row.call() : (shared ??= await row.call());
      const before = await snapshot();
      const result = await actAs(who === "anonymous" ? null : ids[who], run, { ip: ip() });
      unique();
      got[who] = result.ok;
      want[who] = row.expect[i];
      if (!result.ok) {
        expect(result.message, `${who}: ${action}`).toEqual(expect.any(String));
        expect(result.message.length).toBeGreaterThan(3);
        expect(await snapshot(), `${who}: ${action} was refused but wrote`).toEqual(before);
      } else {
        expect(result.message, `${who}: ${action} says what it did`).toEqual(expect.any(String));
      }
    }
    expect(got).toEqual(want);
  });
});

describe("an archived doctor's cookie and a logged-out cookie count as no cookie", () => {
  it.each(MATRIX.map((row) => [row.action, row] as const))("%s", async (action, row) => {
    const got: Record<string, boolean> = {};
    // A row refused to anonymous callers writes nothing here (checked below), so both cookies try
    // the same setup: the file's bookable times (nextSlot) last for every row.
    let shared: Awaited<ReturnType<typeof row.call>> | undefined;
    for (const [who, cookie] of Object.entries(refused)) {
      const run = row.expect[0] ? await row.call() : (shared ??= await row.call());
      const before = await snapshot();
      const { value: result } = await inRequest({ cookie, ip: ip() }, run);
      unique();
      got[who] = result!.ok;
      if (!result!.ok) {
        expect(result!.message.length, `${who}: ${action}`).toBeGreaterThan(3);
        expect(await snapshot(), `${who}: ${action} was refused but wrote`).toEqual(before);
      }
    }
    // Exactly what an anonymous caller gets: refused where a session is needed, served where not.
    expect(got).toEqual({ archivedDoctor: row.expect[0], loggedOut: row.expect[0] });
  });
});

describe("signed-out, expired and revoked sessions", () => {
  const update = () => profileActions.updateProfileAction(profileForm());

  it("tells a visitor without a session to log in again", async () => {
    const { value } = await inRequest({}, update);
    expect(value).toEqual({ ok: false, message: SESSION_EXPIRED });
  });

  it("treats a session past its 'remember me' deadline as signed out", async () => {
    const cookie = await sessionCookie(ids.patient, { expired: true });
    const { value } = await inRequest({ cookie }, update);
    expect(value).toEqual({ ok: false, message: SESSION_EXPIRED });
  });

  it("treats a revoked session (older token version) as signed out", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    await prisma.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const { value } = await inRequest({ cookie }, update);
    expect(value).toEqual({ ok: false, message: SESSION_EXPIRED });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
  });

  it("refuses a session cookie made with another secret", async () => {
    const forged = await encode({ secret: "not-the-auth-secret-not-the-auth-secret", token: { sub: ids.admin, role: "admin", ver: 0 } });
    // next-auth logs the failed decryption; that is expected here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { value } = await inRequest({ cookie: `${SESSION_COOKIE}=${forged}` }, update);
    logged.mockRestore();
    expect(value).toEqual({ ok: false, message: SESSION_EXPIRED });
  });

  it("keeps the booking panel's own wording for a signed-out booking", async () => {
    const slot = nextSlot();
    const { value } = await inRequest({}, () => appointmentActions.bookAppointmentAction({ doctorId, date: slot.date, time: slot.time }));
    expect(value).toEqual({ ok: false, message: "You must be logged in to book an appointment" });
  });
});

describe("log out everywhere", () => {
  it.each(WHO)("as %s", async (who) => {
    if (who === "anonymous") {
      expect((await inRequest({}, () => authActions.logoutEverywhereAction())).value).toEqual({ ok: false, message: SESSION_EXPIRED });
      return;
    }
    const cookie = await sessionCookie(ids[who]);
    const other = await sessionCookie(ids[who]);
    const outcome = await inRequest({ cookie }, () => authActions.logoutEverywhereAction());
    expect(outcome.redirectedTo).toBe("/login");
    expect(outcome.setCookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toHaveLength(1);
    expect(await prisma.session.count({ where: { userId: ids[who] } })).toBe(0);
    for (const c of [cookie, other]) expect((await inRequest({ cookie: c }, () => profileActions.updateProfileAction(profileForm()))).value).toEqual({ ok: false, message: SESSION_EXPIRED });
  });

  it.each(["archivedDoctor", "loggedOut"] as const)("as a refused caller (%s): signed out", async (who) => {
    expect((await inRequest({ cookie: refused[who] }, () => authActions.logoutEverywhereAction())).value).toEqual({ ok: false, message: SESSION_EXPIRED });
  });
});

describe("logout", () => {
  it.each(WHO)("as %s: clears the session cookie and goes to /login", async (who) => {
    const cookie = who === "anonymous" ? undefined : await sessionCookie(ids[who]);
    const before = await snapshot();
    const outcome = await inRequest({ cookie }, () => authActions.logout());
    expect(outcome.redirectedTo).toBe("/login");
    const cleared = outcome.setCookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=;`));
    expect(cleared).toHaveLength(who === "anonymous" ? 0 : 1);
    if (cleared[0]) expect(cleared[0]).toMatch(/Max-Age=0/);
    expect(await snapshot()).toEqual(before);
  });
});
