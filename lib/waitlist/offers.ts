// Offering freed times to the waitlist (issue 27), one patient at a time, held for them.
//
// `offerFreedTimes(doctorId)` runs as a job of the queue (lib/notifications/worker.ts), queued in
// the transaction of every change that can free the doctor's time (announceFreedTime, lib/schedule/freed-time.ts) and at each
// hold's expiry; the worker's sweep (`sweepWaitlist`, every 30 s) catches the rest (a new day entering
// the booking horizon). Under the doctor's row lock, which bookings take too, it ends what is over
// (holds past their expiry, entries whose range has passed), then walks the waiting entries in
// line (the order they joined; one that let a hold lapse goes to the back): each whose patient
// holds no offer gets the earliest free start that suits it and was never offered to it, held
// until now + waitlistHoldMinutes, with its email recorded in the same transaction. Run twice, it finds the holds of the first run: nothing is offered twice.
// The database keeps the rest: live holds of a doctor never overlap, a patient has one live offer.
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { clinicDateOf, clinicMinutesOf, clinicTimeZone, formatSlotTime } from "@/lib/clinic-time";
import { gone, notFound } from "@/lib/errors";
import { getClinicSettings } from "@/lib/clinic/settings";
import { lockDoctor, slotInputs, TRANSACTION_OPTIONS, type DoctorSlotInputs } from "@/lib/schedule/read";
import { holdersWithLiveHolds, liveHoldAt, placeHold } from "@/lib/schedule/holds";
import type { TimeSpan } from "@/lib/schedule/slots";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { outgoing } from "@/lib/outbox/outbox";
import { recordEmails } from "@/lib/accounts/email-recipients";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import { bookAppointment } from "@/lib/appointments/book";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import type { Prisma } from "@/lib/generated/prisma/client";
import { firstSuitingStart } from "@/lib/waitlist/first-start";
import { waitlistOffer } from "@/lib/waitlist/emails/offer";
import type { OfferDTO } from "@/lib/waitlist/waitlist-schema";

type Tx = Prisma.TransactionClient;

export const OFFER_NOT_FOUND = "This offer was not found. Please check the link in your email.";
export const OFFER_CLAIMED = "You're booked: the time is yours.";
export const OFFER_DECLINED = "Declined: the time goes to the next patient waiting. You stay on the waitlist.";
export const OFFER_EXPIRED = "This offer has expired: the time went to the next patient waiting. You are still on the waitlist.";
export const OFFER_ALREADY_CLAIMED = "This offer has already been claimed.";
export const OFFER_ALREADY_DECLINED = "This offer was declined.";
export const OFFER_WITHDRAWN = "This offer is no longer open: the waitlist entry was ended.";

const DAY_MS = 86_400_000;

/** Whose inbox an offer goes to: the patient's, or their guardian's for a dependent (issue 26). */
const patientSelect = { id: true, name: true, email: true, guardian: { select: { id: true, name: true, email: true } } } as const;

/**
 * Ends what is over for this doctor: holds past their expiry, whose entries go to the back of the
 * line (decided: a patient who let a hold lapse is likely away; one who declined keeps their
 * place), and entries whose last day has passed.
 */
async function endWhatIsOver(tx: Tx, doctorId: string, now: Date, today: string): Promise<void> {
  const lapsed = await tx.waitlistOffer.findMany({ where: { doctorId, status: "held", expiresAt: { lte: now } }, select: { id: true, entryId: true } });
  if (lapsed.length) {
    await tx.waitlistOffer.updateMany({ where: { id: { in: lapsed.map((o) => o.id) }, status: "held" }, data: { status: "expired", answeredAt: now } });
    await tx.waitlistEntry.updateMany({ where: { id: { in: lapsed.map((o) => o.entryId) }, status: "waiting" }, data: { lineAt: now } });
  }
  await tx.waitlistEntry.updateMany({
    where: { doctorId, status: "waiting", toDate: { lt: new Date(`${today}T00:00:00Z`) } },
    data: { status: "ended", endedAt: now },
  });
  // A removed (archived) person is booked by no door, so is offered nothing (issue 41): their place
  // ends here should their removal not have ended it (an archive from before it did).
  await tx.waitlistEntry.updateMany({ where: { doctorId, status: "waiting", patient: { archivedAt: { not: null } } }, data: { status: "ended", endedAt: now } });
}

/** Offers the doctor's free times to their waitlist; returns how many offers it made. */
export async function offerFreedTimes(doctorId: string, now = new Date()): Promise<number> {
  const tz = clinicTimeZone();
  const today = clinicDateOf(now, tz);
  const made = await prisma.$transaction(async (tx) => {
    await lockDoctor(tx, doctorId, "update");
    await endWhatIsOver(tx, doctorId, now, today);
    const doctor = await tx.doctor.findUnique({ where: { id: doctorId }, select: { available: true, archivedAt: true, user: { select: { name: true } } } });
    if (!doctor || doctor.archivedAt || !doctor.available) return 0;
    const entries = await tx.waitlistEntry.findMany({
      where: { doctorId, status: "waiting" },
      orderBy: [{ lineAt: "asc" }, { id: "asc" }],
      include: { patient: { select: patientSelect }, visitType: { select: { name: true } }, offers: { select: { startsAt: true } } },
    });
    if (entries.length === 0) return 0;

    const { waitlistHoldMinutes, minNoticeMinutes } = await getClinicSettings(tx);
    // Too soon to hold: a start before the hold could end and the notice still be kept is free for everyone at once.
    const earliest = now.getTime() + (waitlistHoldMinutes + minNoticeMinutes) * 60_000;
    const expiresAt = new Date(now.getTime() + waitlistHoldMinutes * 60_000);
    const offered = await holdersWithLiveHolds(tx, entries.map((e) => e.patientId), now);
    // The slot rule's inputs per visit type asked (null: the doctor's default), read once each.
    // Read outside this transaction but under its lock: bookings of this doctor wait for it.
    const inputsByType = new Map<string, DoctorSlotInputs | null>();
    const inputsFor = async (visitTypeId: string | null) => {
      const key = visitTypeId ?? "";
      if (!inputsByType.has(key)) {
        const inputs = await slotInputs([doctorId], now, tz, { visitTypeId }).catch(() => null); // a type no longer offered: nothing suits
        inputsByType.set(key, inputs?.get(doctorId) ?? null);
      }
      return inputsByType.get(key)!;
    };
    const heldNow: TimeSpan[] = [];

    let count = 0;
    for (const entry of entries) {
      if (offered.has(entry.patientId)) continue;
      const inputs = await inputsFor(entry.visitTypeId);
      if (!inputs?.rules.visit) continue;
      const before = new Set(entry.offers.map((o) => o.startsAt.getTime()));
      const wish = {
        from: entry.fromDate.toISOString().slice(0, 10),
        to: entry.toDate.toISOString().slice(0, 10),
        partsOfDay: entry.partsOfDay,
        weekdays: entry.weekdays,
      };
      const chosen = firstSuitingStart(now, tz, [...inputs.taken, ...heldNow], inputs.rules, wish, { earliest, offeredBefore: before });
      if (!chosen) continue;

      const visit = inputs.rules.visit;
      const busyUntil = new Date(chosen.startsAt.getTime() + (visit.durationMinutes + visit.bufferMinutes) * 60_000);
      const offer = await placeHold(
        tx,
        { doctorId, startsAt: chosen.startsAt, busyUntil, expiresAt },
        { entryId: entry.id, patientId: entry.patientId, visitTypeId: entry.visitTypeId, token: randomBytes(24).toString("base64url") },
      );
      heldNow.push({ startsAt: chosen.startsAt, endsAt: busyUntil });
      offered.add(entry.patientId);
      const reader = entry.patient.guardian ?? entry.patient;
      await recordEmails(tx, [
        outgoing(waitlistOffer, {
          to: reader.email,
          userId: reader.id,
          data: {
            name: reader.name,
            ...(entry.patient.guardian ? { forName: entry.patient.name } : {}),
            doctorName: doctor.user.name,
            visitTypeName: entry.visitType?.name ?? null,
            offerId: offer.id,
            startsAt: chosen.startsAt.toISOString(),
            endsAt: new Date(chosen.startsAt.getTime() + visit.durationMinutes * 60_000).toISOString(),
            expiresAt: expiresAt.toISOString(),
            token: offer.token,
          },
        }),
      ]);
      count++;
    }
    // At the hold's end, the time passes on (or is simply free); a second after, so it is over.
    if (count > 0) await announceFreedTime(tx, doctorId, new Date(expiresAt.getTime() + 1000));
    return count;
  }, TRANSACTION_OPTIONS);
  if (made > 0) doctorsChanged(doctorId);
  return made;
}

/**
 * The sweep (the worker's 30-s timer, the cron drain): every doctor someone waits for is
 * looked at, so times no change announced (a day entering the booking horizon) reach the
 * waitlist too, and entries whose range has passed end. Returns the doctors looked at.
 */
export async function sweepWaitlist(now = new Date()): Promise<number> {
  const doctors = await prisma.waitlistEntry.findMany({ where: { status: "waiting" }, distinct: ["doctorId"], select: { doctorId: true } });
  for (const { doctorId } of doctors) await offerFreedTimes(doctorId, now);
  return doctors.length;
}

// ---- the patient's answer, by the offer's secret ------------------------------------------

const offerInclude = {
  doctor: { select: { id: true, speciality: true, user: { select: { name: true } } } },
  patient: { select: { id: true, name: true, guardianId: true, role: true, email: true, image: true, tokenVersion: true } },
  visitType: { select: { id: true, name: true, durationMinutes: true } },
} as const;

async function offerByToken(token: string) {
  // An offer's secret is base64url (randomBytes(24)): anything else is no offer, never a database error.
  const offer = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await prisma.waitlistOffer.findUnique({ where: { token }, include: offerInclude }) : null;
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  return offer;
}

/** What a closed offer answers (410). */
function closedMessage(status: string): string {
  if (status === "claimed") return OFFER_ALREADY_CLAIMED;
  if (status === "declined") return OFFER_ALREADY_DECLINED;
  if (status === "withdrawn") return OFFER_WITHDRAWN;
  return OFFER_EXPIRED;
}

export async function getOffer(token: string, now = new Date()): Promise<OfferDTO> {
  const o = await offerByToken(token);
  const tz = clinicTimeZone();
  return {
    doctor: { _id: o.doctor.id, name: o.doctor.user.name, speciality: o.doctor.speciality },
    patient: { name: o.patient.name },
    visitType: o.visitType ? { _id: o.visitType.id, name: o.visitType.name, durationMinutes: o.visitType.durationMinutes } : null,
    date: clinicDateOf(o.startsAt, tz),
    time: formatSlotTime(clinicMinutesOf(o.startsAt, tz)),
    expiresAt: o.expiresAt.toISOString(),
    status: o.status === "held" && o.expiresAt <= now ? "expired" : o.status,
    appointmentId: o.appointmentId,
  };
}

/**
 * Claim: books the held time for the entry's patient under every usual rule (the slot rule, the
 * open limits, the overlap constraints), as the patient or their guardian would book it, and ends
 * the entry, in one transaction with marking the offer claimed. An offer no longer held (answered,
 * expired, even if not yet marked) is a 410 and books nothing.
 */
export async function claimOffer(token: string, now = new Date()): Promise<AppointmentDTO> {
  const o = await offerByToken(token);
  if (o.status !== "held" || o.expiresAt <= now) throw gone(closedMessage(o.status));
  const tz = clinicTimeZone();
  const guardian = o.patient.guardianId ? await prisma.user.findUnique({ where: { id: o.patient.guardianId }, select: offerInclude.patient.select }) : null;
  const who = guardian ?? o.patient;
  const actor: Actor = { id: who.id, role: "patient", name: who.name, email: who.email ?? "", image: who.image, tokenVersion: who.tokenVersion };
  const appointment = await bookAppointment(
    actor,
    { doctorId: o.doctorId, date: clinicDateOf(o.startsAt, tz), time: clinicMinutesOf(o.startsAt, tz), visitTypeId: o.visitTypeId ?? undefined, reason: "" },
    {
      patientId: o.patientId,
      now,
      // Issue 47: the type's questions are answered afterwards, on the visit's page.
      answersLater: true,
      claim: {
        holdId: o.id,
        inTransaction: async (tx, appointmentId) => {
          const { count } = await tx.waitlistOffer.updateMany({
            where: { id: o.id, ...liveHoldAt(now) },
            data: { status: "claimed", answeredAt: now, appointmentId },
          });
          if (count === 0) throw gone(OFFER_EXPIRED);
          await tx.waitlistEntry.updateMany({ where: { id: o.entryId, status: "waiting" }, data: { status: "booked", endedAt: now } });
          await recordAudit(tx, actor, { action: "waitlist.offer_answered", subject: { type: "waitlist_offer", id: o.id }, patientId: o.patientId, details: { answer: "claimed" } });
        },
      },
    },
  );
  return appointment;
}

/** Decline: the time passes to the next matching entry at once; the patient stays on the list. */
export async function declineOffer(token: string, now = new Date()): Promise<void> {
  const o = await offerByToken(token);
  if (o.status !== "held" || o.expiresAt <= now) throw gone(closedMessage(o.status));
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.waitlistOffer.updateMany({ where: { id: o.id, ...liveHoldAt(now) }, data: { status: "declined", answeredAt: now } });
    if (count === 0) throw gone(OFFER_EXPIRED);
    await announceFreedTime(tx, o.doctorId);
    // Answered from the emailed link, without a sign-in: the patient the offer was for.
    await recordAudit(tx, { id: o.patient.guardianId ?? o.patientId, role: "patient" }, { action: "waitlist.offer_answered", subject: { type: "waitlist_offer", id: o.id }, patientId: o.patientId, details: { answer: "declined" } });
  });
  doctorsChanged(o.doctorId);
}

/** Ends an entry's live offer (the entry left or removed) and passes its time on, in `tx`; whether it had one. */
export async function withdrawOffers(tx: Tx, entryId: string, doctorId: string, now: Date): Promise<boolean> {
  const { count } = await tx.waitlistOffer.updateMany({ where: { entryId, status: "held" }, data: { status: "withdrawn", answeredAt: now } });
  if (count > 0) await announceFreedTime(tx, doctorId);
  return count > 0;
}

/** Visits booked by claiming an offer since `since` (the admin dashboard's "Refilled from the waitlist"). */
export async function refillsSince(since: Date): Promise<number> {
  return prisma.waitlistOffer.count({ where: { status: "claimed", answeredAt: { gte: since } } });
}

export const LAST_30_DAYS = (now = new Date()) => new Date(now.getTime() - 30 * DAY_MS);
