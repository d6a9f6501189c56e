// The front desk's patient records (issue 26): the record's fields (POST /api/patients to make
// one, PUT /api/patients/{id} to edit one), the search query, the record shape and its history.
// One schema for the desk's forms, the server actions, the routes and the OpenAPI document.
import { z } from "zod";
import { fullNameSchema } from "@/lib/accounts/auth-schema";
import { dobSchema, phoneSchema } from "@/lib/accounts/profile-schema";
import { DEFAULT_GENDER, GENDER_CHOICES, GENDERS } from "@/lib/accounts/gender";
import { emailSchema, optionalText } from "@/lib/validation";

export const PHONE_REQUIRED = "A phone number is required: it is how the clinic reaches a patient without an email";

/** A record's fields, as the desk makes and edits them. */
export const patientRecordSchema = z.object({
  name: fullNameSchema,
  phone: phoneSchema.refine((v) => v.replace(/\D/g, "").length >= 5, PHONE_REQUIRED),
  // Optional: "" or absent is no email (the record gets no emails and cannot be invited).
  email: z.union([z.literal(""), emailSchema("Please enter a valid email address")]).optional().transform((v) => v || null),
  dob: dobSchema.optional().transform((v) => v || null),
  gender: z.enum(GENDERS, { error: `Gender must be ${GENDER_CHOICES}` }).optional().default(DEFAULT_GENDER),
  address: optionalText("Address", 300),
});
export type PatientRecordInput = z.output<typeof patientRecordSchema>;

export const newPatientSchema = patientRecordSchema.extend({
  /** True once the desk has seen the possible duplicates and still wants a new record. */
  confirmNew: z.boolean({ error: "confirmNew must be true or false" }).optional().default(false),
});
export type NewPatientInput = z.output<typeof newPatientSchema>;

export const patientSearchQuery = z.object({
  q: z.string().trim().min(2, "Type at least 2 characters").max(100, "search must be at most 100 characters").describe(
    "Part of the name (accents and case ignored), 3+ digits of the phone, part of the email, or a date of birth (YYYY-MM-DD or DD/MM/YYYY)",
  ),
});

export const patientRecordShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable().describe("Null: the clinic has no email for them (no emails are sent)"),
  phone: z.string(),
  dob: z.string().nullable().describe("YYYY-MM-DD"),
  gender: z.enum(GENDERS),
  address: z.string().describe('"" when the clinic has none'),
  hasLogin: z.boolean().describe("False for a record the desk made: it cannot sign in until invited"),
  guardian: z.strictObject({ _id: z.string(), name: z.string(), phone: z.string() }).nullable().describe("A dependent's guardian (families)"),
});
export type PatientRecordDTO = z.infer<typeof patientRecordShape>;

export const RECORD_ACTIONS = ["created", "updated", "invited"] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];
/** The fields an edit may change, as a history entry names them. */
export const RECORD_FIELDS = ["name", "phone", "email", "dob", "gender", "address"] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];

/** One entry of a record's history: what staff did to it, who (null once their account is gone) and when. */
export const patientRecordChangeShape = z.strictObject({
  action: z.enum(RECORD_ACTIONS),
  fields: z.array(z.enum(RECORD_FIELDS)).describe("What an update changed (never the values); empty for the other actions"),
  at: z.string().describe("ISO 8601 instant"),
  by: z.strictObject({ _id: z.string(), name: z.string(), role: z.enum(["patient", "doctor", "admin", "receptionist"]) }).nullable(),
});
export type PatientRecordChangeDTO = z.infer<typeof patientRecordChangeShape>;
