// lib/appointments: booking (book/, a pipeline of steps), cancelling, the outcomes, reads, and
// the kernel every change shares. This file only re-exports what the pages and routes that
// import "@/lib/appointments" use; inside lib/, import the module itself. (lib/README.md)
export { APPOINTMENT_CANCELLED, cancelAppointment } from "@/lib/appointments/cancel";
export { APPOINTMENT_CHECKED_IN, APPOINTMENT_COMPLETED, APPOINTMENT_NO_SHOW, checkInAppointment, completeAppointment, markNoShow } from "@/lib/appointments/outcomes";
export {
  doctorIdOfUser,
  getAppointment,
  getAppointmentForCalendar,
  listAllAppointments,
  listDoctorAppointments,
  listPatientAppointments,
} from "@/lib/appointments/reads";
