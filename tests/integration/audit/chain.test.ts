// Issue 45 item 1: the audit trail is append-only and tamper-evident. The app's own role cannot
// change or remove an event (the trigger), the chain's check passes on an untouched trail and
// names the first event a superuser altered or removed by hand (the trigger switched off for it),
// and the retention removes only whole old days, saying what it removed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { prisma } from "@/lib/db";
import { recordAudit, recordAudits, recordStaffRead, SYSTEM_ACTOR } from "@/lib/audit/record";
import { verifyAuditChain } from "@/lib/audit/verify";
import { removeExpiredAuditDays } from "@/lib/audit/retention";

const admin = { id: "admin-1", role: "admin" as const, address: "203.0.113.9", userAgent: "Firefox" };
let superuser: pg.Client;

/** A session that may switch the table's triggers off: the tests run as the cluster's superuser. */
async function byHand<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  await superuser.query("BEGIN");
  await superuser.query("SET LOCAL session_replication_role = replica");
  try {
    const out = await fn(superuser);
    await superuser.query("COMMIT");
    return out;
  } catch (err) {
    await superuser.query("ROLLBACK");
    throw err;
  }
}

beforeAll(async () => {
  superuser = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await superuser.connect();
  await prisma.$transaction((tx) =>
    recordAudits(tx, admin, [
      { action: "settings.updated", subject: { type: "settings", id: "1" }, details: { fields: ["maxOpenTotal"], password: "never kept" } },
      { action: "patient_record.viewed", subject: { type: "user", id: "p1" }, patientId: "p1" },
    ]),
  );
  await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      prisma.$transaction((tx) => recordAudit(tx, admin, { action: "appointment.viewed", subject: { type: "appointment", id: `a${i}` }, patientId: "p1" })),
    ),
  );
});

afterAll(async () => {
  await superuser.end();
});

describe("the audit chain", () => {
  it("links every event at commit and checks out whole", async () => {
    const events = await prisma.auditEvent.findMany({ orderBy: { seq: "asc" } });
    expect(events).toHaveLength(12);
    expect(events.every((e) => e.hash && e.seq !== null)).toBe(true);
    expect(events[0].prevHash).toBe("");
    for (let i = 1; i < events.length; i++) expect(events[i].prevHash).toBe(events[i - 1].hash);
    expect(await verifyAuditChain()).toEqual({ ok: true, checked: 12, firstBrokenId: null });
  });

  it("keeps who, where and the details, never a secret's value", async () => {
    const first = await prisma.auditEvent.findFirstOrThrow({ where: { action: "settings.updated" } });
    expect(first).toMatchObject({ actorId: "admin-1", actorRole: "admin", address: "203.0.113.9", userAgent: "Firefox", outcome: "done" });
    expect(first.details).toEqual({ fields: ["maxOpenTotal"] });
  });

  it("refuses UPDATE, DELETE and TRUNCATE for the app", async () => {
    const one = await prisma.auditEvent.findFirstOrThrow();
    await expect(prisma.auditEvent.update({ where: { id: one.id }, data: { action: "appointment.booked" } })).rejects.toThrow(/cannot be changed/);
    await expect(prisma.auditEvent.update({ where: { id: one.id }, data: { hash: "x" } })).rejects.toThrow(/cannot be changed/);
    await expect(prisma.auditEvent.delete({ where: { id: one.id } })).rejects.toThrow(/cannot be deleted/);
    await expect(prisma.$executeRawUnsafe("TRUNCATE audit_events")).rejects.toThrow(/cannot be deleted/);
    // Even with the retention's switch on, a recent event stays.
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT set_config('careslot.audit_retention', 'on', true)`;
        await tx.auditEvent.deleteMany({});
      }),
    ).rejects.toThrow(/cannot be deleted/);
    expect(await prisma.auditEvent.count()).toBe(12);
  });

  it("names the first event a superuser altered by hand, and the first one after a removed event", async () => {
    const events = await prisma.auditEvent.findMany({ orderBy: { seq: "asc" } });
    const altered = events[4];
    await byHand((db) => db.query("UPDATE audit_events SET details = '{\"fields\":[]}' WHERE id = $1", [altered.id]));
    expect(await verifyAuditChain()).toEqual({ ok: false, checked: 4, firstBrokenId: String(altered.id) });
    // Put back as it was: whole again.
    await byHand((db) => db.query("UPDATE audit_events SET details = $2 WHERE id = $1", [altered.id, altered.details]));
    expect((await verifyAuditChain()).ok).toBe(true);
    await byHand((db) => db.query("DELETE FROM audit_events WHERE id = $1", [events[7].id]));
    expect(await verifyAuditChain()).toEqual({ ok: false, checked: 7, firstBrokenId: String(events[8].id) });
    await byHand((db) => db.query("DELETE FROM audit_events WHERE id = $1", [events[0].id]));
    expect(await verifyAuditChain()).toMatchObject({ ok: false, checked: 0, firstBrokenId: String(events[1].id) });
  });
});

describe("staff reads", () => {
  it("writes a staff member's read, never a patient's", async () => {
    const before = await prisma.auditEvent.count();
    await recordStaffRead({ id: "p1", role: "patient" }, { action: "appointment.viewed", subject: { type: "appointment", id: "a1" }, patientId: "p1" });
    expect(await prisma.auditEvent.count()).toBe(before);
    await recordStaffRead({ id: "desk-1", role: "receptionist" }, { action: "appointment.viewed", subject: { type: "appointment", id: "a1" }, patientId: "p1" });
    expect(await prisma.auditEvent.count()).toBe(before + 1);
  });
});

describe("the retention", () => {
  it("removes whole days older than the period, records it, and the chain checks out from there", async () => {
    // A fresh trail whose oldest events are eight years old (written by hand: the app writes "now").
    await byHand((db) => db.query("DELETE FROM audit_events"));
    await prisma.$transaction((tx) => recordAudit(tx, SYSTEM_ACTOR, { action: "settings.updated", subject: { type: "settings" } }));
    await prisma.$transaction((tx) => recordAudit(tx, SYSTEM_ACTOR, { action: "settings.updated", subject: { type: "settings" } }));
    await prisma.$transaction((tx) => recordAudit(tx, admin, { action: "settings.updated", subject: { type: "settings" } }));
    const [oldest, older] = await prisma.auditEvent.findMany({ orderBy: { seq: "asc" } });
    // Moving an event's time changes its hash: recompute the whole chain by hand as the trigger would.
    await byHand(async (db) => {
      await db.query("UPDATE audit_events SET at = now() - interval '8 years' WHERE id = ANY($1)", [[oldest.id, older.id]]);
      await db.query("UPDATE audit_events SET prev_hash = NULL, hash = NULL, seq = NULL");
      const { rows } = await db.query("SELECT id FROM audit_events ORDER BY id");
      let prev = "";
      for (const [i, row] of rows.entries()) {
        await db.query("UPDATE audit_events SET seq = $2, prev_hash = $3 WHERE id = $1", [row.id, i + 1, prev]);
        const { rows: h } = await db.query("UPDATE audit_events e SET hash = audit_event_hash(e) WHERE id = $1 RETURNING hash", [row.id]);
        prev = h[0].hash;
      }
    });
    expect((await verifyAuditChain()).ok).toBe(true);
    const outcome = await removeExpiredAuditDays(2190);
    expect(outcome.removed).toBe(2);
    const left = await prisma.auditEvent.findMany({ orderBy: { seq: "asc" } });
    expect(left.map((e) => e.action)).toEqual(["settings.updated", "audit.days_removed"]);
    expect(left[1]).toMatchObject({ actorRole: "system", details: { count: 2, retentionDays: 2190 } });
    expect(await verifyAuditChain()).toEqual({ ok: true, checked: 2, firstBrokenId: null });
    // A second run the same day removes nothing and writes nothing.
    expect((await removeExpiredAuditDays(2190)).removed).toBe(0);
    expect(await prisma.auditEvent.count()).toBe(2);
  });
});
