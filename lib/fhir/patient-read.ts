// Reading patients through FHIR (issue 46, item 3): GET /fhir/Patient/{id} and the staff's search
// by name, telecom and birthdate. A patient reads themselves and their dependents (the guardian
// rule of lib/accounts/dependents.ts), staff read any patient, a doctor none. The refusal comes
// before the lookup, so a caller who may not read a Patient never learns whether it exists.
import type { Patient } from "fhir/r4";
import { prisma } from "@/lib/db";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { forbidden, notFound } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import { isGuardianOf } from "@/lib/accounts/dependents";
import type { Actor } from "@/lib/accounts/users";
import { recordStaffRead } from "@/lib/audit/record";
import { Prisma } from "@/lib/generated/prisma/client";
import { patientSelect, toFhirPatient } from "@/lib/fhir/patient";
import { keysetPage, type KeysetPage } from "@/lib/fhir/bundle";
import { invalid } from "@/lib/fhir/outcome";
import type { SearchParams } from "@/lib/fhir/search-params";

export const PATIENT_NOT_FOUND = "Patient not found";
export const NOT_YOUR_PATIENT = "You can only read yourself and your dependents";
export const PATIENT_SEARCH_STAFF_ONLY = "Only the front desk and admins search patients";

/** One patient as a Patient: 403 unless the caller is them, their guardian or staff; 404 when there is none. */
export async function readFhirPatient(actor: Actor, id: string): Promise<Patient> {
  if (!isStaff(actor) && !(actor.role === "patient" && (id === actor.id || (await isGuardianOf(actor.id, id))))) {
    throw forbidden(NOT_YOUR_PATIENT);
  }
  const row = await prisma.user.findFirst({ where: { id, role: "patient" }, select: patientSelect });
  if (!row) throw notFound(PATIENT_NOT_FOUND);
  // Staff opening a record writes the trail as the desk's record page does (docs/audit.md); a patient's own read writes nothing.
  await recordStaffRead(actor, { action: "patient_record.viewed", subject: { type: "user", id }, patientId: id, details: { via: "fhir" } });
  return toFhirPatient(row);
}

/** A LIKE pattern's special characters, escaped. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search's conditions on users, each through the index the desk's search uses (migration 20261126220000). */
function conditionsOf(search: SearchParams): Prisma.Sql[] {
  const out: Prisma.Sql[] = [];
  const name = search.string("name");
  if (name !== undefined) out.push(Prisma.sql`careslot_fold(name) LIKE '%' || careslot_fold(${likeEscaped(name)}) || '%'`);
  const telecom = search.tokens("telecom");
  if (telecom) {
    const alternatives = telecom.map(({ system, code }) => {
      if (system !== null && system !== "phone" && system !== "email") throw invalid(`telecom: the system "${system}" is not served (phone or email)`);
      const digits = code.replace(/\D/g, "");
      const byPhone = digits.length >= 3 ? Prisma.sql`careslot_digits(phone) = ${digits}` : Prisma.sql`FALSE`;
      const byEmail = Prisma.sql`email = ${code.toLowerCase()}`;
      return system === "phone" ? byPhone : system === "email" ? byEmail : Prisma.sql`(${byPhone} OR ${byEmail})`;
    });
    out.push(Prisma.sql`(${Prisma.join(alternatives, " OR ")})`);
  }
  const birthdates = search.dates("birthdate");
  if (birthdates.length) {
    // A date parameter's range starts and ends at clinic midnights: as clinic days, it bounds a date column.
    const tz = clinicTimeZone();
    for (const p of birthdates) {
      const from = clinicDateOf(p.from, tz);
      const to = clinicDateOf(p.to, tz);
      if (p.prefix === "eq") out.push(Prisma.sql`dob >= ${from}::date AND dob < ${to}::date`);
      if (p.prefix === "ge") out.push(Prisma.sql`dob >= ${from}::date`);
      if (p.prefix === "gt") out.push(Prisma.sql`dob >= ${to}::date`);
      if (p.prefix === "lt") out.push(Prisma.sql`dob < ${from}::date`);
      if (p.prefix === "le") out.push(Prisma.sql`dob < ${to}::date`);
    }
  }
  return out;
}

// The keyset of the search's order (name, then id), as JSON.
const keyOf = (row: { name: string; id: string }) => JSON.stringify([row.name, row.id]);

function afterKey(cursor: string): Prisma.Sql {
  let key: unknown;
  try {
    key = JSON.parse(cursor);
  } catch {
    key = null;
  }
  if (!Array.isArray(key) || key.length !== 2 || typeof key[0] !== "string" || typeof key[1] !== "string") {
    throw invalid("_cursor is not one this server wrote: follow the Bundle's next link as it is");
  }
  return Prisma.sql`(name, id) > (${key[0]}, ${key[1]})`;
}

/**
 * Staff: one page of the patients (removed and erased ones left out, as the desk's search) matching every
 * parameter given, by name, and how many match in all. Anyone else: 403.
 */
export async function searchFhirPatients(actor: Actor, search: SearchParams): Promise<{ page: KeysetPage<Patient>; total: number }> {
  if (!isStaff(actor)) throw forbidden(PATIENT_SEARCH_STAFF_ONLY);
  const where = Prisma.join([Prisma.sql`role = 'patient' AND archived_at IS NULL AND erased_at IS NULL`, ...conditionsOf(search)], " AND ");
  const after = search.cursor ? afterKey(search.cursor) : Prisma.sql`TRUE`;
  const [ids, [{ n }]] = await Promise.all([
    search.count === 0
      ? Promise.resolve([])
      : prisma.$queryRaw<{ id: string; name: string }[]>`
          SELECT id, name FROM users WHERE ${where} AND ${after}
          ORDER BY name COLLATE "C", id LIMIT ${search.count + 1}`,
    prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM users WHERE ${where}`,
  ]);
  const page = keysetPage(ids, search.count, keyOf);
  // The query and how many it found, as the desk's search writes them (docs/audit.md), also when none.
  await recordStaffRead(actor, { action: "patient_search.run", subject: { type: "patients" }, details: { query: search.query(), results: n, via: "fhir" } });
  const rows = await prisma.user.findMany({ where: { id: { in: page.items.map((r) => r.id) } }, select: patientSelect });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { page: { items: page.items.flatMap((r) => (byId.has(r.id) ? [toFhirPatient(byId.get(r.id)!)] : [])), next: page.next }, total: n };
}
