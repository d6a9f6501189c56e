// The REST shapes of REST-CONTRACT.md for accounts: the query strings and the
// response shapes. Routes validate with them, lib/http/openapi.ts documents
// them, lib/accounts/serialize.ts types its output by them, and the integration tests parse real
// answers with them (strict: no extra keys).
import { z } from "zod";
import { GENDERS } from "@/lib/accounts/gender";

export const userShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["patient", "doctor", "admin", "receptionist"]),
  image: z.string().describe("Absolute URL (from SITE_URL, else the origin the request came to)"),
  phone: z.string(),
  address: z.string(),
  dob: z.string().nullable().describe("ISO date-time; the date part is the date of birth"),
  gender: z.enum(GENDERS),
  age: z.number().int().nullable(),
});
