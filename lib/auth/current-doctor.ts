// The signed-in doctor for the pages of the doctor area (layout and pages).
import { cache } from "react";
import { getDoctorProfileOfUser } from "@/lib/doctors/queries";
import { isDomainError } from "@/lib/errors";
import { requirePageActor } from "@/lib/auth/session";
import type { DoctorDTO } from "@/lib/doctors/serialize";

/**
 * The signed-in doctor's profile, once per request (the layout and the page
 * both need it), or null when the account has no doctor profile. Without
 * `slots_booked`: no page of the doctor area shows it (GET /api/doctor/me does).
 */
export const currentDoctor = cache(async (userId: string): Promise<DoctorDTO | null> => {
  try {
    return await getDoctorProfileOfUser(userId);
  } catch (err) {
    if (isDomainError(err) && err.kind === "not_found") return null;
    throw err;
  }
});

/** For pages: a signed-in doctor (others are redirected) and their profile, if any. */
export async function requireDoctor(returnTo: string) {
  const actor = await requirePageActor(returnTo, "doctor");
  return { actor, doctor: await currentDoctor(actor.id) };
}
