// lib/audit-trail: what the admin sees of the audit trail (issue 45; docs/audit.md): the events
// filtered and paged newest first with the names of who acted and whose data it was, the CSV of
// them, and the chain's check. After the domains whose names it shows. (lib/README.md)
import { prisma } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import { addDays, clinicTimeZone, instantAt } from "@/lib/clinic-time";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/accounts/users";
import { emailStarting, nameContains } from "@/lib/accounts/name-search";
import { recordStaffRead } from "@/lib/audit/record";
import { verifyAuditChain, type ChainCheck } from "@/lib/audit/verify";
import { AUDIT_PAGE, type AuditEventDTO, type AuditQuery } from "@/lib/audit-trail/audit-query-schema";

export const ADMINS_ONLY = "Only admins can see the audit trail";

function assertAdmin(actor: Actor) {
  if (actor.role !== "admin") throw forbidden(ADMINS_ONLY);
}

/** The filters as a condition: each of them, when given, served by one of the table's indexes. */
function conditions(q: AuditQuery): Prisma.AuditEventWhereInput {
  const tz = clinicTimeZone();
  return {
    ...(q.actorId ? { actorId: q.actorId } : {}),
    ...(q.patientId ? { patientId: q.patientId } : {}),
    ...(q.action ? { action: q.action } : {}),
    ...(q.from || q.to
      ? { at: { ...(q.from ? { gte: instantAt(q.from, 0, tz) } : {}), ...(q.to ? { lt: instantAt(addDays(q.to, 1), 0, tz) } : {}) } }
      : {}),
  };
}

/**
 * The events after the cursor's event in (at desc, id desc) order: a range on `at` and a
 * tie-break, so a deep page starts where the index says, never by skipping rows.
 */
async function afterCursor(cursor: string): Promise<Prisma.AuditEventWhereInput | null> {
  const id = BigInt(cursor);
  const row = await prisma.auditEvent.findUnique({ where: { id }, select: { at: true } });
  if (!row) return null;
  return { at: { lte: row.at }, OR: [{ at: { lt: row.at } }, { id: { lt: id } }] };
}

type Row = Prisma.AuditEventGetPayload<{ omit: { seq: true; prevHash: true; hash: true } }>;

/** The names of the accounts events name (who acted, whose data): one query per page. */
async function namesOf(rows: Row[]): Promise<Map<string, { name: string; role: string }>> {
  const ids = [...new Set(rows.flatMap((r) => [r.actorId, r.patientId]).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, role: true } });
  return new Map(users.map((u) => [u.id, { name: u.name, role: u.role }]));
}

async function toDTOs(rows: Row[]): Promise<AuditEventDTO[]> {
  const names = await namesOf(rows);
  return rows.map((r) => {
    const who = r.actorId ? names.get(r.actorId) : undefined;
    return {
      id: String(r.id),
      at: r.at.toISOString(),
      // The role the event was written with: an account's role may have changed since.
      actor: r.actorId ? { _id: r.actorId, name: who?.name ?? "", role: r.actorRole } : null,
      action: r.action,
      subject: { type: r.subjectType, id: r.subjectId },
      patientId: r.patientId,
      patientName: r.patientId ? (names.get(r.patientId)?.name ?? null) : null,
      outcome: r.outcome === "refused" ? "refused" : "done",
      address: r.address,
      userAgent: r.userAgent,
      details: (r.details ?? {}) as Record<string, unknown>,
    };
  });
}

/** One page of events, newest first, and the cursor of the next (null at the end). */
async function page(q: AuditQuery, limit: number): Promise<{ events: AuditEventDTO[]; nextCursor: string | null; last: Row | null }> {
  const where = conditions(q);
  const after = q.cursor ? await afterCursor(q.cursor) : null;
  if (q.cursor && !after) return { events: [], nextCursor: null, last: null };
  const rows = await prisma.auditEvent.findMany({
    where: after ? { AND: [where, after] } : where,
    omit: { seq: true, prevHash: true, hash: true },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const shown = rows.slice(0, limit);
  return { events: await toDTOs(shown), nextCursor: rows.length > limit ? String(shown[shown.length - 1].id) : null, last: shown.at(-1) ?? null };
}

/** Admins: GET /api/admin/audit and /admin/audit. */
export async function listAuditEvents(actor: Actor, q: AuditQuery): Promise<{ events: AuditEventDTO[]; nextCursor: string | null }> {
  assertAdmin(actor);
  const { events, nextCursor } = await page(q, q.limit ?? AUDIT_PAGE);
  return { events, nextCursor };
}

/** Admins: walks the chain (GET /api/admin/audit/verify, "Check the trail"). */
export async function checkAuditTrail(actor: Actor): Promise<ChainCheck> {
  assertAdmin(actor);
  return verifyAuditChain();
}

const CSV_HEADER = ["id", "at", "actor_id", "actor_name", "actor_role", "action", "subject_type", "subject_id", "patient_id", "patient_name", "outcome", "address", "user_agent", "details"];
const EXPORT_PAGE = 1000;

/** A CSV field: quoted when it must be; a leading =, +, - or @ is defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Admins: the filtered events as a CSV, streamed page by page; the download itself is written to the trail. */
export function exportAuditCsv(actor: Actor, q: AuditQuery): { filename: string; stream: ReadableStream<Uint8Array> } {
  assertAdmin(actor);
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let rows = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.join(",")}\r\n`));
    },
    async pull(controller) {
      const { events, nextCursor } = await page({ ...q, cursor }, EXPORT_PAGE);
      let chunk = "";
      for (const e of events) {
        chunk += [e.id, e.at, e.actor?._id ?? "", e.actor?.name ?? "", e.actor?.role ?? "system", e.action, e.subject.type, e.subject.id ?? "", e.patientId ?? "", e.patientName ?? "", e.outcome, e.address ?? "", e.userAgent ?? "", JSON.stringify(e.details)]
          .map(csvField)
          .join(",") + "\r\n";
      }
      rows += events.length;
      if (chunk) controller.enqueue(encoder.encode(chunk));
      if (!nextCursor) {
        const { cursor: _cursor, limit: _limit, ...filter } = q;
        await recordStaffRead(actor, { action: "export.downloaded", subject: { type: "audit_csv" }, patientId: q.patientId ?? null, details: { filter, rows } });
        controller.close();
        return;
      }
      cursor = nextCursor;
    },
  }, { highWaterMark: 1 });
  return { filename: `audit-${q.from ?? "start"}-${q.to ?? "now"}.csv`, stream };
}

/** How many staff members a person search lists to choose from. */
export const STAFF_MATCHES_SHOWN = 20;
const STAFF_ROLES = ["admin", "receptionist", "doctor"] as const;

export type StaffMatch = { id: string; name: string; email: string | null; role: string };

/**
 * Admins: the staff accounts (admins, the front desk, doctors) whose name contains `search` or
 * whose email starts with it, by name: the screen's "Person" field. The name through
 * users_name_trgm_idx (as the doctors' search), the email through its unique index; one more
 * than shown is read, so the screen knows there are more.
 */
export async function auditStaffMatching(actor: Actor, search: string): Promise<{ matches: StaffMatch[]; more: boolean }> {
  assertAdmin(actor);
  const byEmail = emailStarting(search);
  const rows = await prisma.user.findMany({
    where: { role: { in: [...STAFF_ROLES] }, OR: [nameContains(search), ...(byEmail ? [byEmail] : [])] },
    select: { id: true, name: true, email: true, role: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: STAFF_MATCHES_SHOWN + 1,
  });
  return { matches: rows.slice(0, STAFF_MATCHES_SHOWN), more: rows.length > STAFF_MATCHES_SHOWN };
}

/** Admins: an account's name and role, for the view filtered by the person (null when there is none). */
export async function auditPerson(actor: Actor, id: string): Promise<{ name: string; role: string } | null> {
  assertAdmin(actor);
  return prisma.user.findUnique({ where: { id }, select: { name: true, role: true } });
}

/** Admins: a patient's name, for the heading of a view filtered by them (null when there is none). */
export async function auditPatientName(actor: Actor, patientId: string): Promise<string | null> {
  assertAdmin(actor);
  return (await prisma.user.findUnique({ where: { id: patientId }, select: { name: true } }))?.name ?? null;
}
