// The waitlist's input and answer shapes (issue 27), shared by the join form, the server actions,
// /api/waitlist and the OpenAPI document.
import { z } from "zod";
import { clinicDateSchema, idSchema } from "@/lib/validation";
import { PARTS_OF_DAY } from "@/lib/waitlist/matching";
import { questionShape } from "@/lib/visit-types/shapes";
import { answersInputSchema } from "@/lib/visit-types/answer-rules";

/** How far ahead one may wait, in days from today (beyond the booking horizon too). */
export const WAITLIST_DAYS_AHEAD = 60;
/** Active entries one person may have. */
export const WAITLIST_MAX_ACTIVE = 3;

export const joinWaitlistSchema = z
  .object({
    doctorId: idSchema,
    visitTypeId: idSchema.optional(),
    from: clinicDateSchema.describe("Clinic-local YYYY-MM-DD, from today"),
    to: clinicDateSchema.describe(`Clinic-local YYYY-MM-DD, at most ${WAITLIST_DAYS_AHEAD} days ahead`),
    partsOfDay: z
      .array(z.enum(PARTS_OF_DAY, { error: "Parts of the day are morning, afternoon or evening" }))
      .max(3)
      .optional()
      .default([])
      .describe("morning (before 12:00), afternoon (12:00-17:00), evening (after 17:00), clinic time; none: any"),
    weekdays: z
      .array(z.number({ error: "Weekdays are whole numbers 0 to 6" }).int("Weekdays are whole numbers 0 to 6").min(0, "Weekdays are 0 to 6").max(6, "Weekdays are 0 to 6"))
      .max(7)
      .optional()
      .default([])
      .describe("0 = Sunday ... 6 = Saturday; none: any"),
    userId: idSchema.optional().describe("Who waits: the caller (default), one of their dependents, or for the front desk and admins any patient"),
  })
  .refine((w) => w.to >= w.from, { message: "The end of the range must not be before its start", path: ["to"] });
export type JoinWaitlist = z.output<typeof joinWaitlistSchema>;

export const WAITLIST_STATUSES = ["waiting", "booked", "left", "removed", "ended"] as const;
export const OFFER_STATUSES = ["held", "claimed", "declined", "expired", "withdrawn"] as const;

export const liveOfferShape = z.strictObject({
  date: z.string().describe("Clinic-local YYYY-MM-DD"),
  time: z.string().describe('Clinic-local start, e.g. "09:00 AM"'),
  expiresAt: z.string().describe("ISO instant the hold ends"),
  token: z
    .string()
    .optional()
    .describe("The offer's secret (GET|POST /api/waitlist/offers/{token}): for the patient and their guardian; for the desk and admins only when nobody gets the offer's email (no email, no guardian with one: the desk answers for them on the phone); never for the doctor"),
});

export const waitlistEntryShape = z.strictObject({
  _id: z.string(),
  patient: z.strictObject({ _id: z.string(), name: z.string() }),
  doctor: z.strictObject({ _id: z.string(), name: z.string(), speciality: z.string() }),
  visitType: z.strictObject({ _id: z.string(), name: z.string(), durationMinutes: z.number().int() }).nullable(),
  from: z.string(),
  to: z.string(),
  partsOfDay: z.array(z.enum(PARTS_OF_DAY)),
  weekdays: z.array(z.number().int()),
  status: z.enum(WAITLIST_STATUSES),
  createdAt: z.string(),
  position: z.number().int().nullable().describe("1 = next in line for this doctor; null once the entry has ended"),
  offer: liveOfferShape.nullable().describe("The time held for this entry now, if any"),
});
export type WaitlistEntryDTO = z.output<typeof waitlistEntryShape>;

export const offerShape = z.strictObject({
  doctor: z.strictObject({ _id: z.string(), name: z.string(), speciality: z.string() }),
  patient: z.strictObject({ name: z.string() }),
  visitType: z.strictObject({ _id: z.string(), name: z.string(), durationMinutes: z.number().int() }).nullable(),
  date: z.string(),
  time: z.string(),
  expiresAt: z.string(),
  status: z.enum(OFFER_STATUSES).describe("held: yours to claim until expiresAt (an expired hold reads expired)"),
  appointmentId: z.string().nullable(),
  questions: z
    .array(questionShape)
    .describe("The visit type's questions (issue 47), answered with the claim (answers); empty once the offer is answered or over"),
});
export type OfferDTO = z.output<typeof offerShape>;

export const staffWaitlistQuery = z.object({ doctorId: idSchema.optional() });

/** A claim's body (issue 47): the answers to the type's questions, as POST /api/appointment takes them. */
export const claimOfferSchema = z.object({
  answers: answersInputSchema.optional().describe("Answers to the visit type's questions (offer.questions): [{ questionId, value }]; required ones must be answered"),
});

/** The claim form's fields: the offer's secret and the answers. */
export const claimOfferWithAnswersSchema = claimOfferSchema.extend({
  token: z.string({ error: "The offer's link is incomplete" }).trim().min(1, "The offer's link is incomplete").max(64, "The offer's link is not valid"),
});
