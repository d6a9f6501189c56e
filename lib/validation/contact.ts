import { z } from "zod";
import { emailSchema, requiredText } from "@/lib/validation/common";

export const contactSchema = z.object({
  name: requiredText("Name", 100),
  email: emailSchema("Please enter a valid email address"),
  subject: requiredText("Subject", 200),
  message: requiredText("Message", 5000),
});
export type ContactInput = z.input<typeof contactSchema>;
