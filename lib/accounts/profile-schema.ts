// Profile edits (patients, doctors, admins): the fields every account has.
import { z } from "zod";
import { fullNameSchema } from "@/lib/accounts/auth-schema";
import { isClinicDate } from "@/lib/clinic-time";
import { optionalText } from "@/lib/validation";
import { DEFAULT_GENDER, GENDER_CHOICES, GENDERS } from "@/lib/accounts/gender";

/** Digits and the usual separators; shared with the doctor records (lib/doctors/doctor-schema.ts). */
export const phoneSchema = z
  .string({ error: "Phone must be text" })
  .trim()
  .max(30, "Phone must be at most 30 characters")
  .regex(/^[0-9+()\-.\s]*$/, "Phone may contain only digits, spaces and + ( ) - .");

/** "" (no date) or a past YYYY-MM-DD date; shared with the desk's patient records (issue 26). */
export const dobSchema = z
  .string({ error: "Date of birth must be a date" })
  .trim()
  .transform((v) => v.split("T")[0])
  .refine((v) => v === "" || isClinicDate(v), "Date of birth must be a date (YYYY-MM-DD)")
  .refine((v) => v === "" || (v >= "1900-01-01" && v <= new Date().toISOString().slice(0, 10)), "Date of birth must be in the past");

export const profileSchema = z.object({
  name: fullNameSchema,
  phone: phoneSchema.optional().default(""),
  address: optionalText("Address", 300),
  dob: dobSchema.optional().default(""),
  // A missing gender is stored as "not specified" (SPEC section 5).
  gender: z
    .enum(GENDERS, { error: `Gender must be ${GENDER_CHOICES}` })
    .optional()
    .default(DEFAULT_GENDER),
});

