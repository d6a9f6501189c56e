// Whether a waitlist offer is still open: held and its hold not over. An expired hold counts as
// over at once, whether or not the worker has marked it yet (a crash never stretches a hold).
import { prisma } from "@/lib/db";
import { liveHoldAt } from "@/lib/schedule/read";

export async function offerStillOpen(offerId: string, now = new Date()): Promise<boolean> {
  return (await prisma.waitlistOffer.count({ where: { id: offerId, ...liveHoldAt(now) } })) > 0;
}
