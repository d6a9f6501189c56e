// "My family" (issue 26): a patient's dependents, as the profile's form, the server actions,
// /api/user/dependents and the OpenAPI document read and write them.
import { z } from "zod";
import { fullNameSchema } from "@/lib/accounts/auth-schema";
import { dobSchema } from "@/lib/accounts/profile-schema";
import { DEFAULT_GENDER, GENDER_CHOICES, GENDERS } from "@/lib/accounts/gender";
import { RELATIONSHIPS } from "@/lib/accounts/relationships";

export const dependentSchema = z.object({
  name: fullNameSchema,
  dob: dobSchema.refine((v) => v !== "", "Date of birth is required"),
  gender: z.enum(GENDERS, { error: `Gender must be ${GENDER_CHOICES}` }).optional().default(DEFAULT_GENDER),
  relationship: z.enum(RELATIONSHIPS, { error: `Relationship must be one of ${RELATIONSHIPS.join(", ")}` }),
});
export type DependentInput = z.output<typeof dependentSchema>;

export const dependentShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  dob: z.string().describe("YYYY-MM-DD"),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS),
  relationship: z.enum(RELATIONSHIPS),
});
export type DependentDTO = z.infer<typeof dependentShape>;
