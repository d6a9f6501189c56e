// "Download CSV" (issue 28): the appointments of an insights range and filter, one row each, for a
// spreadsheet: UTF-8 with a byte-order mark (so Excel reads the names' accents), CRLF lines, dates
// and times ISO (clinic-local date and 24-hour times; the creation instant in UTC), fields with a
// comma, quote or line break quoted (RFC 4180). Streamed: each pull of the stream reads the next
// page of EXPORT_PAGE rows in (starts_at, id) keyset order, so 2,000,000 rows neither wait for the
// whole set nor sit in memory (the reader's pace is the database's).
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { clinicTimeZone } from "@/lib/clinic-time";
import { forbidden } from "@/lib/errors";
import { actedBy } from "@/lib/accounts/acted-by";
import type { Actor } from "@/lib/accounts/users";
import type { Role } from "@/lib/generated/prisma/enums";
import { appointmentConditions, ADMINS_ONLY } from "@/lib/insights/insights";
import type { AdminInsightsQuery } from "@/lib/insights/insights-schema";
import { recordStaffRead } from "@/lib/audit/record";

export const EXPORT_PAGE = 5_000;
export const CSV_HEADER = ["date", "time", "end", "doctor", "patient", "visit type", "status", "amount", "booked by", "created at"] as const;

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled). Text
 * that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or CR: a name is
 * anyone's to choose) gets a leading apostrophe, which spreadsheets show as text.
 */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(",")}\r\n`;

type Row = {
  id: string;
  starts_at: Date;
  date: string;
  time: string;
  end: string;
  doctor: string;
  patient: string;
  visit_type: string | null;
  status: string;
  amount: number;
  booked_by: string | null;
  booked_by_role: Role | null;
  created_at: string;
};

/** Who booked it, as pages say it ("the front desk, Anna Lopez"); the patient's name when they booked it themself. */
function bookedBy(r: Row): string {
  if (r.booked_by && r.booked_by_role) return actedBy({ name: r.booked_by, role: r.booked_by_role });
  if (r.booked_by_role && r.booked_by_role !== "patient") return actedBy({ name: "", role: r.booked_by_role }).replace(/, $/, "");
  return r.patient;
}

async function page(where: Prisma.Sql, tz: string, after: { startsAt: Date; id: string } | null, size: number): Promise<Row[]> {
  // Ascending starts, ties by descending id: the order the (starts_at DESC, id) index gives read backwards.
  const cursor = after ? Prisma.sql`AND a.starts_at >= ${after.startsAt} AND (a.starts_at > ${after.startsAt} OR a.id < ${after.id})` : Prisma.empty;
  return prisma.$queryRaw<Row[]>`
    SELECT a.id, a.starts_at,
           to_char(a.starts_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS date,
           to_char(a.starts_at AT TIME ZONE ${tz}, 'HH24:MI') AS time,
           to_char(a.ends_at AT TIME ZONE ${tz}, 'HH24:MI') AS "end",
           du.name AS doctor, p.name AS patient, t.name AS visit_type, a.status::text AS status, a.amount,
           b.name AS booked_by, a.booked_by_role,
           to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM appointments a
    JOIN doctors d ON d.id = a.doctor_id
    JOIN users du ON du.id = d.user_id
    JOIN users p ON p.id = a.patient_id
    LEFT JOIN visit_types t ON t.id = a.visit_type_id
    LEFT JOIN users b ON b.id = a.booked_by_id
    WHERE ${where} ${cursor}
    ORDER BY a.starts_at ASC, a.id DESC
    LIMIT ${size}`;
}

/** The admin's export of a range and filter: its file name and the CSV's bytes as a stream. */
export function exportAppointmentsCsv(actor: Actor, q: AdminInsightsQuery, pageSize = EXPORT_PAGE): { filename: string; stream: ReadableStream<Uint8Array> } {
  if (actor.role !== "admin") throw forbidden(ADMINS_ONLY);
  const tz = clinicTimeZone();
  const where = appointmentConditions(q, tz);
  const encoder = new TextEncoder();
  let after: { startsAt: Date; id: string } | null = null;
  let done = false;
  let rowCount = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine([...CSV_HEADER])}`));
    },
    async pull(controller) {
      if (done) return;
      const rows = await page(where, tz, after, pageSize);
      if (rows.length > 0) {
        let chunk = "";
        for (const r of rows) {
          chunk += csvLine([r.date, r.time, r.end, r.doctor, r.patient, r.visit_type ?? "", r.status, r.amount, bookedBy(r), r.created_at]);
        }
        controller.enqueue(encoder.encode(chunk));
        const last = rows[rows.length - 1];
        after = { startsAt: last.starts_at, id: last.id };
        rowCount += rows.length;
      }
      if (rows.length < pageSize) {
        done = true;
        // Written once the whole file went out: its filter and how many rows it held (issue 45).
        await recordStaffRead(actor, { action: "export.downloaded", subject: { type: "appointments_csv" }, details: { filter: q, rows: rowCount } });
        controller.close();
      }
    },
    cancel() {
      done = true;
    },
  }, { highWaterMark: 1 });
  return { filename: `appointments-${q.from}-${q.to}.csv`, stream };
}
