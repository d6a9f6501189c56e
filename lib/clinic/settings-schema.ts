import { z } from "zod";

// The clinic's policy settings (the clinic_settings row, lib/clinic/settings.ts). The
// bounds are those of the table's check constraints.
export const OPEN_LIMIT_MAX = 100;

const openLimit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(OPEN_LIMIT_MAX, `${label} must be at most ${OPEN_LIMIT_MAX}`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const BOOKING_HORIZON_MAX = 90;
/** A week, in minutes. */
export const MIN_NOTICE_MAX = 10080;
/** Thirty days, in hours. */
export const CANCEL_CUTOFF_MAX = 720;

/** A waitlist hold (issue 27): five minutes to a day. */
export const WAITLIST_HOLD_MIN = 5;
export const WAITLIST_HOLD_MAX = 1440;

/** Family members one patient may have (issue 41). */
export const DEPENDENTS_MAX = 50;

/** How long the audit trail is kept, in days (issue 45): at least a year; six years by default. */
export const AUDIT_RETENTION_MIN = 365;
export const RETENTION_MAX = 36500;

/** The steps visits may start on (issue 24); SPEC's grid is every 30 minutes. */
export const SLOT_INTERVALS = [5, 10, 15, 20, 30, 60] as const;

/** The clinic's address beyond its street and city (issue 46: the FHIR Location's address). */
export const CLINIC_REGION_MAX = 100;
export const POSTAL_CODE_MAX = 20;

/** Every setting, as the API answers it and a settings form edits it. */
export const clinicSettingsFields = z.strictObject({
  maxOpenPerDoctor: openLimit("Open appointments per doctor").describe(
    "Open (pending or confirmed) future appointments one patient may hold with one doctor",
  ),
  maxOpenTotal: openLimit("Open appointments in all").describe("Open future appointments one patient may hold in all"),
  bookingHorizonDays: wholeNumber("The booking horizon", 1, BOOKING_HORIZON_MAX).describe(
    "How many days ahead patients can book, today counting as the first (default 7)",
  ),
  minNoticeMinutes: wholeNumber("The minimum notice", 0, MIN_NOTICE_MAX).describe(
    "Minutes before a slot's start after which it can no longer be booked (default 0: any future slot)",
  ),
  cancelCutoffHours: wholeNumber("The cancellation cutoff", 0, CANCEL_CUTOFF_MAX).describe(
    "Patients cannot cancel online less than this many hours before the start; doctors and admins can (default 0)",
  ),
  slotIntervalMinutes: z
    .number({ error: "The slot interval must be a whole number of minutes" })
    .refine((n) => (SLOT_INTERVALS as readonly number[]).includes(n), "The slot interval must be 5, 10, 15, 20, 30 or 60 minutes")
    .describe("Visits of every type may start every this many minutes (5, 10, 15, 20, 30 or 60; default 30)"),
  waitlistHoldMinutes: wholeNumber("The waitlist hold", WAITLIST_HOLD_MIN, WAITLIST_HOLD_MAX).describe(
    "How long a freed time is held for the waitlist's patient offered it, in minutes (5 to 1440; default 15)",
  ),
  maxDependentsPerGuardian: wholeNumber("Family members per patient", 1, DEPENDENTS_MAX).describe(
    "Current family members (dependents) one patient may add and book for (1 to 50; default 10)",
  ),
  requireTwoFactorForStaff: z
    .boolean({ error: "Require a second factor for staff must be true or false" })
    .describe("Admins, doctors and the front desk must set up a second factor (an authenticator app or a passkey) before any staff screen or call (default false; issue 44)"),
  patientsMayBookSeries: z
    .boolean({ error: "Patients may book a series must be true or false" })
    .describe("Patients may book a series of visits themselves (issue 48); staff always may (default false)"),
  auditRetentionDays: wholeNumber("The audit trail's retention", AUDIT_RETENTION_MIN, RETENTION_MAX).describe(
    "Days the audit trail keeps its events; older whole days are removed by a daily job (365 to 36500; default 2190, six years; issue 45)",
  ),
  inactivePatientRetentionDays: wholeNumber("The inactive patients' retention", AUDIT_RETENTION_MIN, RETENTION_MAX)
    .nullable()
    .describe("Days without a visit or a sign-in after which a patient is erased by a daily job (365 to 36500; null: never, the default; issue 45)"),
  addressRegion: z
    .string({ error: "The state or region must be text" })
    .trim()
    .max(CLINIC_REGION_MAX, `The state or region must be at most ${CLINIC_REGION_MAX} characters`)
    .describe("The clinic's state, province or region, as its address writes it (FHIR Location.address.state; empty: not said, the default; issue 46)"),
  postalCode: z
    .string({ error: "The postal code must be text" })
    .trim()
    .max(POSTAL_CODE_MAX, `The postal code must be at most ${POSTAL_CODE_MAX} characters`)
    .regex(/^[A-Za-z0-9 -]*$/, "The postal code may hold only letters, digits, spaces and dashes")
    .describe("The clinic's postal code (FHIR Location.address.postalCode; empty: not said, the default; issue 46)"),
  country: z
    .string({ error: "The country must be text" })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, "The country must be a two-letter ISO 3166 code, such as US or FR")
    .describe("The clinic's country, a two-letter ISO 3166-1 code (FHIR Location.address.country; empty: not said, the default; issue 46)"),
});

export const PER_DOCTOR_ABOVE_TOTAL = "The limit per doctor cannot be more than the limit in all.";

/** A whole, consistent set of settings. */
export const clinicSettingsSchema = clinicSettingsFields.refine((s) => s.maxOpenPerDoctor <= s.maxOpenTotal, {
  message: PER_DOCTOR_ABOVE_TOTAL,
  path: ["maxOpenPerDoctor"],
});

export const NOTHING_TO_CHANGE = "Send at least one setting to change.";

/** A change: any of the settings (at least one); those left out keep their value. */
export const clinicSettingsUpdateSchema = clinicSettingsFields
  .partial()
  .refine((change) => Object.values(change).some((v) => v !== undefined), NOTHING_TO_CHANGE);

export type ClinicSettings = z.output<typeof clinicSettingsFields>;
export type ClinicSettingsUpdate = z.output<typeof clinicSettingsUpdateSchema>;
