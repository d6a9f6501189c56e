// Finding people by a piece of their name, for the staff lists' searches (issue 25).
import { prisma } from "@/lib/db";

/** Up to this many people whose name matches, a search lists their rows by id (see peopleNamed). */
const NAME_SEARCH_PEOPLE_MAX = 500;

/** What a case-insensitive "name contains" is, as Prisma writes it (ILIKE '%…%'). */
export const nameContains = (search: string) => ({ name: { contains: search, mode: "insensitive" } }) as const;

/**
 * The people whose name contains `search` (case-insensitive), each with their doctor profile
 * id if they have one; null when more than NAME_SEARCH_PEOPLE_MAX match. users_name_trgm_idx
 * answers the ILIKE, so a list searched by name can fetch these people's rows by id through
 * its own indexes instead of testing every row's name (which read every row for a name
 * nobody has). A name so common that it returns null is dense among the rows: testing the
 * names row by row finds a first page quickly then.
 */
export async function peopleNamed(search: string, opts: { doctorsOnly?: boolean } = {}): Promise<{ id: string; doctorId: string | null }[] | null> {
  const people = await prisma.user.findMany({
    // Doctors only: a surname a few hundred patients share names a handful of doctors.
    where: { ...nameContains(search), ...(opts.doctorsOnly ? { role: "doctor" as const } : {}) },
    select: { id: true, doctor: { select: { id: true } } },
    take: NAME_SEARCH_PEOPLE_MAX + 1,
  });
  if (people.length > NAME_SEARCH_PEOPLE_MAX) return null;
  return people.map((p) => ({ id: p.id, doctorId: p.doctor?.id ?? null }));
}

/**
 * What "the email starts with" is, when `search` looks like one (it has an "@"): a range on the
 * lower-cased email, which users_email_key answers (emails are stored lower-cased), as the front
 * desk's patient search does; null otherwise.
 */
export function emailStarting(search: string): { email: { gte: string; lt: string } } | null {
  if (!search.includes("@")) return null;
  const email = search.toLowerCase();
  return { email: { gte: email, lt: `${email}\uffff` } };
}
