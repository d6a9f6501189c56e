// The doctors as a directory reads them (issue 46: FHIR's Practitioner, PractitionerRole and
// Schedule searches): the public fields and weekly hours, no slots, filtered by speciality, part
// of the name and whether bookable, paged in id order after a key (keyset: a doctor added before
// the key never shifts the next page). Archived doctors are not in it, as in the public listing.
import { prisma } from "@/lib/db";
import { DOCTOR_NOT_FOUND, notFound } from "@/lib/errors";
import { hoursOf } from "@/lib/schedule/read";
import type { WeeklyHours } from "@/lib/schedule/slots";
import { specialityFromSlug } from "@/lib/clinic/specialities";
import { nameContains, peopleNamed } from "@/lib/accounts/name-search";
import type { Prisma } from "@/lib/generated/prisma/client";

export type DirectoryDoctor = {
  id: string;
  name: string;
  image: string;
  speciality: string;
  degree: string;
  available: boolean;
  hours: WeeklyHours | null;
  updatedAt: Date;
};

export type DirectoryQuery = {
  /** A speciality's name or slug ("cardiologist"); an unknown one matches no doctor. */
  speciality?: string | null;
  /** Part of the doctor's name, case-insensitive. */
  name?: string | null;
  available?: boolean;
  /** Only these doctors (a reference search). */
  ids?: string[];
  /** The id after which the page starts. */
  afterId?: string | null;
  /** Rows to read (a caller asks one more than its page to know whether another follows). */
  take: number;
};

const select = {
  id: true,
  speciality: true,
  degree: true,
  available: true,
  hours: true,
  updatedAt: true,
  user: { select: { name: true, image: true } },
} as const;

type Row = Prisma.DoctorGetPayload<{ select: typeof select }>;

const toDirectoryDoctor = (r: Row): DirectoryDoctor => ({
  id: r.id,
  name: r.user.name,
  image: r.user.image,
  speciality: r.speciality,
  degree: r.degree,
  available: r.available,
  hours: hoursOf(r.hours),
  updatedAt: r.updatedAt,
});

async function whereOf(q: DirectoryQuery): Promise<Prisma.DoctorWhereInput | null> {
  const parts: Prisma.DoctorWhereInput[] = [{ archivedAt: null }];
  if (q.speciality != null) {
    const known = specialityFromSlug(q.speciality);
    // Every write stores one of SPECIALITIES as spelled there: `=` uses doctors_speciality_idx.
    parts.push(known ? { speciality: known } : { speciality: { equals: q.speciality, mode: "insensitive" } });
  }
  if (q.available !== undefined) parts.push({ available: q.available });
  if (q.ids) parts.push({ id: { in: q.ids } });
  const name = q.name?.trim();
  if (name) {
    // The accounts' trigram index finds the doctors so named (lib/accounts/name-search.ts).
    const people = await peopleNamed(name, { doctorsOnly: true });
    parts.push(people ? { id: { in: people.flatMap((p) => (p.doctorId ? [p.doctorId] : [])) } } : { user: nameContains(name) });
  }
  return { AND: parts };
}

/** One page of the directory in id order after `afterId`, and how many doctors match in all. */
export async function doctorDirectory(q: DirectoryQuery): Promise<{ rows: DirectoryDoctor[]; total: number }> {
  const where = await whereOf(q);
  if (!where) return { rows: [], total: 0 };
  const [rows, total] = await Promise.all([
    q.take > 0
      ? prisma.doctor.findMany({ where: q.afterId ? { AND: [where, { id: { gt: q.afterId } }] } : where, select, orderBy: { id: "asc" }, take: q.take })
      : Promise.resolve([]),
    prisma.doctor.count({ where }),
  ]);
  return { rows: rows.map(toDirectoryDoctor), total };
}

/** One doctor of the directory; 404 when unknown or archived. */
export async function directoryDoctor(id: string): Promise<DirectoryDoctor> {
  const row = await prisma.doctor.findFirst({ where: { id, archivedAt: null }, select });
  if (!row) throw notFound(DOCTOR_NOT_FOUND);
  return toDirectoryDoctor(row);
}
