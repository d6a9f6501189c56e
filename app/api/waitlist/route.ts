import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { joinWaitlist, JOINED, listMyWaitlist } from "@/lib/waitlist/entries";
import { joinWaitlistSchema } from "@/lib/waitlist/waitlist-schema";

// Issue 27: join a doctor's waitlist (a patient for themselves or a dependent, the desk and admins
// for the patient named by userId) -> 201 { success, message, entry }; a matching time free right
// now is a 409 { success: false, message, freeSlot: { date, time } } (the DomainError's details).
export const POST = authedRoute(
  ["patient", "receptionist", "admin"],
  async ({ req, actor }) => ({ message: JOINED, entry: await joinWaitlist(actor, await readJson(req, joinWaitlistSchema)) }),
  { status: 201 },
);

// Issue 27: the caller's entries and their dependents', each with its live offer -> { success, entries }.
export const GET = authedRoute(["patient"], async ({ actor }) => ({ entries: await listMyWaitlist(actor) }));
