// The OpenAPI 3.1 document of the REST API, served at /api/openapi.json.
// (next-auth's own /api/auth/[...nextauth] endpoints serve the web UI's
// cookies and are not part of this API.)
// Every request and response schema is converted from the zod schemas the
// routes themselves validate with (each domain's schemas and shapes), so the
// document follows the code. tests/integration/http/api-openapi.test.ts checks that
// every route file appears here with each method it exports.
import { z } from "zod";
import { addDoctorSchema, doctorProfileSchema, editDoctorSchema } from "@/lib/doctors/doctor-schema";
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from "@/lib/accounts/password-schema";
import { contactMessageShape, contactSchema } from "@/lib/clinic/contact-schema";
import { loginSchema, registerSchema } from "@/lib/accounts/auth-schema";
import { profileSchema } from "@/lib/accounts/profile-schema";
import { languageChoiceSchema, languageRequestSchema } from "@/lib/accounts/language-schema";
import { scheduleRequestSchema, timeOffSchema } from "@/lib/schedule/schedule-schema";
import { adminDashboardShape, allAppointmentsQuery, deskDayQuery, deskDoctorShape, appointmentListQuery, appointmentShape, bookRequestSchema, doctorAppointmentsQuery, doctorDashboardShape, doctorPatientShape, timeOffConflictShape } from "@/lib/appointments/shapes";
import { availabilityRequestSchema, doctorListQuery, doctorShape, publicDoctorShape } from "@/lib/doctors/shapes";
import { errorShape } from "@/lib/http/route-schema";
import { scheduleShape, slotDayShape, slotsQuery, timeOffShape } from "@/lib/schedule/shapes";
import { userShape } from "@/lib/accounts/shapes";
import { idSchema } from "@/lib/validation";
import { emailListQuery, emailShape } from "@/lib/notifications/email-log";
import { unsubscribeQuery } from "@/lib/accounts/email-preferences";
import { IMAGE_RULE, MAX_IMAGE_MB } from "@/lib/platform/images";
import { MAX_FORM_BYTES, MAX_JSON_BYTES } from "@/lib/http/body";
import { clinicSettingsFields, clinicSettingsUpdateSchema } from "@/lib/clinic/settings-schema";
import { cancelBodySchema } from "@/lib/appointments/cancel-schema";
import { rescheduleBodySchema } from "@/lib/appointments/reschedule-schema";
import { moveVisitTypeSchema, visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";
import { adminVisitTypeShape, visitTypeShape } from "@/lib/visit-types/shapes";
import { addStaffSchema, staffShape } from "@/lib/desk/staff-schema";
import { newPatientSchema, patientRecordChangeShape, patientRecordSchema, patientRecordShape, patientSearchQuery } from "@/lib/desk/patient-record-schema";
import { dependentSchema, dependentShape } from "@/lib/accounts/dependent-schema";
import { joinWaitlistSchema, offerShape, staffWaitlistQuery, waitlistEntryShape, WAITLIST_MAX_ACTIVE } from "@/lib/waitlist/waitlist-schema";
import { adminInsightsQuery, doctorInsightsQuery, insightsShape, MAX_RANGE_DAYS } from "@/lib/insights/insights-schema";
import { CSV_HEADER } from "@/lib/insights/export";
import type { Role } from "@/lib/generated/prisma/enums";

type JsonSchema = Record<string, unknown>;
type Method = "get" | "post" | "put" | "delete";

type Operation = {
  method: Method;
  path: string;
  tag: string;
  summary: string;
  /** "public": no token; "any": any signed-in user; otherwise the roles allowed. */
  auth: "public" | "any" | Role[];
  query?: z.ZodObject;
  /** "form" routes read multipart/form-data (also url-encoded or JSON); `files` are image fields. */
  body?: { kind: "json" | "form"; schema: z.ZodObject; files?: string[] };
  /** The success status (200 unless said). */
  status?: number;
  /** The fields next to `success: true`. */
  result?: Record<string, z.ZodType>;
  /** Failure statuses beyond those implied by auth, body and path ids. */
  errors?: number[];
  /** Request headers beyond Authorization. */
  headers?: { name: string; description: string; schema: JsonSchema }[];
  /** Failure answers with more than the Error shape, by status. */
  failures?: Record<number, z.ZodType>;
  /** Path parameters that are not ids (an offer's secret token), by name. */
  params?: Record<string, { description: string; schema: JsonSchema }>;
};

const message = z.string();
const calendarLinks = {
  url: z.string().describe("The feed's address (https), for a calendar app's \"subscribe from URL\"; private to the doctor"),
  webcalUrl: z.string().describe("The same address with the webcal:// scheme, which opens the device's calendar app"),
};
const cursor = z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page");
/** The secret of a waitlist offer's Claim and Decline links: the only credential of its routes. */
const offerToken = {
  token: {
    description: "The offer's secret, from the offer email's links or `offer.token` of GET /api/waitlist; a malformed or unknown one is a 404",
    schema: { type: "string", minLength: 16, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
  },
};

export const OPERATIONS: Operation[] = [
  // auth
  {
    method: "post", path: "/api/auth/register", tag: "auth", summary: "Create a patient account (rate limited per address)",
    auth: "public", body: { kind: "form", schema: registerSchema }, status: 201,
    result: { message, data: userShape, user: userShape }, errors: [409, 429],
  },
  {
    method: "post", path: "/api/auth/login", tag: "auth",
    summary: "Exchange email and password for a bearer token with its own session (rate limited; 403 for a closed account)",
    auth: "public", body: { kind: "json", schema: loginSchema },
    result: { message, token: z.string(), user: userShape }, errors: [401, 403, 429],
  },
  { method: "get", path: "/api/auth/me", tag: "auth", summary: "The signed-in user", auth: "any", result: { user: userShape } },
  {
    method: "post", path: "/api/auth/logout", tag: "auth", summary: "End the session of this token (other sign-ins stay)",
    auth: "any", result: { message },
  },
  {
    method: "post", path: "/api/auth/logout-all", tag: "auth", summary: "End every token and session of the caller, this one included",
    auth: "any", result: { message },
  },
  {
    method: "post", path: "/api/auth/change-password", tag: "auth",
    summary: "Change the password (current one required); every other token and session of the account ends, this one stays",
    auth: "any", body: { kind: "json", schema: changePasswordSchema }, result: { message }, errors: [429],
  },
  {
    method: "post", path: "/api/auth/forgot-password", tag: "auth",
    summary: "Email a link to choose a new password (one hour, once); the same answer whether or not the email has an account; rate limited per address and per email",
    auth: "public", body: { kind: "json", schema: forgotPasswordSchema }, result: { message }, errors: [429],
  },
  {
    method: "post", path: "/api/auth/reset-password", tag: "auth",
    summary: "Set the password with the token of an emailed link (400 when unknown, used or expired); every token and session of the account ends",
    auth: "public", body: { kind: "json", schema: resetPasswordSchema }, result: { message }, errors: [403],
  },
  // user
  {
    method: "put", path: "/api/user/update-profile", tag: "user", summary: "Edit the caller's own profile (email is not editable)",
    auth: "any", body: { kind: "form", schema: profileSchema, files: ["image"] }, result: { message, user: userShape },
  },
  {
    method: "put", path: "/api/user/language", tag: "user",
    summary: "Save the caller's language (pages and emails follow it); 400 for a language the clinic does not offer (CLINIC_LOCALES)",
    auth: "any", body: { kind: "json", schema: languageRequestSchema }, result: { message, locale: languageChoiceSchema },
  },
  // doctors
  {
    method: "get", path: "/api/doctor", tag: "doctors", summary: "List doctors (archived ones hidden), in the public shape",
    auth: "public", query: doctorListQuery, result: { doctors: z.array(publicDoctorShape), nextCursor: cursor },
  },
  {
    method: "get", path: "/api/doctor/{id}", tag: "doctors", summary: "One doctor by doctor-profile id, in the public shape",
    auth: "public", result: { doctor: publicDoctorShape },
  },
  {
    method: "get", path: "/api/doctor/{id}/slots", tag: "doctors", summary: "Free starts of the booking horizon for a visit type (the doctor's default when absent; 400 when the doctor does not offer it): within the doctor's hours, on the clinic's slot interval, clear of time off and other appointments with their buffers (none while unavailable)",
    auth: "public", query: slotsQuery, result: { slots: z.array(slotDayShape) },
  },
  { method: "get", path: "/api/doctor/me", tag: "doctors", summary: "The caller's doctor profile", auth: ["doctor"], result: { doctor: doctorShape } },
  {
    method: "get", path: "/api/doctor/dashboard-data", tag: "doctors", summary: "The caller's dashboard figures and today's schedule",
    auth: ["doctor"], result: { data: doctorDashboardShape },
  },
  {
    method: "get", path: "/api/doctor/patients", tag: "doctors", summary: "The caller's patients with visit counts",
    auth: ["doctor"], result: { patients: z.array(doctorPatientShape) },
  },
  {
    method: "put", path: "/api/doctor/update-profile", tag: "doctors", summary: "Edit the caller's doctor profile; doctor.user is the updated user",
    auth: ["doctor"], body: { kind: "form", schema: doctorProfileSchema, files: ["image"] }, result: { message, doctor: doctorShape },
  },
  // schedules
  {
    method: "get", path: "/api/doctor/schedule", tag: "schedules", summary: "The caller's weekly hours (the default, every day 10:00-21:00, until set)",
    auth: ["doctor"], result: { schedule: scheduleShape },
  },
  {
    method: "put", path: "/api/doctor/schedule", tag: "schedules",
    summary: "Replace the caller's weekly hours (intervals on the half hour, in order, not overlapping); booked appointments stay",
    auth: ["doctor"], body: { kind: "json", schema: scheduleRequestSchema }, result: { schedule: scheduleShape },
  },
  {
    method: "get", path: "/api/doctor/time-off", tag: "schedules", summary: "The caller's time off that has not ended, soonest first",
    auth: ["doctor"], result: { timeOff: z.array(timeOffShape) },
  },
  {
    method: "post", path: "/api/doctor/time-off", tag: "schedules",
    summary: "Add time off; open appointments inside are a 409 listing them, or cancelled with cancelAffected: true",
    auth: ["doctor"], body: { kind: "json", schema: timeOffSchema }, status: 201,
    result: { message, timeOff: timeOffShape, cancelled: z.array(appointmentShape) }, errors: [409], failures: { 409: timeOffConflictShape },
  },
  {
    method: "delete", path: "/api/doctor/time-off/{id}", tag: "schedules", summary: "Remove one of the caller's time off",
    auth: ["doctor"], result: { message, timeOff: timeOffShape },
  },
  {
    method: "get", path: "/api/doctor/calendar-feed", tag: "schedules",
    summary: "The caller's private calendar subscription: the link of an iCalendar feed of their appointments (GET /api/calendar-feed/{token}), and its webcal:// form",
    auth: ["doctor"], result: calendarLinks,
  },
  {
    method: "post", path: "/api/doctor/calendar-feed", tag: "schedules",
    summary: "Reset the caller's calendar link: a new one is returned and the old one stops working (404)",
    auth: ["doctor"], result: { message, ...calendarLinks },
  },
  {
    method: "get", path: "/api/admin/doctor/{id}/schedule", tag: "schedules", summary: "A doctor's weekly hours",
    auth: ["admin"], result: { schedule: scheduleShape },
  },
  {
    method: "put", path: "/api/admin/doctor/{id}/schedule", tag: "schedules", summary: "Replace a doctor's weekly hours",
    auth: ["admin"], body: { kind: "json", schema: scheduleRequestSchema }, result: { schedule: scheduleShape },
  },
  {
    method: "get", path: "/api/admin/doctor/{id}/time-off", tag: "schedules", summary: "A doctor's time off that has not ended",
    auth: ["admin"], result: { timeOff: z.array(timeOffShape) },
  },
  {
    method: "post", path: "/api/admin/doctor/{id}/time-off", tag: "schedules", summary: "Add time off for a doctor (as POST /api/doctor/time-off)",
    auth: ["admin"], body: { kind: "json", schema: timeOffSchema }, status: 201,
    result: { message, timeOff: timeOffShape, cancelled: z.array(appointmentShape) }, errors: [409], failures: { 409: timeOffConflictShape },
  },
  {
    method: "delete", path: "/api/admin/doctor/{id}/time-off/{timeOffId}", tag: "schedules", summary: "Remove a doctor's time off",
    auth: ["admin"], result: { message, timeOff: timeOffShape },
  },
  // admin
  {
    method: "post", path: "/api/admin/add-doctor", tag: "admin",
    summary: "Create a doctor account and profile; without a password the doctor is emailed a single-use link (seven days) to set their own",
    auth: ["admin"], body: { kind: "form", schema: addDoctorSchema, files: ["image"] }, status: 201,
    result: { message, doctor: doctorShape }, errors: [409],
  },
  {
    method: "put", path: "/api/admin/change-availability", tag: "admin", summary: "Open or close a doctor's booking",
    auth: ["admin"], body: { kind: "json", schema: availabilityRequestSchema }, result: { message, doctor: doctorShape }, errors: [404],
  },
  {
    method: "get", path: "/api/admin/all-doctors", tag: "admin", summary: "All doctors, archived ones included (flagged `archived`)",
    auth: ["admin"], query: doctorListQuery, result: { doctors: z.array(doctorShape), nextCursor: cursor },
  },
  {
    method: "get", path: "/api/admin/all-appointments", tag: "admin", summary: "All appointments, newest first (admins and the front desk)",
    auth: ["admin", "receptionist"], query: allAppointmentsQuery, result: { appointments: z.array(appointmentShape), nextCursor: cursor },
  },
  {
    method: "get", path: "/api/admin/dashboard-data", tag: "admin", summary: "Platform totals and recent appointments",
    auth: ["admin"], result: { data: adminDashboardShape },
  },
  {
    method: "put", path: "/api/admin/doctor/{id}", tag: "admin", summary: "Edit a doctor (a blank password keeps the current one)",
    auth: ["admin"], body: { kind: "form", schema: editDoctorSchema, files: ["image"] }, result: { message, doctor: doctorShape }, errors: [409],
  },
  {
    method: "delete", path: "/api/admin/doctor/{id}", tag: "admin", summary: "Delete a doctor, or archive one with appointment history",
    auth: ["admin"], result: { message, result: z.enum(["deleted", "archived"]) },
  },
  {
    method: "get", path: "/api/admin/messages", tag: "admin", summary: "Contact-form messages, newest first",
    auth: ["admin"], result: { messages: z.array(contactMessageShape) },
  },
  {
    method: "get", path: "/api/admin/settings", tag: "admin", summary: "The clinic's policy settings",
    auth: ["admin"], result: { settings: clinicSettingsFields },
  },
  {
    method: "put", path: "/api/admin/settings", tag: "admin",
    summary: "Change any of the clinic's policy settings (those left out keep their value; per doctor cannot exceed in all)",
    auth: ["admin"], body: { kind: "json", schema: clinicSettingsUpdateSchema }, result: { message, settings: clinicSettingsFields },
  },
  {
    method: "get", path: "/api/admin/emails", tag: "admin", summary: "Recent emails, newest first, with delivery status, attempts and the last SMTP error",
    auth: ["admin"], query: emailListQuery, result: { emails: z.array(emailShape), nextCursor: cursor },
  },
  {
    method: "post", path: "/api/admin/emails/{id}/retry", tag: "admin", summary: "Send a failed email again with a fresh set of attempts (409 unless failed)",
    auth: ["admin"], result: { message, email: emailShape }, errors: [409],
  },
  // visit types (issue 24)
  {
    method: "get", path: "/api/visit-types", tag: "visit-types", summary: "The visit types patients can book, in order (the first is the clinic's default)",
    auth: "public", result: { visitTypes: z.array(visitTypeShape) },
  },
  {
    method: "get", path: "/api/admin/staff", tag: "admin", summary: "The front desk's accounts (receptionists), archived ones included",
    auth: ["admin"], result: { staff: z.array(staffShape) },
  },
  {
    method: "post", path: "/api/admin/staff", tag: "admin",
    summary: "Add a receptionist; they are emailed a single-use link (seven days) to set their password",
    auth: ["admin"], body: { kind: "json", schema: addStaffSchema }, status: 201, result: { message, staff: staffShape }, errors: [409],
  },
  {
    method: "delete", path: "/api/admin/staff/{id}", tag: "admin",
    summary: "Archive a receptionist: they can no longer sign in and every session and token of theirs ends at once (archiving again changes nothing)",
    auth: ["admin"], result: { message, staff: staffShape },
  },
  {
    method: "get", path: "/api/admin/visit-types", tag: "visit-types", summary: "Every visit type, archived ones included (`active: false`), in order",
    auth: ["admin"], result: { visitTypes: z.array(adminVisitTypeShape) },
  },
  {
    method: "post", path: "/api/admin/visit-types", tag: "visit-types", summary: "Add a visit type, last in the list (400 for an unknown doctor id)",
    auth: ["admin"], body: { kind: "json", schema: visitTypeInputSchema }, status: 201, result: { message, visitType: adminVisitTypeShape },
  },
  {
    method: "put", path: "/api/admin/visit-types/{id}", tag: "visit-types",
    summary: "Replace a visit type (fields left out take their defaults); appointments already booked keep their length, buffer and price",
    auth: ["admin"], body: { kind: "json", schema: visitTypeInputSchema }, result: { message, visitType: adminVisitTypeShape },
  },
  {
    method: "delete", path: "/api/admin/visit-types/{id}", tag: "visit-types",
    summary: "Archive a visit type (never deleted; booked visits of it stay). The last active type cannot be archived (409)",
    auth: ["admin"], result: { message, visitType: adminVisitTypeShape }, errors: [409],
  },
  {
    method: "post", path: "/api/admin/visit-types/{id}/restore", tag: "visit-types", summary: "Offer an archived visit type again, in its old place",
    auth: ["admin"], result: { message, visitType: adminVisitTypeShape },
  },
  {
    method: "post", path: "/api/admin/visit-types/{id}/move", tag: "visit-types",
    summary: "Move a visit type one place up or down the list (nothing moves at an edge); answers the whole list in its new order",
    auth: ["admin"], body: { kind: "json", schema: moveVisitTypeSchema }, result: { message, visitTypes: z.array(adminVisitTypeShape) },
  },
  // families (issue 26)
  {
    method: "get", path: "/api/user/dependents", tag: "user", summary: "The caller's dependents (family members whose visits they book and whose emails they get)",
    auth: ["patient"], result: { dependents: z.array(dependentShape) },
  },
  {
    method: "post", path: "/api/user/dependents", tag: "user", summary: "Add a dependent: a patient record of its own, without a login, managed by the caller",
    auth: ["patient"], body: { kind: "json", schema: dependentSchema }, status: 201, result: { message, dependent: dependentShape },
  },
  {
    method: "put", path: "/api/user/dependents/{id}", tag: "user", summary: "Edit one of the caller's dependents",
    auth: ["patient"], body: { kind: "json", schema: dependentSchema }, result: { message, dependent: dependentShape },
  },
  {
    method: "delete", path: "/api/user/dependents/{id}", tag: "user",
    summary: "Remove one of the caller's dependents: refused (409) while it has appointments to come; kept, archived, when it has history",
    auth: ["patient"], result: { message }, errors: [409],
  },
  // patients (issue 26)
  {
    method: "get", path: "/api/patients", tag: "patients",
    summary: "The front desk's patient search (receptionists and admins): part of the name (accents and case ignored), phone digits, email or date of birth; at most 20",
    auth: ["receptionist", "admin"], query: patientSearchQuery, result: { patients: z.array(patientRecordShape) },
  },
  {
    method: "post", path: "/api/patients", tag: "patients",
    summary:
      "Make a patient record without an account (name and phone; email, date of birth, gender, address optional). " +
      "A record with the same name and date of birth, or the same phone, answers 409 with possibleDuplicates unless confirmNew is true",
    auth: ["receptionist", "admin"], body: { kind: "json", schema: newPatientSchema }, status: 201, result: { message, patient: patientRecordShape },
    errors: [409], failures: { 409: z.object({ success: z.literal(false), message: z.string(), possibleDuplicates: z.array(patientRecordShape).optional() }) },
  },
  {
    method: "post", path: "/api/patients/{id}/invite", tag: "patients",
    summary: "Email a record without an account a link (seven days) to set a password; the record becomes their account. 409 without an email or with an account already",
    auth: ["receptionist", "admin"], result: { message, patient: patientRecordShape }, errors: [409],
  },
  {
    method: "put", path: "/api/patients/{id}", tag: "patients",
    summary:
      "Edit a patient record (receptionists and admins): the fields replace the record's (an omitted optional field is cleared); the fields changed are recorded in its history. " +
      "400 when it would change the email a patient signs in with, or give a dependent an email; 409 for an email another account has",
    auth: ["receptionist", "admin"], body: { kind: "json", schema: patientRecordSchema }, result: { message, patient: patientRecordShape }, errors: [409],
  },
  {
    method: "get", path: "/api/patients/{id}/history", tag: "patients",
    summary: "Who made, changed (which fields, never the values) and invited a patient record, as what and when; newest first",
    auth: ["receptionist", "admin"], result: { history: z.array(patientRecordChangeShape) },
  },
  // the waitlist (issue 27)
  {
    method: "post", path: "/api/waitlist", tag: "waitlist",
    summary:
      "Join a doctor's waitlist: a patient for themselves or a dependent (`userId`), the front desk and admins for the patient named by `userId`. " +
      `At most ${WAITLIST_MAX_ACTIVE} waiting entries per patient, one per doctor (409). A matching time free right now is a 409 with that time in \`freeSlot\`: book it instead`,
    auth: ["patient", "receptionist", "admin"], body: { kind: "json", schema: joinWaitlistSchema }, status: 201,
    result: { message, entry: waitlistEntryShape }, errors: [403, 404, 409],
    failures: {
      409: z.object({
        success: z.literal(false),
        message: z.string(),
        freeSlot: z.object({ date: z.string().describe("Clinic-local YYYY-MM-DD"), time: z.string().describe('e.g. "10:30 AM"') }).optional()
          .describe("The earliest matching time free now (absent when the 409 is for the limits)"),
      }),
    },
  },
  {
    method: "get", path: "/api/waitlist", tag: "waitlist",
    summary: "The caller's waitlist entries and their dependents' (waiting first, then those ended in the last 30 days), each with its place in line and the time held for it now (`offer`, with the token of its Claim and Decline links)",
    auth: ["patient"], result: { entries: z.array(waitlistEntryShape) },
  },
  {
    method: "delete", path: "/api/waitlist/{id}", tag: "waitlist",
    summary: "Leave the waitlist (a patient: their own entry or a dependent's; another's is a 404), or remove any entry (the front desk, admins). A time held for it passes to the next patient waiting. 409 once the entry has ended",
    auth: ["patient", "receptionist", "admin"], result: { message, entry: waitlistEntryShape }, errors: [409],
  },
  {
    method: "get", path: "/api/waitlist/offers/{token}", tag: "waitlist",
    summary: "A waitlist offer by its secret token (no sign-in: the token is the credential): the doctor, the time, until when it is held, and its status",
    auth: "public", params: offerToken, result: { offer: offerShape },
  },
  {
    method: "post", path: "/api/waitlist/offers/{token}/claim", tag: "waitlist",
    summary:
      "Claim the time held by an offer: booked for the entry's patient under every usual booking rule (the limits on open appointments and on changes, the slot rule), and the entry ends. " +
      "An expired offer, or one already claimed, declined or withdrawn, is a 410 and books nothing; a time the booking rule no longer offers (the hours changed) is a 400",
    auth: "public", params: offerToken, status: 201, result: { message, appointment: appointmentShape }, errors: [400, 409, 410, 429],
  },
  {
    method: "post", path: "/api/waitlist/offers/{token}/decline", tag: "waitlist",
    summary: "Decline the time held by an offer: it passes to the next patient waiting at once, and the entry stays on the list. An expired or answered offer is a 410",
    auth: "public", params: offerToken, result: { message }, errors: [410],
  },
  {
    method: "get", path: "/api/admin/waitlist", tag: "waitlist",
    summary: "The waiting entries in line order, by doctor (`doctorId`: one doctor's). The front desk and admins see any doctor's list or all; a doctor sees their own only (another doctor's is a 403)",
    auth: ["admin", "receptionist", "doctor"], query: staffWaitlistQuery, result: { entries: z.array(waitlistEntryShape) },
  },
  {
    method: "delete", path: "/api/admin/waitlist/{id}", tag: "waitlist",
    summary: "Remove an entry from a doctor's waitlist (the front desk, admins); a time held for it passes to the next patient waiting. 409 once the entry has ended",
    auth: ["admin", "receptionist"], result: { message, entry: waitlistEntryShape }, errors: [409],
  },
  // appointments
  {
    method: "get", path: "/api/desk/day", tag: "appointments",
    summary: "The front desk's day (receptionists and admins): every doctor working that clinic day or with visits on it, with the day's hours, time off and appointments",
    auth: ["receptionist", "admin"], query: deskDayQuery, result: { date: z.string().describe("YYYY-MM-DD, clinic-local"), doctors: z.array(deskDoctorShape) },
  },
  {
    method: "post", path: "/api/appointment/book-appointment", tag: "appointments",
    summary:
      "Book a slot (7-day window, within the doctor's hours (default 10:00-20:30 starts) every 30 min and outside time off, clinic time zone, doctor available, slot free). " +
      "Patients past their limit on changes to their appointments are refused (429). Patients book for a dependent, admins and the front desk for any patient, by sending the patient's `userId`",
    auth: "any", body: { kind: "json", schema: bookRequestSchema }, status: 201,
    result: { message, appointment: appointmentShape }, errors: [403, 404, 409, 429],
    headers: [
      {
        name: "Idempotency-Key",
        description: "Optional. Repeating a request with the same key and body returns the appointment it already made (safe retries); the same key with another body is a 409.",
        schema: { type: "string", minLength: 1, maxLength: 100, pattern: "^[\\x21-\\x7e]+$" },
      },
    ],
  },
  {
    method: "get", path: "/api/appointment/doctor/{doctorId}", tag: "appointments", summary: "A doctor's appointments (that doctor, an admin or the front desk)",
    auth: "any", query: doctorAppointmentsQuery, result: { appointments: z.array(appointmentShape), nextCursor: cursor }, errors: [403],
  },
  {
    method: "get", path: "/api/appointment/user/{userId}", tag: "appointments", summary: "A patient's appointments (that patient, an admin or the front desk)",
    auth: "any", query: appointmentListQuery, result: { appointments: z.array(appointmentShape), nextCursor: cursor }, errors: [403],
  },
  {
    method: "post", path: "/api/appointment/cancel-appointment/{appointmentId}", tag: "appointments",
    summary: "Cancel an appointment awaiting the patient (its patient, its doctor, an admin or the front desk); an optional JSON body {reason}. Patients are refused (409) once it has started and within the clinic's cancellation cutoff, and past their limit on changes (429)",
    auth: "any", body: { kind: "json", schema: cancelBodySchema }, result: { message, appointment: appointmentShape }, errors: [403, 409, 429],
  },
  {
    method: "post", path: "/api/appointment/reschedule-appointment/{appointmentId}", tag: "appointments",
    summary:
      "Move an appointment awaiting the patient to another free slot of the same doctor (its patient, its doctor, an admin or the front desk), in place: the same _id with the new date and time. " +
      "The slot must be one the booking rule offers; a taken one is a 409 and the appointment keeps its slot. Patients are refused (409) once it has started and within the clinic's cancellation cutoff. " +
      "Patients past their limit on changes, or on moves of this appointment, are refused (429). " +
      "Both parties are emailed an updated calendar invitation (replacing one of an earlier move not yet sent) and the reminder moves with it",
    auth: "any", body: { kind: "json", schema: rescheduleBodySchema }, result: { message, appointment: appointmentShape }, errors: [403, 409, 429],
  },
  {
    method: "post", path: "/api/appointment/complete-appointment/{appointmentId}", tag: "appointments",
    summary: "Complete an open appointment from its clinic day on (its doctor, an admin or the front desk)",
    auth: "any", result: { message, appointment: appointmentShape }, errors: [403, 409],
  },
  {
    method: "post", path: "/api/appointment/check-in/{appointmentId}", tag: "appointments",
    summary: "Mark the patient arrived (checked in) from the appointment's clinic day on (its doctor, an admin or the front desk); then it can only be completed",
    auth: "any", result: { message, appointment: appointmentShape }, errors: [403, 409],
  },
  {
    method: "post", path: "/api/appointment/no-show/{appointmentId}", tag: "appointments",
    summary: "Mark an appointment a no-show from its clinic day on (its doctor, an admin or the front desk); final",
    auth: "any", result: { message, appointment: appointmentShape }, errors: [403, 409],
  },
  // insights (issue 28)
  {
    method: "get", path: "/api/admin/insights", tag: "insights",
    summary:
      "The clinic's figures for a range of clinic days (the clinic's time zone), optionally of one doctor, speciality or visit type: visits per day by status, " +
      "a weekday x hour heatmap of starts, per week (weeks start on Monday) the no-show and cancellation rates (fractions; null without visits to count), " +
      "lead time median and 90th percentile in days and revenue, utilisation per doctor, visits per visit type and waitlist refills. " +
      `Every figure counts visits by their start; a range inverted or over ${MAX_RANGE_DAYS} days is a 400. Definitions: docs/insights.md`,
    auth: ["admin"], query: adminInsightsQuery, result: insightsShape,
  },
  {
    method: "get", path: "/api/doctor/insights", tag: "insights",
    summary: "The caller's own figures for a range of clinic days, in the shape of GET /api/admin/insights (weeks start on Monday; utilisation is theirs alone)",
    auth: ["doctor"], query: doctorInsightsQuery, result: insightsShape, errors: [404],
  },
  // misc
  {
    method: "post", path: "/api/contact", tag: "misc", summary: "Send a contact-form message (rate limited per address)",
    auth: "public", body: { kind: "form", schema: contactSchema }, status: 201, result: { message, contact: contactMessageShape }, errors: [429],
  },
  {
    method: "post", path: "/api/emails/unsubscribe", tag: "misc",
    summary: "One-click unsubscribe from reminder emails (RFC 8058; the signed link of a reminder's List-Unsubscribe header, no token needed)",
    auth: "public", query: unsubscribeQuery, result: { message },
  },
  { method: "get", path: "/api/health", tag: "misc", summary: "Liveness and database reachability", auth: "public", result: { database: z.literal("up") }, errors: [503] },
  { method: "get", path: "/api/openapi.json", tag: "misc", summary: "This document (not wrapped in `success`)", auth: "public" },
];

const COMPONENTS: Record<string, z.ZodType> = {
  User: userShape,
  Doctor: doctorShape,
  PublicDoctor: publicDoctorShape,
  Appointment: appointmentShape,
  DoctorPatient: doctorPatientShape,
  SlotDay: slotDayShape,
  ContactMessage: contactMessageShape,
  Email: emailShape,
  VisitType: visitTypeShape,
  AdminVisitType: adminVisitTypeShape,
  WaitlistEntry: waitlistEntryShape,
  WaitlistOffer: offerShape,
  Error: errorShape,
};

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  400: "Bad input: missing or malformed fields, malformed JSON or id",
  401: "No token, or an invalid, expired or revoked one",
  403: "Wrong role, or not the caller's own resource",
  404: "Unknown id",
  409: "Conflict: slot taken (or held for a patient on the waitlist), duplicate email, a final appointment status, the limit on a patient's open appointments, open appointments inside a time off, archiving the last active visit type, or a waitlist join refused (a matching time is free now, already waiting, too many entries)",
  410: "Gone: the waitlist offer has expired, or was already claimed, declined or withdrawn",
  413: `Body or image too large (JSON ${MAX_JSON_BYTES / 1024} kB, form ${MAX_FORM_BYTES / 1024 / 1024} MB, image ${MAX_IMAGE_MB} MB)`,
  429: "Rate limited (see Retry-After)",
  503: "The database is not reachable",
};

/** Converts with shared DTOs as `$ref`s into components.schemas. */
function converter() {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id: name });
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
    const json = z.toJSONSchema(schema, {
      io,
      metadata: registry,
      unrepresentable: "any",
      // Our registry only names the components; descriptions stay in zod's global one.
      override: ({ zodSchema, jsonSchema }) => {
        const description = z.globalRegistry.get(zodSchema)?.description;
        if (description && !jsonSchema.description) jsonSchema.description = description;
      },
    });
    const moved = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
    const { $schema: _s, $defs, ...rest } = moved;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[name] ??= def;
    return rest;
  };
  return { convert, components };
}

export function openApiDocument() {
  const { convert, components } = converter();
  for (const schema of Object.values(COMPONENTS)) convert(schema, "output");
  const errorRef = { $ref: "#/components/schemas/Error" };
  const paths: Record<string, Record<string, unknown>> = {};

  for (const op of OPERATIONS) {
    const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const parameters: unknown[] = pathParams.map((name) => {
      const own = op.params?.[name];
      return own ? { name, in: "path", required: true, ...own } : { name, in: "path", required: true, schema: convert(idSchema, "input") };
    });
    for (const h of op.headers ?? []) parameters.push({ in: "header", required: false, ...h });
    if (op.query) {
      const q = convert(op.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        const { description, ...rest } = schema;
        parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, description, schema: rest });
      }
    }

    let requestBody: unknown;
    if (op.body) {
      const schema = convert(op.body.schema, "input") as { properties?: Record<string, JsonSchema> };
      if (op.body.kind === "json") {
        requestBody = { required: true, content: { "application/json": { schema } } };
      } else {
        const files = Object.fromEntries(
          (op.body.files ?? []).map((f) => [f, { type: "string", contentMediaType: "application/octet-stream", description: IMAGE_RULE }]),
        );
        const form = { ...schema, properties: { ...schema.properties, ...files } };
        requestBody = {
          required: true,
          content: { "multipart/form-data": { schema: form }, "application/x-www-form-urlencoded": { schema }, "application/json": { schema } },
        };
      }
    }

    const status = op.status ?? 200;
    const errors = new Set(op.errors ?? []);
    if (op.auth !== "public") errors.add(401);
    if (Array.isArray(op.auth)) errors.add(403);
    // A path token (not an id) is found or not: a malformed one is a 404, not a 400.
    if (op.body || op.query || pathParams.some((p) => !op.params?.[p])) errors.add(400);
    if (op.body) errors.add(413);
    if (pathParams.length) errors.add(404);

    const success =
      op.path === "/api/openapi.json"
        ? { type: "object", description: "An OpenAPI 3.1 document" }
        : convert(z.object({ success: z.literal(true), ...op.result }), "output");
    const responses: Record<string, unknown> = {
      [status]: { description: STATUS_TEXT[status], content: { "application/json": { schema: success } } },
    };
    for (const code of [...errors].sort((a, b) => a - b)) {
      const failure = op.failures?.[code];
      const schema = failure ? convert(failure, "output") : errorRef;
      responses[code] = { description: STATUS_TEXT[code], content: { "application/json": { schema } } };
    }

    const roles = Array.isArray(op.auth) ? ` Roles: ${op.auth.join(", ")}.` : "";
    (paths[op.path] ??= {})[op.method] = {
      tags: [op.tag],
      summary: op.summary,
      ...(roles ? { description: roles.trim() } : {}),
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
      ...(op.auth === "public" ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  paths["/uploads/{id}"] = {
    get: {
      tags: ["misc"],
      summary: "An uploaded image (local storage), cached for a year",
      operationId: "getUploadsId",
      security: [],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        200: { description: "The image", content: { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } } },
        404: { description: "Unknown image" },
      },
    },
  };

  // The export answers a file, not JSON; its statuses are those of any admin read with a query.
  const exportQuery = convert(adminInsightsQuery, "input") as { properties: Record<string, JsonSchema>; required?: string[] };
  paths["/api/admin/appointments/export"] = {
    get: {
      tags: ["insights"],
      summary:
        "The appointments starting in a range of clinic days (and the filters of GET /api/admin/insights) as a CSV file, oldest first, streamed: " +
        "UTF-8 with a byte-order mark, CRLF lines, RFC 4180 quoting, the clinic-local date (YYYY-MM-DD) and 24-hour times, the creation instant in ISO 8601 UTC. " +
        `Header: ${CSV_HEADER.join(",")}. Text a spreadsheet would read as a formula (starting =, +, -, @) is prefixed with an apostrophe`,
      description: "Roles: admin.",
      operationId: "getApiAdminAppointmentsExport",
      parameters: Object.entries(exportQuery.properties).map(([name, { description, ...schema }]) => ({
        name, in: "query", required: exportQuery.required?.includes(name) ?? false, description, schema,
      })),
      responses: {
        200: {
          description: 'The CSV (Content-Disposition: attachment; filename="appointments-FROM-TO.csv")',
          content: { "text/csv": { schema: { type: "string", contentMediaType: "text/csv" } } },
        },
        ...Object.fromEntries([400, 401, 403].map((code) => [code, { description: STATUS_TEXT[code], content: { "application/json": { schema: errorRef } } }])),
      },
    },
  };

  paths["/api/calendar-feed/{token}"] = {
    get: {
      tags: ["schedules"],
      summary:
        "A doctor's calendar subscription (iCalendar): their appointments from 30 days back to the booking horizon, cancelled ones as STATUS:CANCELLED, " +
        "each with the visit type, the patient's first name and a video visit's link. The signed token of the doctor's link is the only credential; " +
        "a reset or tampered one is a 404. Revalidate with If-None-Match (304 when unchanged)",
      operationId: "getApiCalendarFeedToken",
      security: [],
      parameters: [
        { name: "token", in: "path", required: true, description: "The token of the doctor's link, with its .ics", schema: { type: "string" } },
        { name: "If-None-Match", in: "header", required: false, description: "The ETag of an earlier answer", schema: { type: "string" } },
      ],
      responses: {
        200: {
          description: "The calendar (Cache-Control: private, max-age=300, with an ETag)",
          content: { "text/calendar": { schema: { type: "string", contentMediaType: "text/calendar" } } },
        },
        304: { description: "Unchanged since the ETag given in If-None-Match" },
        404: { description: "Calendar not found: a malformed, tampered or reset link", content: { "application/json": { schema: errorRef } } },
      },
    },
  };

  return {
    openapi: "3.1.0",
    info: {
      title: "CareSlot REST API",
      version: "1.0.0",
      description:
        "Doctor-appointment booking. Every JSON response carries `success`; failures also carry `message`. " +
        "Ids are strings under `_id`. Authenticate with `Authorization: Bearer <token>` from POST /api/auth/login.",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    tags: ["auth", "user", "doctors", "schedules", "admin", "visit-types", "patients", "waitlist", "appointments", "insights", "misc"].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: components,
    },
  };
}
