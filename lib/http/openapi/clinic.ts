// The OpenAPI operations of the clinic's settings and the contact form (lib/clinic).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { contactMessageShape, contactSchema } from "@/lib/clinic/contact-schema";
import { clinicSettingsFields, clinicSettingsUpdateSchema } from "@/lib/clinic/settings-schema";
import { message, type Operation } from "@/lib/http/openapi/operation";

export const clinicOperations: Operation[] = [
  {
    method: "get", path: "/api/admin/messages", tag: "admin", summary: "Contact-form messages, newest first",
    auth: ["admin"], result: { messages: z.array(contactMessageShape) },
  },
  {
    method: "get", path: "/api/admin/settings", tag: "admin", summary: "The clinic's policy settings",
    auth: ["admin"], result: { settings: clinicSettingsFields },
  },
  {
    method: "put", path: "/api/admin/settings", tag: "admin",
    summary: "Change any of the clinic's policy settings (those left out keep their value; per doctor cannot exceed in all)",
    auth: ["admin"], body: { kind: "json", schema: clinicSettingsUpdateSchema }, result: { message, settings: clinicSettingsFields },
  },
  {
    method: "post", path: "/api/contact", tag: "misc", summary: "Send a contact-form message (rate limited per address)",
    auth: "public", body: { kind: "form", schema: contactSchema }, status: 201, result: { message, contact: contactMessageShape }, errors: [429],
  },
];
