// Issue 45 item 7: the admin's trail filtered by patient or by person reads one index range in
// order, whatever the trail's size: no sort, no scan of other patients' events. Checked on a
// synthetic 100,000-event trail by the plans PostgreSQL chooses (the large bench times the same
// reads on 20,000,000: tests/bench/large.mjs).
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";

beforeAll(async () => {
  await prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL session_replication_role = replica");
    await tx.$executeRawUnsafe(`
      INSERT INTO audit_events (at, actor_id, actor_role, action, subject_type, subject_id, patient_id, seq, prev_hash, hash)
      SELECT now() - (n || ' minutes')::interval, 'staff' || (n % 50), 'receptionist', 'patient_record.viewed', 'user', 'p' || (n % 50), 'p' || (n % 50), n, '', ''
        FROM generate_series(1, 100000) n`);
  }, { timeout: 100_000 });
  await prisma.$executeRawUnsafe("ANALYZE audit_events");
}, 120_000);

/** The plan of one page as listAuditEvents asks for it (lib/audit-trail/events.ts), as text. */
async function plan(where: string, params: unknown[]): Promise<string> {
  const rows = await prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
    `EXPLAIN SELECT id, at, actor_id, action, patient_id FROM audit_events WHERE ${where} ORDER BY at DESC, id DESC LIMIT 51`,
    ...params,
  );
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("the trail's filtered pages", () => {
  it("reads a patient's events from their index, in order", async () => {
    const text = await plan("patient_id = $1", ["p42"]);
    expect(text).toMatch(/Index Scan using audit_events_patient_id_at_id_idx/);
    expect(text).not.toMatch(/Sort|Seq Scan/);
  });

  it("reads a person's events from their index, in order, also past a cursor", async () => {
    const first = await plan("actor_id = $1", ["staff7"]);
    expect(first).toMatch(/Index Scan using audit_events_actor_id_at_id_idx/);
    expect(first).not.toMatch(/Sort|Seq Scan/);
    const later = await plan("actor_id = $1 AND at <= $2 AND (at < $2 OR id < $3)", ["staff7", new Date(Date.now() - 30 * 86400_000), 50000]);
    expect(later).toMatch(/Index Scan using audit_events_actor_id_at_id_idx/);
    expect(later).not.toMatch(/Sort|Seq Scan/);
  });

  it("reads the newest events of the whole trail from the time index", async () => {
    const text = await plan("true", []);
    expect(text).toMatch(/Index Scan using audit_events_at_id_idx/);
    expect(text).not.toMatch(/Sort|Seq Scan/);
  });
});
