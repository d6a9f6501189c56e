// Writing audit events (issue 45, docs/audit.md). A change writes its event with recordAudit in
// its own transaction, so the event exists exactly when the change does; a staff member's read
// of patient data writes one with recordStaffRead. The chain's hashes are set by the database
// when the transaction commits (prisma/migrations/20261129300000_audit_trail), never here.
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import type { AuditAction } from "@/lib/audit/actions";

/** A transaction (or, for a lone write, the client): only its audit_events are used. */
type Db = Pick<Prisma.TransactionClient, "auditEvent">;

/**
 * Who acted, as the trail keeps it. The signed-in `Actor` of lib/accounts fits as it is: the
 * edges (lib/http/handler.ts, lib/auth/session.ts) put the request's address and browser on it.
 */
export type AuditActor = {
  id: string | null;
  role: Role | "system" | "anonymous";
  address?: string | null;
  userAgent?: string | null;
};

/** A job acting on its own (the retention, a sweep): no account, no address. */
export const SYSTEM_ACTOR: AuditActor = { id: null, role: "system" };

export type AuditEventInput = {
  action: AuditAction;
  /** What the action was on: a table's kind of row and its id ("appointment", "user", "settings"). */
  subject: { type: string; id?: string | null };
  /** The patient or dependent the data belongs to, when it belongs to one. */
  patientId?: string | null;
  outcome?: "done" | "refused";
  /** Small facts: a filter, a count, the names of the fields changed. Never a value of a secret. */
  details?: Record<string, unknown>;
};

// Names a detail may never carry, whatever a caller passes: the trail is read by every admin.
const SECRET_KEY = /password|secret|token|otp|credential/i;

/** Keeps the details small and free of secrets: keys naming a secret are dropped, long texts cut. */
function safeDetails(details: Record<string, unknown> | undefined): Prisma.InputJsonObject {
  const out: Record<string, Prisma.InputJsonValue> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (SECRET_KEY.test(key) || value === undefined || value === null) continue;
    out[key] = typeof value === "string" ? value.slice(0, 200) : (value as Prisma.InputJsonValue);
  }
  return out;
}

/** A browser's own text, cut to a size an index and a screen can bear. */
const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** Writes one event in `tx`, the transaction of the change it records. */
export async function recordAudit(tx: Db, actor: AuditActor | null, event: AuditEventInput): Promise<void> {
  await recordAudits(tx, actor, [event]);
}

/** Writes several events of one change in `tx` (one statement). */
export async function recordAudits(tx: Db, actor: AuditActor | null, events: AuditEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const who = actor ?? SYSTEM_ACTOR;
  await tx.auditEvent.createMany({
    data: events.map((event) => ({
      actorId: who.id,
      actorRole: who.role,
      address: clip(who.address, 100),
      userAgent: clip(who.userAgent, 400),
      action: event.action,
      subjectType: event.subject.type,
      subjectId: event.subject.id ?? null,
      patientId: event.patientId ?? null,
      outcome: event.outcome ?? "done",
      details: safeDetails(event.details),
    })),
  });
}

/**
 * Writes a read of patient data by someone other than a patient (the front desk, an admin, a
 * doctor). A patient reading their own or their dependents' data writes nothing (issue 45).
 * Its own short transaction: a read changes nothing else.
 */
export async function recordStaffRead(actor: AuditActor, event: AuditEventInput): Promise<void> {
  if (actor.role === "patient") return;
  await recordAudit(prisma, actor, event);
}
