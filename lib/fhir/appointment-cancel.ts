// Cancelling through FHIR (issue 46, item 3): PATCH /fhir/Appointment/{id} with a JSON Patch
// (RFC 6902, application/json-patch+json) that sets `status` to `cancelled`, and optionally
// `cancelationReason`. It cancels under the usual policy (lib/appointments/cancel.ts: who may, the
// cutoff, a visit no longer awaiting the patient), whose refusals keep the REST API's statuses.
// Any other change is a 422: the rest of a visit changes through the app's own doors.
import { z } from "zod";
import type { Actor } from "@/lib/accounts/users";
import { cancelAppointment } from "@/lib/appointments/cancel";
import { businessRule } from "@/lib/fhir/outcome";

/** A JSON Patch document: an array of operations (their values are judged by cancelOfPatch). */
export const jsonPatchBody = z
  .array(
    z.looseObject({
      op: z.string({ error: "Each operation needs an op" }),
      path: z.string({ error: "Each operation needs a path" }).max(200),
      value: z.unknown().optional(),
    }),
    { error: "A JSON Patch is an array of operations" },
  )
  .min(1, "The patch has no operation")
  .max(10, "At most 10 operations");
export type JsonPatch = z.output<typeof jsonPatchBody>;

export const ONLY_CANCEL =
  'Only cancelling is served: a JSON Patch that sets /status to "cancelled" (and optionally /cancelationReason). Other changes are made in the app.';

/** The cancel a patch asks for, with its reason; a 422 for any patch that is not exactly that. */
export function cancelOfPatch(patch: JsonPatch): { reason: string } {
  let cancels = false;
  let reason = "";
  for (const op of patch) {
    const sets = op.op === "replace" || op.op === "add";
    if (sets && op.path === "/status" && op.value === "cancelled") cancels = true;
    else if (sets && op.path === "/cancelationReason" && isReasonConcept(op.value)) reason = (op.value as { text?: string }).text ?? "";
    else if (sets && op.path === "/cancelationReason/text" && typeof op.value === "string") reason = op.value;
    else throw businessRule(`${ONLY_CANCEL} Refused: ${op.op} ${op.path}`);
  }
  if (!cancels) throw businessRule(ONLY_CANCEL);
  return { reason };
}

/** A CodeableConcept with at most a text (the app keeps a cancellation's reason as words). */
function isReasonConcept(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { text, ...rest } = value as Record<string, unknown>;
  return (text === undefined || typeof text === "string") && Object.keys(rest).every((k) => k === "coding");
}

/** Cancels the visit `id` as `actor` under the usual policy (a visit no longer awaiting the patient: 409). */
export async function cancelFhirAppointment(actor: Actor, id: string, patch: JsonPatch, now?: Date): Promise<void> {
  const { reason } = cancelOfPatch(patch);
  await cancelAppointment(actor, id, { reason, now });
}
