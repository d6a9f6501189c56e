// The OpenAPI operations of joining the waitlist, its offers' Claim and Decline links, and the staff's view (lib/waitlist, issue 27).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { appointmentShape } from "@/lib/appointments/shapes";
import { claimOfferSchema, joinWaitlistSchema, offerShape, staffWaitlistQuery, WAITLIST_MAX_ACTIVE, waitlistEntryShape } from "@/lib/waitlist/waitlist-schema";
import { message, type Operation } from "@/lib/http/openapi/operation";

/** The secret of a waitlist offer's Claim and Decline links: the only credential of its routes. */
const offerToken = {
  token: {
    description: "The offer's secret, from the offer email's links or `offer.token` of GET /api/waitlist; a malformed or unknown one is a 404",
    schema: { type: "string", minLength: 16, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
  },
};

export const waitlistOperations: Operation[] = [
  {
    method: "post", path: "/api/waitlist", tag: "waitlist",
    summary:
      "Join a doctor's waitlist: a patient for themselves or a dependent (`userId`), the front desk and admins for the patient named by `userId`. " +
      `At most ${WAITLIST_MAX_ACTIVE} waiting entries per patient, one per doctor (409). A matching time free right now is a 409 with that time in \`freeSlot\`: book it instead`,
    auth: ["patient", "receptionist", "admin"], body: { kind: "json", schema: joinWaitlistSchema }, status: 201,
    result: { message, entry: waitlistEntryShape }, errors: [403, 404, 409],
    failures: {
      409: z.object({
        success: z.literal(false),
        message: z.string(),
        freeSlot: z.object({ date: z.string().describe("Clinic-local YYYY-MM-DD"), time: z.string().describe('e.g. "10:30 AM"') }).optional()
          .describe("The earliest matching time free now (absent when the 409 is for the limits)"),
      }),
    },
  },
  {
    method: "get", path: "/api/waitlist", tag: "waitlist",
    summary: "The caller's waitlist entries and their dependents' (waiting first, then those ended in the last 30 days), each with its place in line and the time held for it now (`offer`, with the token of its Claim and Decline links)",
    auth: ["patient"], result: { entries: z.array(waitlistEntryShape) },
  },
  {
    method: "delete", path: "/api/waitlist/{id}", tag: "waitlist",
    summary: "Leave the waitlist (a patient: their own entry or a dependent's; another's is a 404), or remove any entry (the front desk, admins). A time held for it passes to the next patient waiting. 409 once the entry has ended",
    auth: ["patient", "receptionist", "admin"], result: { message, entry: waitlistEntryShape }, errors: [409],
  },
  {
    method: "get", path: "/api/waitlist/offers/{token}", tag: "waitlist",
    summary: "A waitlist offer by its secret token (no sign-in: the token is the credential): the doctor, the time, until when it is held, and its status",
    auth: "public", params: offerToken, result: { offer: offerShape },
  },
  {
    method: "post", path: "/api/waitlist/offers/{token}/claim", tag: "waitlist",
    summary:
      "Claim the time held by an offer: booked for the entry's patient under every usual booking rule (the limits on open appointments and on changes, the slot rule), and the entry ends. " +
      "An expired offer, or one already claimed, declined or withdrawn, is a 410 and books nothing; a time the booking rule no longer offers (the hours changed) is a 400. " +
      "An optional JSON body { answers } answers the visit type's questions (the offer's questions) as POST /api/appointment/book-appointment takes them: a bad answer or a required one missing is a 400 naming the question, nothing is booked and the hold stays",
    auth: "public", params: offerToken, body: { kind: "json", schema: claimOfferSchema }, status: 201, result: { message, appointment: appointmentShape }, errors: [400, 409, 410, 429],
  },
  {
    method: "post", path: "/api/waitlist/offers/{token}/decline", tag: "waitlist",
    summary: "Decline the time held by an offer: it passes to the next patient waiting at once, and the entry stays on the list. An expired or answered offer is a 410",
    auth: "public", params: offerToken, result: { message }, errors: [410],
  },
  {
    method: "get", path: "/api/admin/waitlist", tag: "waitlist",
    summary: "The waiting entries in line order, by doctor (`doctorId`: one doctor's). The front desk and admins see any doctor's list or all; a doctor sees their own only (another doctor's is a 403)",
    auth: ["admin", "receptionist", "doctor"], query: staffWaitlistQuery, result: { entries: z.array(waitlistEntryShape) },
  },
  {
    method: "delete", path: "/api/admin/waitlist/{id}", tag: "waitlist",
    summary: "Remove an entry from a doctor's waitlist (the front desk, admins); a time held for it passes to the next patient waiting. 409 once the entry has ended",
    auth: ["admin", "receptionist"], result: { message, entry: waitlistEntryShape }, errors: [409],
  },
];
