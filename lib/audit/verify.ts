// Walks the audit chain (issue 45): each event's hash must be the SHA-256 of its content and the
// previous event's hash (the database's audit_event_hash, the same definition the commit-time
// trigger used), and each event must name the previous one's hash. The first event kept names
// the hash of the last one the retention removed (its audit.days_removed event says which).
import { prisma } from "@/lib/db";

export type ChainCheck = { ok: boolean; checked: number; firstBrokenId: string | null };

type Link = { id: bigint; prev_hash: string | null; hash: string | null; computed: string };

const BATCH = 5000;

/** The hash the first event kept should name: "" for a chain never cut, else the last removed one's. */
async function chainAnchor(): Promise<string> {
  const rows = await prisma.$queryRaw<{ anchor: string | null }[]>`
    SELECT details->>'lastRemovedHash' AS anchor FROM audit_events
    WHERE action = 'audit.days_removed' AND details ? 'lastRemovedHash' AND seq IS NOT NULL ORDER BY seq DESC LIMIT 1`;
  return rows[0]?.anchor ?? "";
}

/** Checks the whole chain in keyset batches by its order; stops at the first broken link. */
export async function verifyAuditChain(): Promise<ChainCheck> {
  let expectedPrev = await chainAnchor();
  let afterSeq = BigInt(0);
  let checked = 0;
  for (;;) {
    const rows = await prisma.$queryRaw<(Link & { seq: bigint })[]>`
      SELECT e.id, e.seq, e.prev_hash, e.hash, audit_event_hash(e) AS computed
      FROM audit_events e WHERE e.seq > ${afterSeq} ORDER BY e.seq LIMIT ${BATCH}`;
    for (const row of rows) {
      if (row.prev_hash !== expectedPrev || row.hash !== row.computed) {
        return { ok: false, checked, firstBrokenId: String(row.id) };
      }
      expectedPrev = row.hash;
      checked++;
    }
    if (rows.length < BATCH) return { ok: true, checked, firstBrokenId: null };
    afterSeq = rows[rows.length - 1].seq;
  }
}
