// The zod schemas of the REST API that are not form schemas: query strings,
// JSON bodies that add to a form schema, and the response shapes. Routes
// validate with them and lib/openapi.ts documents them, so the document
// cannot drift from the code. The response shapes are also the types of
// what lib/serialize.ts and lib/dashboards.ts return (`z.output` of them), and
// the integration tests parse real responses with them (strict: no extra keys).
import { z } from "zod";
import { availabilitySchema, bookingSchema, clinicDateSchema, idSchema } from "@/lib/validation";
import { APPOINTMENT_STATUSES } from "@/lib/appointment-status";
import { GENDERS } from "@/lib/gender";
import { WEEKDAYS, type Weekday } from "@/lib/slots";

// ---- requests -------------------------------------------------------------

const limit = (max: number) =>
  z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(max, `limit must be at most ${max}`);

const searchText = z.string().trim().max(100, "search must be at most 100 characters");

export const doctorListQuery = z.object({
  speciality: searchText.optional().describe('A speciality name or its slug ("general-physician"), case-insensitive'),
  search: searchText.optional().describe("Matches doctor name or speciality, case-insensitive"),
  limit: limit(1000).optional(),
  cursor: idSchema.optional().describe("nextCursor of the previous page"),
});

export const appointmentListQuery = z.object({
  limit: limit(500).optional(),
  cursor: idSchema.optional().describe("nextCursor of the previous page"),
});

export const allAppointmentsQuery = appointmentListQuery.extend({
  search: searchText.optional().describe("Matches patient or doctor name, case-insensitive"),
});

export const doctorAppointmentsQuery = appointmentListQuery.extend({
  date: clinicDateSchema.optional().describe("Only this clinic-local day (YYYY-MM-DD)"),
});

/** SPEC 7: `userId` is who the appointment is for; only admins may name someone else. */
export const bookRequestSchema = bookingSchema.extend({
  userId: idSchema.optional().describe("The patient; defaults to the caller. Admins must name a patient."),
});

/** The doctor-profile id must look like an id (a 400, not a database lookup). */
export const availabilityRequestSchema = availabilitySchema.extend({ id: idSchema.describe("Doctor-profile id") });

/** Path parameters: a malformed id is a 400 before any database work. */
export function pathId(value: string | undefined): string {
  return idSchema.parse(value);
}

// ---- responses ------------------------------------------------------------

export const userShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["patient", "doctor", "admin"]),
  image: z.string().describe("Absolute URL (from SITE_URL, else the origin the request came to)"),
  phone: z.string(),
  address: z.string(),
  dob: z.string().nullable().describe("ISO date-time; the date part is the date of birth"),
  gender: z.enum(GENDERS),
  age: z.number().int().nullable(),
});

/**
 * The account behind a doctor, as everyone may see it: SPEC.md shows a
 * doctor's name, image and address publicly, never their email, phone, date
 * of birth or gender.
 */
export const publicDoctorUserShape = userShape.pick({ _id: true, name: true, image: true, address: true });

/**
 * A doctor as anyone who is not that doctor nor an admin sees them: the public
 * listing and profile, and the doctor of an appointment.
 */
export const publicDoctorShape = z.strictObject({
  _id: z.string().describe("Doctor-profile id (not the user id)"),
  user: publicDoctorUserShape,
  name: z.string(),
  image: z.string().describe("Absolute URL of the portrait (as user.image)"),
  speciality: z.string(),
  degree: z.string(),
  experience: z.string(),
  about: z.string(),
  fees: z.number(),
  available: z.boolean(),
  archived: z.boolean(),
  slots_booked: z
    .record(z.string(), z.array(z.string()))
    .describe(
      'Clinic-local date "YYYY-MM-DD" to the start times ("10:00 AM") not to offer: those of active appointments, and every future start of the 10:00-20:30 grid in the next 7 days that the doctor\'s hours, time off or the booking policy exclude',
    ),
}).describe("A doctor as everyone sees them: the account's name, image and address only");

/** A doctor as the doctor themselves and admins see them: the whole account under `user`. */
export const doctorShape = publicDoctorShape
  .extend({ user: userShape })
  .describe("A doctor with their whole account (email, phone, date of birth, gender): only for that doctor and for admins");

export const appointmentShape = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  doctorId: z.string(),
  user: userShape,
  doctor: publicDoctorShape,
  date: z.string().describe("Clinic-local YYYY-MM-DD"),
  time: z.string().describe('Clinic-local start, e.g. "10:00 AM"'),
  startsAt: z.string().describe("ISO instant"),
  status: z.enum(APPOINTMENT_STATUSES),
  amount: z.number(),
  reason: z.string(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().describe('Why it was cancelled, as the one who cancelled it said ("" when none or not cancelled)'),
  completedAt: z.string().nullable(),
});

export const doctorPatientShape = z.strictObject({
  patient: userShape.pick({ _id: true, name: true, email: true, image: true, phone: true, age: true }),
  totalVisits: z.number().int().describe("Completed appointments with this doctor"),
  lastVisit: z.string().nullable().describe("Start of the last completed appointment (ISO), or null"),
  totalAppointments: z.number().int().describe("Every appointment with this doctor, whatever its status"),
});

export const adminDashboardShape = z.strictObject({
  totalDoctors: z.number().int(),
  totalAppointments: z.number().int(),
  totalUsers: z.number().int().describe("Patients"),
  noShowCount: z.number().int().describe("Appointments marked as a no-show"),
  noShowRate: z.number().describe("No-shows among the appointments whose outcome is known (completed or no-show), 0..1; 0 when none"),
  recentAppointments: z.array(appointmentShape),
});

export const doctorDashboardShape = z.strictObject({
  appointmentsCount: z.number().int(),
  todayAppointmentsCount: z.number().int(),
  patientsCount: z.number().int(),
  earnings: z.number().describe("Sum of the amounts of completed appointments"),
  noShowCount: z.number().int().describe("This doctor's appointments marked as a no-show"),
  noShowRate: z.number().describe("No-shows among this doctor's appointments whose outcome is known (completed or no-show), 0..1; 0 when none"),
  todaysSchedule: z.array(appointmentShape),
});

export const slotDayShape = z.strictObject({
  date: z.string(),
  slots: z.array(z.strictObject({ time: z.string(), minutes: z.number().int(), startsAt: z.string() })),
});

export const contactMessageShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const errorShape = z.strictObject({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional().describe("Field name to its first problem"),
});

// ---- schedules (a doctor's week and time off) ---------------------------------

const hoursIntervalShape = z.strictObject({
  start: z.string().describe('"HH:mm" on the half hour, clinic time'),
  end: z.string().describe('"HH:mm" on the half hour, up to "24:00"'),
});

export const scheduleShape = z.strictObject({
  weekly: z
    .strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(hoursIntervalShape)])) as Record<Weekday, z.ZodArray<typeof hoursIntervalShape>>)
    .describe('Working intervals per weekday, "0" = Sunday ... "6" = Saturday; a slot starts every half hour from which 30 minutes fit'),
});

export const timeOffShape = z.strictObject({
  _id: z.string(),
  doctorId: z.string(),
  from: z.string().describe("Clinic-local YYYY-MM-DD (whole days) or YYYY-MM-DDTHH:mm"),
  to: z.string().describe("Clinic-local YYYY-MM-DD (whole days, inclusive) or YYYY-MM-DDTHH:mm"),
  wholeDays: z.boolean(),
  startsAt: z.string().describe("ISO instant"),
  endsAt: z.string().describe("ISO instant (exclusive)"),
  reason: z.string(),
});

/** The 409 of a time off with open appointments inside, unless `cancelAffected` was sent. */
export const timeOffConflictShape = z.strictObject({
  success: z.literal(false),
  message: z.string(),
  appointments: z.array(appointmentShape).describe("The open appointments inside the time off"),
});
