// lib/appointments: booking (book/, a pipeline of steps), cancelling, the outcomes, reads, and
// the kernel every change shares. This file only re-exports them for the pages and routes that
// import "@/lib/appointments"; inside lib/, import the module itself. (lib/README.md)
export { APPOINTMENT_BOOKED, bookAppointment, type BookOptions } from "@/lib/appointments/book";
export { KEY_REUSED } from "@/lib/appointments/book/idempotency";
export { openLimitPerDoctor, openLimitTotal } from "@/lib/appointments/book/limits";
export { PATIENT_BUSY, SLOT_TAKEN, overlapMessage } from "@/lib/appointments/book/slot-check";
export {
  APPOINTMENT_NOT_FOUND,
  TOO_MANY_CHANGES,
  TOO_MANY_MOVES,
  TRANSACTION_WAITS,
  assertCanSee,
  assertFrom,
  countPatientChange,
  loadForChange,
  withRaceRetry,
} from "@/lib/appointments/change";
export { APPOINTMENT_CANCELLED, TIME_OFF_CANCEL_REASON, cancelAppointment, cancelCutoffMessage, cancelForClinic, cancelForTimeOff } from "@/lib/appointments/cancel";
export { APPOINTMENT_CHECKED_IN, APPOINTMENT_COMPLETED, APPOINTMENT_NO_SHOW, checkInAppointment, completeAppointment, markNoShow } from "@/lib/appointments/outcomes";
export {
  doctorIdOfUser,
  getAppointment,
  getAppointmentForCalendar,
  listAllAppointments,
  listDoctorAppointments,
  listPatientAppointments,
  type ListQuery,
} from "@/lib/appointments/reads";
