// Whether a waitlist offer is still open: held and its hold not over. An expired hold counts as
// over at once, whether or not the worker has marked it yet (a crash never stretches a hold).
import { holdIsLive } from "@/lib/schedule/holds";

export async function offerStillOpen(offerId: string, now = new Date()): Promise<boolean> {
  return holdIsLive(offerId, now);
}
