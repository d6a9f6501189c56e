import { z } from "zod";
import { emailSchema, requiredText } from "@/lib/validation";

export const contactSchema = z.object({
  name: requiredText("Name", 100),
  email: emailSchema("Please enter a valid email address"),
  subject: requiredText("Subject", 200),
  message: requiredText("Message", 5000),
});
export type ContactInput = z.input<typeof contactSchema>;

/** A contact message as the admin's API lists it. */
export const contactMessageShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
