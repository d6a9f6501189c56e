import { authedRoute } from "@/lib/http/handler";
import { idempotencyKeyOf, readJson } from "@/lib/http/body";
import { bookRequestSchema } from "@/lib/appointments/shapes";
import { APPOINTMENT_BOOKED, bookAppointment } from "@/lib/appointments/book";

// SPEC: POST /api/appointment/book-appointment (bearer) JSON { userId, doctorId, date, time }
// -> 201 { success, message, appointment }. Who may book for whom is decided by the domain.
// An optional Idempotency-Key header makes retries safe: the same key and body
// return the appointment already made.
export const POST = authedRoute(
  [],
  async ({ req, actor }) => {
    const { userId, ...booking } = await readJson(req, bookRequestSchema);
    const appointment = await bookAppointment(actor, booking, { patientId: userId, idempotencyKey: idempotencyKeyOf(req) });
    return { message: APPOINTMENT_BOOKED, appointment };
  },
  { status: 201 },
);
