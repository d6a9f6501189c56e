// The admin's staff form and the REST bodies and shapes of /api/admin/staff (issue 26): one
// schema for the form, the server action, the route and the OpenAPI document.
import { z } from "zod";
import { fullNameSchema } from "@/lib/accounts/auth-schema";
import { emailSchema } from "@/lib/validation";

export const addStaffSchema = z.object({
  name: fullNameSchema,
  email: emailSchema("Please enter a valid email address"),
});
export type AddStaffInput = z.output<typeof addStaffSchema>;

export const staffShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal("receptionist"),
  /** False until they set a password from the emailed link. */
  passwordSet: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string().describe("ISO date-time"),
});
export type StaffDTO = z.infer<typeof staffShape>;
