// The authorization matrix: every API route called as each kind of caller,
// asserting the exact status of every cell. Requests are valid, so the only
// thing that differs between cells is who is asking. Each cell gets fresh
// data where a call consumes it (slots, appointments, doctors to delete).
// Two more callers hold tokens the server must refuse like no token at all:
// an archived doctor (issue 12, item 2) and a session that logged out (item 7).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/auth/logout/route";
import { DELETE as removeDoctor } from "@/app/api/admin/doctor/[id]/route";
import { call, formOf, type CallOptions } from "@/tests/helpers/http";
import { AD_HOC_DAY, createAppointment, createDoctor, createHeldOffer, createTimeOff, createUser, createVisitType, createWaitlistEntry, dayFromToday, nextSlot, PASSWORD, pastInstant, setOpenLimits, tokenFor, tz } from "@/tests/helpers/factories";
import { formatSlotTime, instantAt } from "@/lib/clinic-time";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/schedule/slots";
import { loadRoutes } from "@/tests/helpers/routes";
import { failedEmail } from "@/tests/helpers/mail";
import { createPasswordLink } from "@/lib/accounts/password-links";
import { unsubscribeSignature } from "@/lib/outbox/unsubscribe";
import { prisma } from "@/lib/db";
import { calendarFeedToken } from "@/lib/appointments/calendar-feed";
import { createSeries, farInstant } from "@/tests/helpers/factories";
import { visitTypesChanged } from "@/lib/platform/cache-tags";

// Who may change appointments is under test here, not how often: the patient books, cancels and moves in many cells.
process.env.RATE_LIMIT_SCALE = "100";

const WHO = ["anonymous", "patient", "otherPatient", "doctor", "otherDoctor", "admin", "receptionist"] as const;
type Who = (typeof WHO)[number];

let ids: Record<Exclude<Who, "anonymous">, string>;
let doctorId: string; // the doctor profile of "doctor"
let editable: Awaited<ReturnType<typeof createDoctor>>;
let routes: Awaited<ReturnType<typeof loadRoutes>>;
/** Tokens of callers who are signed out on the server although their tokens are well signed and unexpired. */
let refused: Record<"archivedDoctor" | "loggedOut", string>;
let n = 0;
const unique = () => `${++n}`;

beforeAll(async () => {
  routes = await loadRoutes();
  // Who may book is under test here, not how many: the patient books and is given many open appointments.
  await setOpenLimits(100, 100);
  const patient = await createUser({ email: "matrix-patient@example.test" });
  const otherPatient = await createUser();
  const doctor = await createDoctor();
  const otherDoctor = await createDoctor();
  const admin = await createUser({ role: "admin" });
  // The front desk (issue 26): every appointment route an admin may call, no other admin route.
  const receptionist = await createUser({ role: "receptionist" });
  editable = await createDoctor();
  ids = { patient: patient.id, otherPatient: otherPatient.id, doctor: doctor.user.id, otherDoctor: otherDoctor.user.id, admin: admin.id, receptionist: receptionist.id };
  doctorId = doctor.doctor.id;

  // A doctor with history, archived by the admin while holding a token.
  const archived = await createDoctor();
  await createAppointment({ patientId: patient.id, doctorId: archived.doctor.id, startsAt: pastInstant(), status: "completed" });
  const archivedToken = await tokenFor(archived.user.id);
  expect((await call(removeDoctor, { method: "DELETE", params: { id: archived.doctor.id }, token: await tokenFor(admin.id) })).body.result).toBe("archived");
  // A patient's token whose session logged out (POST /api/auth/logout).
  const loggedOut = await tokenFor((await createUser()).id);
  expect((await call(logout, { method: "POST", token: loggedOut })).status).toBe(200);
  refused = { archivedDoctor: archivedToken, loggedOut };
});

const ip = () => ({ "x-forwarded-for": `10.7.${Math.floor(n / 250)}.${n % 250}` });
const profileForm = () => formOf({ name: "Matrix Person", phone: "123", address: "Somewhere", gender: "female" });
const doctorProfileForm = () =>
  formOf({ name: "Dr. Matrix", speciality: "Neurologist", experience: "2 Years", fees: "30", degree: "MD", about: "Hello." });
const doctorForm = (email: string) =>
  formOf({
    name: "Dr. Added", speciality: "Dermatologist", email, password: "doctor-pass", phone: "123",
    experience: "1 Year", fees: "20", address: "Street 1", degree: "MBBS", about: "Hi.",
  });
/** A fresh dependent of "patient". */
const dependentOfPatient = async () =>
  (await prisma.user.create({ data: { name: "Kid Record", dob: new Date("2018-06-01T00:00:00Z"), relationship: "child", guardianId: ids.patient } })).id;
/** A join of a fresh dependent of "patient" with a fresh doctor not taking bookings: no time is free to refuse it for. */
const joinRequest = async (): Promise<CallOptions> => ({
  json: { doctorId: (await createDoctor({ available: false })).doctor.id, from: dayFromToday(0), to: dayFromToday(10), userId: await dependentOfPatient() },
});
/** A time held for a fresh patient with a fresh doctor (a valid booking, so a claim books it): each cell answers one. */
const heldOfferToken = async () => (await createHeldOffer((await createUser()).id, (await createDoctor()).doctor.id, instantAt(dayFromToday(AD_HOC_DAY), 600, tz()))).token;
/** A patient record the desk made, with an email and no password yet: each cell invites one. */
const uninvitedRecord = async () =>
  (await prisma.user.create({ data: { name: "Record Person", email: `record${unique()}@example.test`, phone: "555 0101", passwordHash: null } })).id;
/** A fresh reset link of a fresh account: each cell spends one. */
const resetToken = async () => {
  const user = await createUser();
  return (await prisma.$transaction((tx) => createPasswordLink(tx, user.id, "reset"))).token;
};
const openAppointment = async (startsAt: Date) =>
  (await createAppointment({ patientId: ids.patient, doctorId, startsAt })).id;
/** A whole day of time off past the booking window, a different one each time. */
const farTimeOff = () => ({ from: dayFromToday(30 + Number(unique())), to: dayFromToday(30 + n) });
const timeOffOfDoctor = async () => {
  const day = dayFromToday(30 + Number(unique()));
  return (await createTimeOff(doctorId, instantAt(day, 0, tz()), instantAt(dayFromToday(31 + n), 0, tz()))).id;
};

/** A fresh open appointment of the patient and a free slot to move it to. */
const rescheduleRequest = async (): Promise<CallOptions> => {
  const appointmentId = await openAppointment(nextSlot().startsAt);
  const to = nextSlot();
  return { method: "POST", params: { appointmentId }, json: { date: to.date, time: to.time } };
};

// Issue 48: a series of visits. A type that allows series (made once); each booking cell its own
// times (two dates two weeks apart, past the booking window as staff may; a different day and
// time each), so cells never meet; the other routes a fresh series of "patient" with "doctor".
let seriesTypeId: string | undefined;
let seriesCell = 0;
const seriesBooking = async (): Promise<CallOptions> => {
  seriesTypeId ??= (await prisma.visitType.create({ data: { name: "Matrix course", durationMinutes: 30, position: 90, seriesAllowed: true } })).id;
  visitTypesChanged();
  // "doctor" books for their own patient (one the doctor has seen), a new one each time (the open-visit limits aside).
  const patientId = (await createUser()).id;
  await createAppointment({ patientId, doctorId, startsAt: pastInstant(), status: "completed" });
  // Two days two weeks apart, a time of their own, and no time off on either (other rows take whole days off).
  let s = seriesCell++;
  while (await prisma.timeOff.count({ where: { doctorId, OR: [0, 14].map((k) => ({ startsAt: { lt: instantAt(dayFromToday(121 + s + k), 0, tz()) }, endsAt: { gt: instantAt(dayFromToday(120 + s + k), 0, tz()) } })) } })) s = seriesCell++;
  return { json: { doctorId, visitTypeId: seriesTypeId, date: dayFromToday(120 + s), time: formatSlotTime(600 + 30 * (s % 20)), every: 2, count: 2, userId: patientId } };
};
const seriesOfPatient = async () => (await createSeries(ids.patient, doctorId, [farInstant(), farInstant()])).series.id;

type Row = {
  route: string; // "METHOD /api/path"
  expect: [anonymous: number, patient: number, otherPatient: number, doctor: number, otherDoctor: number, admin: number, receptionist: number];
  request?: () => Promise<CallOptions> | CallOptions;
};

const ALL_OK = (s: number): Row["expect"] => [s, s, s, s, s, s, s];
const SIGNED_IN = (s: number): Row["expect"] => [401, s, s, s, s, s, s];
const DOCTORS: Row["expect"] = [401, 403, 403, 200, 200, 403, 403];
const ADMIN = (s = 200): Row["expect"] => [401, 403, 403, 403, 403, s, 403];
/** Admins and the front desk (issue 26). */
const STAFF = (s = 200): Row["expect"] => [401, 403, 403, 403, 403, s, s];

const MATRIX: Row[] = [
  { route: "POST /api/auth/register", expect: ALL_OK(201), request: () => ({ json: { name: "New Patient", email: `new${unique()}@example.test`, password: "secret1" }, headers: ip() }) },
  { route: "POST /api/auth/login", expect: ALL_OK(200), request: () => ({ json: { email: "matrix-patient@example.test", password: PASSWORD }, headers: ip() }) },
  { route: "POST /api/auth/forgot-password", expect: ALL_OK(200), request: () => ({ json: { email: `forgot${unique()}@example.test` }, headers: ip() }) },
  { route: "POST /api/auth/reset-password", expect: ALL_OK(200), request: async () => ({ json: { token: await resetToken(), password: "reset-pass-1" } }) },
  { route: "GET /api/auth/me", expect: SIGNED_IN(200) },
  { route: "POST /api/auth/logout", expect: SIGNED_IN(200), request: () => ({ method: "POST" }) },
  { route: "POST /api/auth/logout-all", expect: SIGNED_IN(200), request: () => ({ method: "POST" }) },
  // The same password again: valid, and it keeps every caller's password as the other cells expect.
  { route: "POST /api/auth/change-password", expect: SIGNED_IN(200), request: () => ({ json: { currentPassword: PASSWORD, newPassword: PASSWORD } }) },
  { route: "PUT /api/user/update-profile", expect: SIGNED_IN(200), request: () => ({ method: "PUT", form: profileForm() }) },
  // English: offered here (CLINIC_LOCALES unset).
  { route: "PUT /api/user/language", expect: SIGNED_IN(200), request: () => ({ method: "PUT", json: { locale: "en" } }) },
  // Issue 44: second factors. No caller has one here, so a code is refused (400) after the role check.
  { route: "GET /api/user/two-factor", expect: SIGNED_IN(200) },
  // Issue 44: passkeys (an answer to no challenge is a 400 for everyone; a passkey of no one a 404).
  { route: "POST /api/user/two-factor/passkeys/options", expect: SIGNED_IN(200), request: () => ({ method: "POST" }) },
  { route: "POST /api/user/two-factor/passkeys/verify", expect: SIGNED_IN(400), request: () => ({ json: { name: "Key", response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", attestationObject: "AAAA" } } } }) },
  { route: "DELETE /api/user/two-factor/passkeys/{id}", expect: SIGNED_IN(404), request: () => ({ method: "DELETE", params: { id: "AAAAAAAA" } }) },
  { route: "POST /api/auth/passkey/options", expect: ALL_OK(200), request: () => ({ method: "POST", headers: ip() }) },
  { route: "POST /api/auth/passkey/verify", expect: ALL_OK(400), request: () => ({ json: { attemptId: "nothing", response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" } } }, headers: ip() }) },
  { route: "POST /api/user/two-factor/totp", expect: SIGNED_IN(200), request: () => ({ method: "POST" }) },
  { route: "POST /api/user/two-factor/totp/confirm", expect: SIGNED_IN(400), request: () => ({ json: { code: "000000" } }) },
  { route: "DELETE /api/user/two-factor/totp", expect: SIGNED_IN(400), request: () => ({ method: "DELETE", json: { code: "000000" } }) },
  { route: "POST /api/user/two-factor/recovery-codes", expect: SIGNED_IN(400), request: () => ({ json: { code: "000000" } }) },
  { route: "POST /api/admin/users/{id}/two-factor/reset", expect: ADMIN(), request: async () => ({ method: "POST", params: { id: (await createUser()).id } }) },
  { route: "GET /api/doctor", expect: ALL_OK(200) },
  { route: "GET /api/doctor/{id}", expect: ALL_OK(200), request: () => ({ params: { id: doctorId } }) },
  { route: "GET /api/doctor/{id}/slots", expect: ALL_OK(200), request: () => ({ params: { id: doctorId } }) },
  { route: "GET /api/doctor/me", expect: DOCTORS },
  { route: "GET /api/doctor/dashboard-data", expect: DOCTORS },
  { route: "GET /api/doctor/patients", expect: DOCTORS },
  { route: "PUT /api/doctor/update-profile", expect: DOCTORS, request: () => ({ method: "PUT", form: doctorProfileForm() }) },
  { route: "POST /api/admin/add-doctor", expect: ADMIN(201), request: () => ({ form: doctorForm(`added${unique()}@example.test`) }) },
  { route: "PUT /api/admin/change-availability", expect: ADMIN(), request: () => ({ method: "PUT", json: { id: doctorId, available: true } }) },
  { route: "GET /api/admin/all-doctors", expect: ADMIN() },
  { route: "GET /api/admin/all-appointments", expect: STAFF() },
  { route: "GET /api/desk/day", expect: STAFF() },
  { route: "GET /api/admin/staff", expect: ADMIN() },
  // Insights (issue 28): the clinic's to admins alone (not the front desk), a doctor's own to doctors.
  { route: "GET /api/admin/insights", expect: ADMIN(), request: () => ({ url: `/x?from=${dayFromToday(-30)}&to=${dayFromToday(0)}` }) },
  { route: "GET /api/admin/appointments/export", expect: ADMIN(), request: () => ({ url: `/x?from=${dayFromToday(-30)}&to=${dayFromToday(0)}` }) },
  // The audit trail (issue 45): admins alone, not the front desk.
  { route: "GET /api/admin/audit", expect: ADMIN(), request: () => ({ url: `/x?from=${dayFromToday(-30)}&to=${dayFromToday(0)}` }) },
  { route: "GET /api/admin/audit/verify", expect: ADMIN() },
  { route: "GET /api/doctor/insights", expect: DOCTORS, request: () => ({ url: `/x?from=${dayFromToday(-30)}&to=${dayFromToday(0)}` }) },
  // Families (issue 26): a patient's own dependents; another patient's are not found, staff and doctors have none.
  { route: "GET /api/user/dependents", expect: [401, 200, 200, 403, 403, 403, 403] },
  { route: "POST /api/user/dependents", expect: [401, 201, 201, 403, 403, 403, 403], request: () => ({ json: { name: "Kid Matrix", dob: "2018-06-01", relationship: "child" } }) },
  {
    route: "PUT /api/user/dependents/{id}", expect: [401, 200, 404, 403, 403, 403, 403],
    request: async () => ({ method: "PUT", params: { id: await dependentOfPatient() }, json: { name: "Kid Renamed", dob: "2018-06-01", relationship: "child" } }),
  },
  { route: "DELETE /api/user/dependents/{id}", expect: [401, 200, 404, 403, 403, 403, 403], request: async () => ({ method: "DELETE", params: { id: await dependentOfPatient() } }) },
  // Patient records (issue 26): the desk and admins; no patient searches or makes records.
  { route: "GET /api/patients", expect: STAFF(), request: () => ({ url: "/x?q=Person" }) },
  { route: "POST /api/patients", expect: STAFF(201), request: () => ({ json: { name: "Phone Caller", phone: `+1 555 7${unique().padStart(5, "0")}`, confirmNew: true } }) },
  { route: "POST /api/patients/{id}/invite", expect: STAFF(), request: async () => ({ method: "POST", params: { id: await uninvitedRecord() } }) },
  {
    route: "PUT /api/patients/{id}", expect: STAFF(),
    request: async () => ({ method: "PUT", params: { id: await uninvitedRecord() }, json: { name: "Record Edited", phone: `555 02${unique().padStart(3, "0")}` } }),
  },
  { route: "GET /api/patients/{id}/history", expect: STAFF(), request: async () => ({ params: { id: await uninvitedRecord() } }) },
  // The waitlist (issue 27): patients for themselves and their dependents ("otherPatient" does not find
  // "patient"'s), the desk and admins for anyone; an offer's token is all its routes need.
  { route: "POST /api/waitlist", expect: [401, 201, 403, 403, 403, 201, 201], request: joinRequest },
  { route: "GET /api/waitlist", expect: [401, 200, 200, 403, 403, 403, 403] },
  {
    route: "DELETE /api/waitlist/{id}", expect: [401, 200, 404, 403, 403, 200, 200],
    request: async () => ({ method: "DELETE", params: { id: (await createWaitlistEntry(await dependentOfPatient(), doctorId)).id } }),
  },
  { route: "GET /api/waitlist/offers/{token}", expect: ALL_OK(200), request: async () => ({ params: { token: await heldOfferToken() } }) },
  { route: "POST /api/waitlist/offers/{token}/claim", expect: ALL_OK(201), request: async () => ({ method: "POST", params: { token: await heldOfferToken() } }) },
  { route: "POST /api/waitlist/offers/{token}/decline", expect: ALL_OK(200), request: async () => ({ method: "POST", params: { token: await heldOfferToken() } }) },
  // "doctor"'s own list: that doctor, not another.
  { route: "GET /api/admin/waitlist", expect: [401, 403, 403, 200, 403, 200, 200], request: () => ({ url: `/x?doctorId=${doctorId}` }) },
  {
    route: "DELETE /api/admin/waitlist/{id}", expect: STAFF(),
    request: async () => ({ method: "DELETE", params: { id: (await createWaitlistEntry((await createUser()).id, doctorId)).id } }),
  },
  { route: "POST /api/admin/staff", expect: ADMIN(201), request: () => ({ json: { name: "Desk Matrix", email: `desk${unique()}@example.test` } }) },
  { route: "DELETE /api/admin/staff/{id}", expect: ADMIN(), request: async () => ({ method: "DELETE", params: { id: (await createUser({ role: "receptionist" })).id } }) },
  { route: "GET /api/admin/dashboard-data", expect: ADMIN() },
  { route: "GET /api/admin/messages", expect: ADMIN() },
  { route: "GET /api/admin/settings", expect: ADMIN() },
  // The values the file's setup set, so the patient's many bookings below stay under the limit.
  { route: "PUT /api/admin/settings", expect: ADMIN(), request: () => ({ method: "PUT", json: { maxOpenPerDoctor: 100, maxOpenTotal: 100 } }) },
  { route: "GET /api/admin/emails", expect: ADMIN() },
  // Visit types (issue 24): each cell gets a fresh type, last in the list (the default stays first).
  { route: "GET /api/visit-types", expect: ALL_OK(200) },
  { route: "GET /api/admin/visit-types", expect: ADMIN() },
  { route: "POST /api/admin/visit-types", expect: ADMIN(201), request: () => ({ json: { name: `Matrix ${unique()}`, durationMinutes: 45, doctorIds: [doctorId] } }) },
  { route: "PUT /api/admin/visit-types/{id}", expect: ADMIN(), request: async () => ({ method: "PUT", params: { id: (await createVisitType()).id }, json: { name: "Matrix edited", durationMinutes: 20, mode: "video" } }) },
  { route: "DELETE /api/admin/visit-types/{id}", expect: ADMIN(), request: async () => ({ method: "DELETE", params: { id: (await createVisitType()).id } }) },
  { route: "POST /api/admin/visit-types/{id}/restore", expect: ADMIN(), request: async () => ({ method: "POST", params: { id: (await createVisitType({ archived: true })).id } }) },
  { route: "POST /api/admin/visit-types/{id}/move", expect: ADMIN(), request: async () => ({ method: "POST", params: { id: (await createVisitType()).id }, json: { direction: "down" } }) },
  { route: "POST /api/admin/emails/{id}/retry", expect: ADMIN(), request: async () => ({ method: "POST", params: { id: await failedEmail() } }) },
  {
    // A signed link names its account: no token needed, the signature is the proof.
    route: "POST /api/emails/unsubscribe", expect: ALL_OK(200),
    request: () => ({ method: "POST", url: `/api/emails/unsubscribe?u=${ids.otherPatient}&sig=${unsubscribeSignature(ids.otherPatient)}` }),
  },
  {
    route: "PUT /api/admin/doctor/{id}", expect: ADMIN(),
    request: () => ({ method: "PUT", params: { id: editable.doctor.id }, form: doctorForm(editable.user.email) }),
  },
  {
    route: "DELETE /api/admin/doctor/{id}", expect: ADMIN(),
    request: async () => ({ method: "DELETE", params: { id: (await createDoctor()).doctor.id } }),
  },
  {
    route: "POST /api/contact", expect: ALL_OK(201),
    request: () => ({ json: { name: "Anyone", email: "any@example.test", subject: "Hi", message: "Hello" }, headers: ip() }),
  },
  {
    // The body names the patient: only that patient and admins may book it.
    route: "POST /api/appointment/book-appointment", expect: [401, 201, 403, 403, 403, 201, 201],
    request: () => {
      const slot = nextSlot();
      return { json: { userId: ids.patient, doctorId, date: slot.date, time: slot.time } };
    },
  },
  { route: "GET /api/appointment/doctor/{doctorId}", expect: [401, 403, 403, 200, 403, 200, 200], request: () => ({ params: { doctorId } }) },
  { route: "GET /api/appointment/user/{userId}", expect: [401, 200, 403, 403, 403, 200, 200], request: () => ({ params: { userId: ids.patient } }) },
  {
    route: "POST /api/appointment/cancel-appointment/{appointmentId}", expect: [401, 200, 403, 200, 403, 200, 200],
    request: async () => ({ method: "POST", params: { appointmentId: await openAppointment(nextSlot().startsAt) } }),
  },
  {
    // Its patient, its doctor or an admin moves an open appointment to another free slot.
    route: "POST /api/appointment/reschedule-appointment/{appointmentId}", expect: [401, 200, 403, 200, 403, 200, 200],
    request: rescheduleRequest,
  },
  // Issue 47: a visit's answers: its patient, its doctor (reading only) and the staff; nobody else.
  {
    route: "GET /api/appointment/{id}/answers", expect: [401, 200, 403, 200, 403, 200, 200],
    request: async () => ({ params: { id: await openAppointment(nextSlot().startsAt) } }),
  },
  {
    route: "PUT /api/appointment/{id}/answers", expect: [401, 200, 403, 403, 403, 200, 200],
    request: async () => ({ method: "PUT", params: { id: await openAppointment(nextSlot().startsAt) }, json: { answers: [] } }),
  },
  {
    route: "POST /api/appointment/complete-appointment/{appointmentId}", expect: [401, 403, 403, 200, 403, 200, 200],
    request: async () => ({ method: "POST", params: { appointmentId: await openAppointment(pastInstant()) } }),
  },
  // Schedules: a doctor's own under /api/doctor, any doctor's for admins. Time off lies outside the booking window used above.
  { route: "GET /api/doctor/schedule", expect: DOCTORS },
  { route: "PUT /api/doctor/schedule", expect: DOCTORS, request: () => ({ method: "PUT", json: { schedule: { weekly: DEFAULT_WEEKLY_HOURS } } }) },
  { route: "GET /api/doctor/time-off", expect: DOCTORS },
  { route: "POST /api/doctor/time-off", expect: [401, 403, 403, 201, 201, 403, 403], request: () => ({ json: farTimeOff() }) },
  {
    // The doctor's own time off: another doctor may not remove it.
    route: "DELETE /api/doctor/time-off/{id}", expect: [401, 403, 403, 200, 403, 403, 403],
    request: async () => ({ method: "DELETE", params: { id: await timeOffOfDoctor() } }),
  },
  { route: "GET /api/admin/doctor/{id}/schedule", expect: ADMIN(), request: () => ({ params: { id: doctorId } }) },
  {
    route: "PUT /api/admin/doctor/{id}/schedule", expect: ADMIN(),
    request: () => ({ method: "PUT", params: { id: doctorId }, json: { schedule: { weekly: DEFAULT_WEEKLY_HOURS } } }),
  },
  { route: "GET /api/admin/doctor/{id}/time-off", expect: ADMIN(), request: () => ({ params: { id: doctorId } }) },
  { route: "POST /api/admin/doctor/{id}/time-off", expect: ADMIN(201), request: () => ({ params: { id: doctorId }, json: farTimeOff() }) },
  {
    route: "DELETE /api/admin/doctor/{id}/time-off/{timeOffId}", expect: ADMIN(),
    request: async () => ({ method: "DELETE", params: { id: doctorId, timeOffId: await timeOffOfDoctor() } }),
  },
  {
    route: "POST /api/appointment/check-in/{appointmentId}", expect: [401, 403, 403, 200, 403, 200, 200],
    request: async () => ({ method: "POST", params: { appointmentId: await openAppointment(pastInstant()) } }),
  },
  {
    route: "POST /api/appointment/no-show/{appointmentId}", expect: [401, 403, 403, 200, 403, 200, 200],
    request: async () => ({ method: "POST", params: { appointmentId: await openAppointment(pastInstant()) } }),
  },
  // Issue 48: staff and the doctor for their own patient book a series (patients only when the clinic allows it: off here).
  { route: "POST /api/appointment/series", expect: [401, 403, 403, 201, 403, 201, 201], request: seriesBooking },
  { route: "GET /api/appointment/series/{seriesId}", expect: [401, 200, 403, 200, 403, 200, 200], request: async () => ({ params: { seriesId: await seriesOfPatient() } }) },
  {
    route: "POST /api/appointment/series/{seriesId}/cancel", expect: [401, 200, 403, 200, 403, 200, 200],
    request: async () => ({ method: "POST", params: { seriesId: await seriesOfPatient() }, json: { scope: "all" } }),
  },
  {
    route: "POST /api/appointment/series/{seriesId}/reschedule", expect: [401, 200, 403, 200, 403, 200, 200],
    request: async () => {
      const seriesId = await seriesOfPatient();
      const first = await prisma.appointment.findFirstOrThrow({ where: { seriesId }, orderBy: { startsAt: "asc" } });
      const to = nextSlot();
      return { method: "POST", params: { seriesId }, json: { scope: "one", appointmentId: first.id, date: to.date, time: to.time } };
    },
  },
  { route: "GET /api/openapi.json", expect: ALL_OK(200) },
  { route: "GET /api/health", expect: ALL_OK(200) },
  // The doctor's calendar subscription: the link is the doctor's; the feed itself needs only its signed token.
  { route: "GET /api/doctor/calendar-feed", expect: DOCTORS },
  { route: "POST /api/doctor/calendar-feed", expect: DOCTORS, request: () => ({ method: "POST" }) },
  { route: "GET /api/calendar-feed/{token}", expect: ALL_OK(200), request: async () => ({ params: { token: await feedToken() } }) },
  // Issue 45: a patient's own data to take away, their account to delete (a wrong password here: refused
  // with a 400 after the role check, since erasing the matrix's own callers would end the other cells),
  // and the desk's erasure of a record without a login.
  { route: "GET /api/user/export", expect: [401, 200, 200, 403, 403, 403, 403] },
  { route: "GET /api/user/access-log", expect: [401, 200, 200, 403, 403, 403, 403] },
  { route: "DELETE /api/user", expect: [401, 400, 400, 403, 403, 403, 403], request: () => ({ method: "DELETE", json: { password: "not the password" } }) },
  { route: "DELETE /api/patients/{id}", expect: STAFF(), request: async () => ({ method: "DELETE", params: { id: await uninvitedRecord() } }) },
];

/** The current link of "doctor"'s feed (the reset row above moves it on). */
const feedToken = async () => {
  const { calendarFeedVersion } = await prisma.doctor.findUniqueOrThrow({ where: { id: doctorId }, select: { calendarFeedVersion: true } });
  return `${calendarFeedToken(doctorId, calendarFeedVersion)}.ics`;
};
/** Answers that are not the API's JSON: the OpenAPI document, and the calendar feed (text/calendar). */
const NOT_JSON = ["GET /api/openapi.json", "GET /api/calendar-feed/{token}", "GET /api/admin/appointments/export", "GET /api/user/export"];

describe("authorization matrix", () => {
  it("covers every route and method of app/api", () => {
    expect(MATRIX.map((r) => r.route).sort()).toEqual([...routes.keys()].sort());
  });

  it.each(MATRIX.map((row) => [row.route, row] as const))("%s", async (route, row) => {
    const handler = routes.get(route)!;
    expect(handler, `no handler for ${route}`).toBeDefined();
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const [i, who] of WHO.entries()) {
      const opts = (await row.request?.()) ?? {};
      const token = who === "anonymous" ? null : await tokenFor(ids[who]);
      const reply = await call(handler, { ...opts, token });
      got[who] = reply.status;
      want[who] = row.expect[i];
      // Every JSON answer says whether it worked; failures say why.
      if (!NOT_JSON.includes(route)) {
        expect(reply.body.success, `${who}: ${JSON.stringify(reply.body)}`).toBe(reply.status < 300);
        if (reply.status >= 400) expect(reply.body.message).toEqual(expect.any(String));
      }
    }
    expect(got).toEqual(want);
  });
});

describe("an archived doctor's token and a logged-out token count as no token", () => {
  it.each(MATRIX.map((row) => [row.route, row] as const))("%s", async (route, row) => {
    const handler = routes.get(route)!;
    const got: Record<string, number> = {};
    for (const [who, token] of Object.entries(refused)) {
      const reply = await call(handler, { ...((await row.request?.()) ?? {}), token });
      got[who] = reply.status;
      if (reply.status === 401) expect(reply.body).toEqual({ success: false, message: "Invalid or expired token. Please log in again." });
    }
    // Exactly what an anonymous caller gets: 401 where a token is needed, the public answer elsewhere.
    expect(got).toEqual({ archivedDoctor: row.expect[0], loggedOut: row.expect[0] });
  });
});

// The public doctor shape (issue 12): a doctor's account fields (email, phone,
// date of birth, gender) go only to that doctor and to admins. For each route
// that answers doctors, what each caller sees of them: "public" (name, image
// and address only), "full" (the whole account) or "-" (refused).
type Seen = "public" | "full" | "-";

/** Every doctor object in a body (it has a speciality and a user), and how much of its account shows. */
function doctorsSeen(body: unknown): Seen[] {
  const out: Seen[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    if ("speciality" in o && o.user && typeof o.user === "object") {
      const account = ["email", "phone", "dob", "gender", "role", "age"].filter((k) => k in (o.user as object));
      out.push(account.length ? "full" : "public");
    }
    Object.values(o).forEach(visit);
  };
  visit(body);
  return out;
}

const DOCTOR_SHAPES: { route: string; expect: [Seen, Seen, Seen, Seen, Seen, Seen, Seen]; request?: () => Promise<CallOptions> | CallOptions }[] = [
  { route: "GET /api/doctor", expect: ["public", "public", "public", "public", "public", "public", "public"] },
  // The doctor's own public profile is public too: they read their account at /api/doctor/me.
  { route: "GET /api/doctor/{id}", expect: ["public", "public", "public", "public", "public", "public", "public"], request: () => ({ params: { id: doctorId } }) },
  { route: "GET /api/doctor/me", expect: ["-", "-", "-", "full", "full", "-", "-"] },
  { route: "GET /api/admin/all-doctors", expect: ["-", "-", "-", "-", "-", "full", "-"] },
  { route: "PUT /api/admin/change-availability", expect: ["-", "-", "-", "-", "-", "full", "-"], request: () => ({ method: "PUT", json: { id: doctorId, available: true } }) },
  { route: "GET /api/appointment/user/{userId}", expect: ["-", "public", "-", "-", "-", "public", "public"], request: () => ({ params: { userId: ids.patient } }) },
  { route: "GET /api/appointment/doctor/{doctorId}", expect: ["-", "-", "-", "public", "-", "public", "public"], request: () => ({ params: { doctorId } }) },
  {
    route: "POST /api/appointment/book-appointment", expect: ["-", "public", "-", "-", "-", "public", "public"],
    request: () => {
      const slot = nextSlot();
      return { json: { userId: ids.patient, doctorId: spareDoctorId, date: slot.date, time: slot.time } };
    },
  },
  {
    route: "POST /api/appointment/cancel-appointment/{appointmentId}", expect: ["-", "public", "-", "public", "-", "public", "public"],
    request: async () => ({ method: "POST", params: { appointmentId: await openAppointment(nextSlot().startsAt) } }),
  },
  { route: "POST /api/appointment/reschedule-appointment/{appointmentId}", expect: ["-", "public", "-", "public", "-", "public", "public"], request: rescheduleRequest },
  // The visit a claimed waitlist offer booked (issue 27): anyone holding the token, the public shape.
  { route: "POST /api/waitlist/offers/{token}/claim", expect: ["public", "public", "public", "public", "public", "public", "public"], request: async () => ({ method: "POST", params: { token: await heldOfferToken() } }) },
];

let spareDoctorId: string;

describe("who sees a doctor's account", () => {
  beforeAll(async () => {
    spareDoctorId = (await createDoctor()).doctor.id;
    // Something to list: an open appointment of the patient with the doctor.
    await openAppointment(nextSlot().startsAt);
  });

  it.each(DOCTOR_SHAPES.map((row) => [row.route, row] as const))("%s", async (route, row) => {
    const got: Record<string, Seen | Seen[]> = {};
    const want: Record<string, Seen> = {};
    for (const [i, who] of WHO.entries()) {
      const opts = (await row.request?.()) ?? {};
      const token = who === "anonymous" ? null : await tokenFor(ids[who]);
      const reply = await call(routes.get(route)!, { ...opts, token });
      const seen = [...new Set(doctorsSeen(reply.body))];
      got[who] = reply.status >= 300 ? "-" : seen.length === 1 ? seen[0] : seen;
      want[who] = row.expect[i];
    }
    expect(got).toEqual(want);
  });
});
