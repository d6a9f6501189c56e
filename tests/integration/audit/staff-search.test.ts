// Issue 45 item 7: /admin/audit's "Person" field is a search, not a list of every staff member.
// The server resolves a piece of a name, or the start of an email, to staff accounts (admins,
// the front desk, doctors; never a patient), by name, at most STAFF_MATCHES_SHOWN of them with
// a flag when there are more; only admins may ask.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { findActor, type Actor } from "@/lib/accounts/users";
import { ADMINS_ONLY, auditStaffMatching, STAFF_MATCHES_SHOWN } from "@/lib/audit-trail/events";
import { createDoctor, createUser } from "@/tests/helpers/factories";

// A word no other test's people have, so the matches are this file's alone.
const WORD = `Qx${randomUUID().slice(0, 8)}`;
let admin: Actor;
let desk: Actor;
let ids: Record<"desk" | "doctor" | "admin", string>;

beforeAll(async () => {
  const a = await createUser({ role: "admin", name: `Zed ${WORD} Admin`, email: `${WORD}.admin@example.test` });
  const d = await createUser({ role: "receptionist", name: `Ann ${WORD} Desk`, email: `${WORD}.desk@example.test` });
  const doc = await createDoctor({ name: `Dr. Bo ${WORD}` });
  // A patient of the same name: a person search finds staff only.
  await createUser({ role: "patient", name: `Cy ${WORD} Patient`, email: `${WORD}.patient@example.test` });
  admin = (await findActor(a.id, 0)) as Actor;
  desk = (await findActor(d.id, 0)) as Actor;
  ids = { admin: a.id, desk: d.id, doctor: doc.user.id };
});

describe("the audit trail's person search", () => {
  it("finds staff by a piece of their name, whatever its case, by name and never a patient", async () => {
    const { matches, more } = await auditStaffMatching(admin, WORD.toLowerCase());
    expect(matches.map((m) => m.id)).toEqual([ids.desk, ids.doctor, ids.admin]);
    expect(matches.map((m) => m.role)).toEqual(["receptionist", "doctor", "admin"]);
    expect(more).toBe(false);
  });

  it("finds one by the start of their email", async () => {
    const { matches } = await auditStaffMatching(admin, `${WORD.toUpperCase()}.DESK@`);
    expect(matches).toEqual([{ id: ids.desk, name: `Ann ${WORD} Desk`, email: `${WORD.toLowerCase()}.desk@example.test`, role: "receptionist" }]);
    // A patient's email is not a staff member's.
    expect((await auditStaffMatching(admin, `${WORD}.patient@`)).matches).toEqual([]);
  });

  it("finds no one for a name nobody on the staff has", async () => {
    expect(await auditStaffMatching(admin, `${WORD} Nobody`)).toEqual({ matches: [], more: false });
  });

  it("lists at most STAFF_MATCHES_SHOWN and says there are more", async () => {
    const many = `Mq${randomUUID().slice(0, 8)}`;
    for (let i = 0; i <= STAFF_MATCHES_SHOWN; i++) await createUser({ role: "doctor", name: `${many} ${String(i).padStart(2, "0")}` });
    const { matches, more } = await auditStaffMatching(admin, many);
    expect(matches).toHaveLength(STAFF_MATCHES_SHOWN);
    expect(matches[0].name).toBe(`${many} 00`);
    expect(more).toBe(true);
  });

  it("is for admins only", async () => {
    await expect(auditStaffMatching(desk, WORD)).rejects.toThrow(ADMINS_ONLY);
  });
});
