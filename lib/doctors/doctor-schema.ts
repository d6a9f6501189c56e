// Doctor records: a doctor's professional fields (their own profile form and
// the admin's Add/Edit Doctor), and opening or closing their booking.
import { z } from "zod";
import { SPECIALITIES } from "@/lib/clinic/specialities";
import { fullNameSchema } from "@/lib/accounts/auth-schema";
import { emailSchema, requiredText } from "@/lib/validation";
import { optionalPasswordSchema } from "@/lib/accounts/password-schema";
import { phoneSchema, profileSchema } from "@/lib/accounts/profile-schema";

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
  phone: phoneSchema.min(1, "Phone is required"),
  address: requiredText("Address", 300),
});

export const VIDEO_URL_MAX = 500;
export const VIDEO_URL_RULE = "The video room link must be a full https:// address";

/**
 * The doctor's own video room (issue 24 item 5): used for every video visit with them instead of
 * a new room each time. An https:// address (the doctors_video_url_https check); empty: none.
 */
export const videoUrlSchema = z
  .string({ error: "The video room link must be text" })
  .trim()
  .max(VIDEO_URL_MAX, `The video room link must be at most ${VIDEO_URL_MAX} characters`)
  .refine((v) => v === "" || (/^https:\/\/\S+$/.test(v) && URL.canParse(v)), VIDEO_URL_RULE)
  .transform((v) => v || null);

/**
 * Editing a doctor as admin: like adding; here an empty password keeps the current one. The
 * video room link: empty clears it (a new room per visit), absent keeps it.
 */
export const editDoctorSchema = addDoctorSchema.extend({
  password: optionalPasswordSchema,
  videoUrl: videoUrlSchema.optional().describe("The doctor's own https:// video room for every video visit; empty: a new room per visit; absent: unchanged"),
});

export const availabilitySchema = z.object({
  id: z.string({ error: "Doctor id is required" }).trim().min(1, "Doctor id is required").max(64),
  available: z.boolean({ error: "available must be true or false" }),
});
