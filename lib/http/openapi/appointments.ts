// The OpenAPI operations of booking, the appointment lists, and what happens to a visit: cancel, reschedule, complete, check in, no-show (lib/appointments).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { cancelBodySchema } from "@/lib/appointments/cancel-schema";
import { rescheduleBodySchema } from "@/lib/appointments/reschedule-schema";
import { adminDashboardShape, allAppointmentsQuery, answerShape, answersBodySchema, appointmentListQuery, appointmentShape, bookRequestSchema, doctorAppointmentsQuery } from "@/lib/appointments/shapes";
import { cursor, message, type Operation } from "@/lib/http/openapi/operation";

export const appointmentsOperations: Operation[] = [
  {
    method: "get", path: "/api/admin/all-appointments", tag: "admin", summary: "All appointments, newest first (admins and the front desk)",
    auth: ["admin", "receptionist"], query: allAppointmentsQuery, result: { appointments: z.array(appointmentShape), nextCursor: cursor },
  },
  {
    method: "get", path: "/api/admin/dashboard-data", tag: "admin", summary: "Platform totals and recent appointments",
    auth: ["admin"], result: { data: adminDashboardShape },
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
  {
    method: "get", path: "/api/appointment/{id}/answers", tag: "appointments",
    summary: "The answers to the visit type's questions (issue 47), each with its question as it was asked (its patient or their guardian, its doctor, an admin or the front desk)",
    auth: "any", result: { answers: z.array(answerShape) }, errors: [403, 404],
  },
  {
    method: "put", path: "/api/appointment/{id}/answers", tag: "appointments",
    summary:
      "Replace a visit's answers (a question left out is left unanswered), checked against the questions as they were asked: its patient or guardian until the clinic's cancellation cutoff (409 after), an admin or the front desk while it awaits the patient; doctors only read them (403). " +
      "A bad answer (unknown question, wrong kind, a choice not offered, over 2,000 characters, a required one missing) is a 400 naming the question",
    auth: "any", body: { kind: "json", schema: answersBodySchema }, result: { message, answers: z.array(answerShape) }, errors: [403, 404, 409],
  },
];
