// The REST shapes of REST-CONTRACT.md for doctors: the query strings and the
// response shapes. Routes validate with them, lib/http/openapi.ts documents
// them, lib/doctors/serialize.ts types its output by them, and the integration tests parse real
// answers with them (strict: no extra keys).
import { z } from "zod";
import { idSchema, pageLimit, searchText } from "@/lib/validation";
import { userShape } from "@/lib/accounts/shapes";
import { availabilitySchema } from "@/lib/doctors/doctor-schema";

export const doctorListQuery = z.object({
  speciality: searchText.optional().describe('A speciality name or its slug ("general-physician"), case-insensitive'),
  search: searchText.optional().describe("Matches doctor name or speciality, case-insensitive"),
  limit: pageLimit(1000).optional(),
  cursor: idSchema.optional().describe("nextCursor of the previous page"),
});

/** The doctor-profile id must look like an id (a 400, not a database lookup). */
export const availabilityRequestSchema = availabilitySchema.extend({ id: idSchema.describe("Doctor-profile id") });

/**
 * The account behind a doctor, as everyone may see it: SPEC.md shows a
 * doctor's name, image and address publicly, never their email, phone, date
 * of birth or gender.
 */
export const publicDoctorUserShape = userShape.pick({ _id: true, name: true, image: true, address: true });

/**
 * A doctor as anyone who is not that doctor nor an admin sees them: the public
 * listing and profile, and the doctor of an appointment.
 */
export const publicDoctorShape = z.strictObject({
  _id: z.string().describe("Doctor-profile id (not the user id)"),
  user: publicDoctorUserShape,
  name: z.string(),
  image: z.string().describe("Absolute URL of the portrait (as user.image)"),
  speciality: z.string(),
  degree: z.string(),
  experience: z.string(),
  about: z.string(),
  fees: z.number(),
  available: z.boolean(),
  archived: z.boolean(),
  slots_booked: z
    .record(z.string(), z.array(z.string()))
    .describe(
      'Clinic-local date "YYYY-MM-DD" to the start times ("10:00 AM") not to offer: those of active appointments, and every future start of the 10:00-20:30 grid in the next 7 days that the doctor\'s hours, time off or the booking policy exclude',
    ),
}).describe("A doctor as everyone sees them: the account's name, image and address only");

/** A doctor as the doctor themselves and admins see them: the whole account under `user`. */
export const doctorShape = publicDoctorShape
  .extend({
    user: userShape,
    videoUrl: z.string().nullable().describe("The doctor's own video room for every video visit; null: a new room per visit"),
  })
  .describe("A doctor with their whole account (email, phone, date of birth, gender): only for that doctor and for admins");
