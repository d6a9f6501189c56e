import { z } from "zod";

// The clinic's policy settings (the clinic_settings row, lib/settings.ts). The
// bounds are those of the table's check constraints.
export const OPEN_LIMIT_MAX = 100;

const openLimit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(OPEN_LIMIT_MAX, `${label} must be at most ${OPEN_LIMIT_MAX}`);

/** Every setting, as the API answers it and a settings form edits it. */
export const clinicSettingsFields = z.strictObject({
  maxOpenPerDoctor: openLimit("Open appointments per doctor").describe(
    "Open (pending or confirmed) future appointments one patient may hold with one doctor",
  ),
  maxOpenTotal: openLimit("Open appointments in all").describe("Open future appointments one patient may hold in all"),
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
