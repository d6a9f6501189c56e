// The REST shapes of REST-CONTRACT.md for appointments: the query strings and the
// response shapes. Routes validate with them, lib/http/openapi.ts documents
// them, lib/appointments/serialize.ts types its output by them, and the integration tests parse real
// answers with them (strict: no extra keys).
import { z } from "zod";
import { clinicDateSchema, idSchema, pageLimit, searchText } from "@/lib/validation";
import { userShape } from "@/lib/accounts/shapes";
import { publicDoctorShape } from "@/lib/doctors/shapes";
import { bookingSchema } from "@/lib/appointments/booking-schema";
import { APPOINTMENT_STATUSES } from "@/lib/appointments/status";
import { appointmentVisitTypeShape } from "@/lib/visit-types/shapes";

export const appointmentListQuery = z.object({
  limit: pageLimit(500).optional(),
  cursor: idSchema.optional().describe("nextCursor of the previous page"),
});

export const allAppointmentsQuery = appointmentListQuery.extend({
  search: searchText.optional().describe("Matches patient or doctor name, case-insensitive"),
});

export const doctorAppointmentsQuery = appointmentListQuery.extend({
  date: clinicDateSchema.optional().describe("Only this clinic-local day (YYYY-MM-DD)"),
});

/** SPEC 7: `userId` is who the appointment is for; only admins (and the front desk, issue 26) may name someone else. */
export const bookRequestSchema = bookingSchema.extend({
  userId: idSchema.optional().describe("The patient; defaults to the caller. Admins and the front desk must name a patient."),
});

export const appointmentShape = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  doctorId: z.string(),
  user: userShape,
  doctor: publicDoctorShape,
  date: z.string().describe("Clinic-local YYYY-MM-DD"),
  time: z.string().describe('Clinic-local start, e.g. "10:00 AM"'),
  endTime: z.string().describe('Clinic-local end, e.g. "11:00 AM"'),
  startsAt: z.string().describe("ISO instant"),
  endsAt: z.string().describe("ISO instant (exclusive)"),
  visitType: appointmentVisitTypeShape,
  videoUrl: z
    .string()
    .optional()
    .describe("Video visits only: the meeting link (present only for the patient, the doctor and staff)"),
  status: z.enum(APPOINTMENT_STATUSES),
  amount: z.number().describe("The visit type's price, or the doctor's fee, at booking time"),
  reason: z.string(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().describe('Why it was cancelled, as the one who cancelled it said ("" when none or not cancelled)'),
  completedAt: z.string().nullable(),
  bookedBy: z
    .strictObject({
      _id: z.string(),
      name: z.string(),
      role: z
        .enum(["patient", "guardian", "doctor", "admin", "receptionist"])
        .describe("patient: the patient themself; guardian: a patient account booking for its dependent (issue 40); receptionist: the front desk"),
    })
    .describe("Who booked it (issue 26): the patient, a guardian, the front desk or an admin"),
  bookedAt: z.string().describe("ISO instant the appointment was booked"),
  guardian: z
    .strictObject({ _id: z.string(), name: z.string(), phone: z.string() })
    .optional()
    .describe("A dependent's guardian (issue 26: families), who books for them and gets their emails; absent for everyone else"),
  seriesId: z.string().optional().describe("The series (issue 48) this visit is one date of (GET /api/appointment/series/{id}); absent for a single visit"),
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

/** The 409 of a time off with open appointments inside, unless `cancelAffected` was sent. */
export const timeOffConflictShape = z.strictObject({
  success: z.literal(false),
  message: z.string(),
  appointments: z.array(appointmentShape).describe("The open appointments inside the time off"),
});

/** GET /api/desk/day (issue 26): one clinic day; today when no date is given. */
export const deskDayQuery = z.object({
  date: clinicDateSchema.optional().describe("The clinic-local day (YYYY-MM-DD); today by default"),
  doctorId: idSchema.optional().describe("Only this doctor"),
  speciality: z.string().trim().max(100).optional().describe("Only doctors of this speciality"),
  // Issue 40: a clinic of many doctors is read a page of columns at a time; without limit, every doctor (as before).
  limit: pageLimit(100).optional().describe("At most this many doctors (by name); the answer then has nextCursor. Without it, every doctor of the day"),
  cursor: idSchema.optional().describe("nextCursor of the previous page (with limit)"),
});

/** A doctor's column of the front desk's day: hours, time off and appointments of that day. */
export const deskDoctorShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  speciality: z.string(),
  hours: z.array(z.strictObject({ start: z.string().describe("HH:mm clinic time"), end: z.string().describe("HH:mm clinic time; 24:00 is midnight") })),
  timeOff: z.array(
    z.strictObject({
      from: z.string().describe("Clinic-local YYYY-MM-DD (whole days) or YYYY-MM-DDTHH:mm"),
      to: z.string().describe("Clinic-local YYYY-MM-DD (whole days, inclusive) or YYYY-MM-DDTHH:mm"),
      reason: z.string(),
    }),
  ),
  appointments: z.array(appointmentShape),
  freeStarts: z
    .array(z.string())
    .describe('The day\'s free starts for the doctor\'s default visit type, as the slots API writes them ("10:30 AM"); empty for a past day, beyond the booking horizon or when the doctor is closed to booking'),
});
