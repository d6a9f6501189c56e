// "Who has opened your record" (issue 45 item 3): the last twelve months of the audit trail's events
// by staff (admins, the front desk, doctors) on the patient's data and their dependents', newest
// first: who (name and role, never the address or browser), what and when. One indexed read per
// person (audit_events (patient_id, at desc, id desc)), bounded. GET /api/user/access-log, the
// profile's section and the export's accessLog.
import { prisma } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { AUDIT_ACTIONS, type AuditAction } from "@/lib/audit/actions";

/** The roles whose events a patient sees: staff (a patient's own changes and the jobs' are not "who looked"). */
const STAFF_ROLES = ["admin", "receptionist", "doctor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** How far back the log goes. */
const MONTHS = 12;
/** The most entries one answer holds (a year of a busy patient's visits is well under it). */
export const ACCESS_LOG_MAX = 500;
export const ACCESS_LOG_PATIENTS_ONLY = "Only patients see who opened their record.";
/** Shown for a staff member whose account is gone. */
const FORMER_STAFF = "A former staff member";

export type AccessLogEntry = {
  at: string;
  actor: { name: string; role: StaffRole };
  action: AuditAction;
  /** The patient or dependent whose data it was. */
  patientId: string;
  /** The event in English words ("Anna Lopez (front desk) opened your record"); the profile says it in the page's language. */
  description: string;
};

const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

const ROLE_WORDS: Record<StaffRole, string> = { admin: "admin", receptionist: "front desk", doctor: "doctor" };

/** What each action did, as the log says it in English (the API's description); anything else: its name. */
const ACTION_WORDS: Partial<Record<AuditAction, string>> = {
  "patient_record.viewed": "opened the record",
  "appointment.viewed": "opened a visit",
  "patient_visits.viewed": "looked at the visits",
  "patient_search.run": "found the record in a search",
  "appointment.booked": "booked a visit",
  "appointment.cancelled": "cancelled a visit",
  "appointment.rescheduled": "moved a visit",
  "appointment.checked_in": "checked in a visit",
  "appointment.completed": "marked a visit completed",
  "appointment.no_show": "marked a visit as a no-show",
  "patient_record.created": "created the record",
  "patient_record.updated": "changed the record",
  "patient_record.invited": "sent an invitation",
  "waitlist.joined": "added to a waitlist",
  "waitlist.left": "removed from a waitlist",
  "two_factor.reset": "reset the second factor",
  "calendar_feed.fetched": "fetched a calendar with the visit",
  "export.downloaded": "downloaded the visits",
  "appointment.answers_updated": "changed the answers of a visit",
};

export const actionWords = (action: AuditAction) => ACTION_WORDS[action] ?? action;

/** The person and their dependents, by id, with the name the log says them by. */
async function household(actor: Actor): Promise<Map<string, string>> {
  const dependents = await prisma.user.findMany({ where: { guardianId: actor.id }, select: { id: true, name: true } });
  return new Map([[actor.id, "you"], ...dependents.map((d): [string, string] => [d.id, d.name])]);
}

/** The log of the actor's own data and their dependents'. */
export async function accessLogOf(actor: Actor, now = new Date()): Promise<AccessLogEntry[]> {
  const people = await household(actor);
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - MONTHS);
  const rows = await prisma.auditEvent.findMany({
    where: { patientId: { in: [...people.keys()] }, at: { gte: since }, actorRole: { in: [...STAFF_ROLES] } },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: ACCESS_LOG_MAX,
    select: { at: true, actorId: true, actorRole: true, action: true, patientId: true },
  });
  const staffIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
  const staff = new Map((await prisma.user.findMany({ where: { id: { in: staffIds } }, select: { id: true, name: true } })).map((u) => [u.id, u.name]));
  return rows.flatMap((r) => {
    if (!isAuditAction(r.action) || !r.patientId) return [];
    const role = r.actorRole as StaffRole;
    const name = (r.actorId && staff.get(r.actorId)) || FORMER_STAFF;
    const whose = r.patientId === actor.id ? "your data" : `the data of ${people.get(r.patientId)}`;
    return [{
      at: r.at.toISOString(),
      actor: { name, role },
      action: r.action,
      patientId: r.patientId,
      description: `${name} (${ROLE_WORDS[role]}) ${actionWords(r.action)} (${whose})`,
    }];
  });
}

/** GET /api/user/access-log and the profile's section: patients only (staff have no record to be looked at here). */
export async function myAccessLog(actor: Actor, now = new Date()): Promise<AccessLogEntry[]> {
  if (actor.role !== "patient") throw forbidden(ACCESS_LOG_PATIENTS_ONLY);
  return accessLogOf(actor, now);
}
