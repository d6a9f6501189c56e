// What every REST route shares: path ids checked before any database work,
// and the failure body.
import { z } from "zod";
import { idSchema } from "@/lib/validation";

/** Path parameters: a malformed id is a 400 before any database work. */
export function pathId(value: string | undefined): string {
  return idSchema.parse(value);
}

export const errorShape = z.strictObject({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional().describe("Field name to its first problem"),
});
