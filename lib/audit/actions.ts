// lib/audit: the audit trail (issue 45, docs/audit.md): what an event may say, writing events in
// the transaction of a change, staff reads, the chain's check and the retention. Imports root,
// platform, outbox. (lib/README.md)
//
// Every action an audit event may name: one list, documented line by line in docs/audit.md.
// tests/integration/audit/actions-written.test.ts fails when one of them has no test that writes it.

/** Changes: written in the transaction of the change itself (recordAudit). */
export const AUDIT_CHANGES = [
  "appointment.booked",
  "appointment.cancelled",
  "appointment.rescheduled",
  "appointment.checked_in",
  "appointment.completed",
  "appointment.no_show",
  "visit_type.created",
  "visit_type.updated",
  "visit_type.archived",
  "visit_type.restored",
  "visit_type.reordered",
  "hours.updated",
  "time_off.added",
  "time_off.removed",
  "settings.updated",
  "account.created",
  "account.updated",
  "doctor.created",
  "doctor.updated",
  "doctor.opened",
  "doctor.closed",
  "doctor.removed",
  "staff.created",
  "staff.archived",
  "patient_record.created",
  "patient_record.updated",
  "patient_record.invited",
  "dependent.added",
  "dependent.updated",
  "dependent.removed",
  "waitlist.joined",
  "waitlist.left",
  "waitlist.offer_answered",
  "two_factor.enabled",
  "two_factor.disabled",
  "two_factor.reset",
  "two_factor.recovery_codes_renewed",
  "sign_in.succeeded",
  "sign_in.failed",
  "password.changed",
  "password.reset",
  "email.changed",
  "audit.days_removed",
  // Issue 45 item 5 (lib/privacy/erase.ts): an identity erased, one event per person (a dependent too).
  "account.deleted",
  "patient_record.erased",
  "patient.erased_inactive",
  // Issue 47 with 45: a visit's intake answers changed (lib/appointments/answers.ts); details: the questions answered, never the values.
  "appointment.answers_updated",
] as const;

/** Staff reads of patient data (recordStaffRead): a patient's own reads are not written. */
export const AUDIT_READS = [
  "patient_record.viewed",
  "appointment.viewed",
  "patient_visits.viewed",
  "patient_search.run",
  "day_board.viewed",
  "export.downloaded",
  "calendar_feed.fetched",
] as const;

export const AUDIT_ACTIONS = [...AUDIT_CHANGES, ...AUDIT_READS] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
