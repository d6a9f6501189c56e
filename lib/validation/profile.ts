// Profile edits (patients, doctors, admins) and doctor records (admin).
import { z } from "zod";
import { SPECIALITIES } from "@/lib/specialities";
import { fullNameSchema } from "@/lib/validation/auth";
import { isClinicDate } from "@/lib/clinic-time";
import { emailSchema, optionalText, requiredText } from "@/lib/validation/common";
import { DEFAULT_GENDER, GENDER_CHOICES, GENDERS } from "@/lib/gender";
import { optionalPasswordSchema } from "@/lib/validation/password";

const phone = z
  .string({ error: "Phone must be text" })
  .trim()
  .max(30, "Phone must be at most 30 characters")
  .regex(/^[0-9+()\-.\s]*$/, "Phone may contain only digits, spaces and + ( ) - .");

/** "" (no date) or a past YYYY-MM-DD date. */
const dob = z
  .string({ error: "Date of birth must be a date" })
  .trim()
  .transform((v) => v.split("T")[0])
  .refine((v) => v === "" || isClinicDate(v), "Date of birth must be a date (YYYY-MM-DD)")
  .refine((v) => v === "" || (v >= "1900-01-01" && v <= new Date().toISOString().slice(0, 10)), "Date of birth must be in the past");

export const profileSchema = z.object({
  name: fullNameSchema,
  phone: phone.optional().default(""),
  address: optionalText("Address", 300),
  dob: dob.optional().default(""),
  // A missing gender is stored as "not specified" (SPEC section 5).
  gender: z
    .enum(GENDERS, { error: `Gender must be ${GENDER_CHOICES}` })
    .optional()
    .default(DEFAULT_GENDER),
});

// Forms send fees as text. A blank field is missing, not 0 (plain z.coerce
// would turn "" into a free consultation).
const fees = z
  .union([z.number(), z.string().trim().min(1, "Fees is required")], {
    error: (iss) => (iss.input === undefined ? "Fees is required" : "Fees must be a number"),
  })
  .pipe(
    z.coerce
      .number<string | number>({ error: "Fees must be a number" })
      .int("Fees must be a whole number")
      .min(0, "Fees cannot be negative")
      .max(100_000, "Fees must be at most 100000"),
  );

export const doctorFieldsSchema = z.object({
  speciality: z.enum(SPECIALITIES, { error: `Speciality must be one of: ${SPECIALITIES.join(", ")}` }),
  experience: requiredText("Experience", 50),
  fees,
  degree: requiredText("Degree", 100),
  about: requiredText("About", 2000),
});

export const doctorProfileSchema = profileSchema.extend(doctorFieldsSchema.shape);

/**
 * The admin's Add Doctor form: every field required (SPEC section 5) but the
 * password (issue 13): left empty, the doctor is emailed a link to set their own.
 */
export const addDoctorSchema = doctorFieldsSchema.extend({
  name: fullNameSchema,
  email: emailSchema("Please enter a valid email address"),
  password: optionalPasswordSchema,
  phone: phone.min(1, "Phone is required"),
  address: requiredText("Address", 300),
});

/** Editing a doctor as admin: like adding; here an empty password keeps the current one. */
export const editDoctorSchema = addDoctorSchema.extend({ password: optionalPasswordSchema });

export const availabilitySchema = z.object({
  id: z.string({ error: "Doctor id is required" }).trim().min(1, "Doctor id is required").max(64),
  available: z.boolean({ error: "available must be true or false" }),
});
