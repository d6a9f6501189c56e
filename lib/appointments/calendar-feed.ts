// The doctor's calendar subscription (issue 24 item 6): a private link that a
// calendar app (Google, Apple, Outlook) polls for the doctor's appointments.
//
// The link's token is `${doctorId}.${version}.${signature}`: an HMAC-SHA256 of
// the doctor and doctors.calendar_feed_version under the app's signing secret,
// so nothing secret is stored. "Reset link" bumps the version: every earlier
// link stops working (404). The feed holds what a doctor's calendar needs and
// no more: the visit type and length, the patient's first name, the times, a
// video visit's link; never the patient's email, phone, last name or reason.
// Each event carries the UID and SEQUENCE of the emailed invitations, so
// calendar apps merge the two.
//
// Polled every few minutes by every subscribed app, it answers from one
// aggregate query first (a validator for the ETag) and renders only when that
// changed.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { prisma } from "@/lib/db";
import { DOCTOR_NOT_FOUND, notFound } from "@/lib/errors";
import { addDays, clinicDateOf, clinicTimeZone, instantAt } from "@/lib/clinic-time";
import { authSecret } from "@/lib/platform/secret";
import { siteUrl } from "@/lib/outbox/mail-config";
import { requireRole, type Actor } from "@/lib/accounts/users";
import { bookingPolicy } from "@/lib/schedule/policy";
import { appointmentEventUid, buildCalendar, calendarText, EVENT_STATUS, visitLabel, type CalendarDocument } from "@/lib/appointments/calendar-file";
import { emailLocale } from "@/lib/outbox/language";
import type { AppointmentStatus } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";
import { recordStaffRead } from "@/lib/audit/record";

export const CALENDAR_NOT_FOUND = "Calendar not found";
export const CALENDAR_LINK_RESET = "Calendar link reset";

/** The feed reaches this many days back from today (clinic time) and forward to the booking horizon. */
export const FEED_DAYS_BACK = 30;
/** What the feed asks subscribing apps to poll at (most apps choose their own interval anyway). */
const REFRESH_SECONDS = 15 * 60;
/** Bumped when the feed's text changes shape, so that every ETag given before stops matching. */
const FEED_FORMAT = "1";

// ---- the link ------------------------------------------------------------------

/** 192 bits of the HMAC (base64url, 32 characters). */
function signature(doctorId: string, version: number): string {
  return createHmac("sha256", authSecret()).update(`calendar-feed:${doctorId}:${version}`).digest().subarray(0, 24).toString("base64url");
}

/** The token of a doctor's feed at a version of the link. */
export function calendarFeedToken(doctorId: string, version: number): string {
  return `${doctorId}.${version}.${signature(doctorId, version)}`;
}

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.(0|[1-9][0-9]{0,8})\.([A-Za-z0-9_-]{32})$/;

/** The doctor and version a well-signed token names (the signature compared in constant time), else null. */
function verifyToken(token: string): { doctorId: string; version: number } | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, doctorId, v, given] = m;
  const version = Number(v);
  const expected = Buffer.from(signature(doctorId, version));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { doctorId, version };
}

export type CalendarFeedLinks = {
  /** The feed over http(s), for "Add calendar from URL". */
  url: string;
  /** The same with the webcal:// scheme, which opens the device's calendar app. */
  webcalUrl: string;
};

function feedLinks(origin: string, doctorId: string, version: number): CalendarFeedLinks {
  const url = new URL(`/api/calendar-feed/${calendarFeedToken(doctorId, version)}.ics`, origin).toString();
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

/** The signed-in doctor's own profile: others are refused (403). */
async function ownDoctor(actor: Actor) {
  requireRole(actor, "doctor");
  const doctor = await prisma.doctor.findUnique({ where: { userId: actor.id }, select: { id: true, calendarFeedVersion: true } });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  return doctor;
}

/**
 * The doctor's private feed link on `origin` (the API passes the origin the
 * request came to; pages and actions, the site's URL as the emails use).
 */
export async function calendarFeedUrl(actor: Actor, origin: string = siteUrl()): Promise<CalendarFeedLinks> {
  const doctor = await ownDoctor(actor);
  return feedLinks(origin, doctor.id, doctor.calendarFeedVersion);
}

/** "Reset link": a new link; the old one stops working at once. */
export async function resetCalendarFeed(actor: Actor, origin: string = siteUrl()): Promise<CalendarFeedLinks> {
  const { id } = await ownDoctor(actor);
  const doctor = await prisma.doctor.update({
    where: { id },
    data: { calendarFeedVersion: { increment: 1 } },
    select: { id: true, calendarFeedVersion: true },
  });
  return feedLinks(origin, doctor.id, doctor.calendarFeedVersion);
}

// ---- the feed ------------------------------------------------------------------

export type CalendarFeed = {
  /** A strong validator of what render() would write now: compare it with If-None-Match before rendering. */
  etag: string;
  /** The feed's iCalendar text. */
  render: () => Promise<string>;
};

type FeedState = {
  version: number;
  doctorUserId: string;
  doctorName: string;
  doctorAddress: string;
  doctorUpdatedAt: Date;
  /** The doctor's saved language (users.locale): the feed's words follow it, as the doctor's emails do. */
  doctorLocale: string | null;
  n: number;
  latest: Date | null;
};

type FeedRow = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  sequence: number;
  videoUrl: string | null;
  mode: "in_person" | "video";
  visitType: string;
  firstName: string | null;
};

/**
 * The feed of the doctor a token names, or a 404 for a token that is
 * malformed, wrongly signed or reset since (and for a doctor who has left).
 * Appointments starting from FEED_DAYS_BACK days before today to the end of
 * the booking horizon, cancelled ones included as cancelled.
 */
export async function calendarFeed(token: string, now: Date = new Date()): Promise<CalendarFeed> {
  const claims = verifyToken(token);
  if (!claims) throw notFound(CALENDAR_NOT_FOUND);
  const { doctorId } = claims;

  const tz = clinicTimeZone();
  const today = clinicDateOf(now, tz);
  const { bookingHorizonDays } = await bookingPolicy();
  const from = instantAt(addDays(today, -FEED_DAYS_BACK), 0, tz);
  const to = instantAt(addDays(today, bookingHorizonDays), 0, tz);

  // The validator: the link's version, the doctor's name and address, and how many
  // appointments the window holds and when the last of them (its patient, its visit type) changed.
  const [state] = await prisma.$queryRaw<FeedState[]>`
    SELECT d.calendar_feed_version AS version, u.id AS "doctorUserId", u.name AS "doctorName", u.address AS "doctorAddress",
           u.updated_at AS "doctorUpdatedAt", u.locale AS "doctorLocale", s.n, s.latest
    FROM doctors d
    JOIN users u ON u.id = d.user_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, max(greatest(a.updated_at, p.updated_at, v.updated_at)) AS latest
      FROM appointments a
      JOIN users p ON p.id = a.patient_id
      JOIN visit_types v ON v.id = a.visit_type_id
      WHERE a.doctor_id = d.id AND a.starts_at >= ${from} AND a.starts_at < ${to}
    ) s
    WHERE d.id = ${doctorId} AND d.archived_at IS NULL`;
  if (!state || state.version !== claims.version) throw notFound(CALENDAR_NOT_FOUND);
  // Fetched by the doctor's calendar app with the doctor's link: the doctor's read of their visits.
  await recordStaffRead({ id: state.doctorUserId, role: "doctor" }, { action: "calendar_feed.fetched", subject: { type: "doctor", id: doctorId } });

  const site = siteUrl();
  // The language the feed is written in is part of what it says (a language the clinic stops offering changes it too).
  const locale = emailLocale(state.doctorLocale);
  const validator = [FEED_FORMAT, doctorId, state.version, state.doctorName, state.doctorAddress, state.doctorUpdatedAt.toISOString(),
    state.n, state.latest?.toISOString() ?? "", from.toISOString(), to.toISOString(), site, ...(locale === "en" ? [] : [locale])];
  const etag = `"${createHash("sha256").update(JSON.stringify(validator)).digest("base64url").slice(0, 32)}"`;

  return { etag, render: () => renderFeed(doctorId, state, { from, to, now, site, locale }) };
}

async function renderFeed(doctorId: string, state: FeedState, w: { from: Date; to: Date; now: Date; site: string; locale: Locale }): Promise<string> {
  const t = calendarText(w.locale);
  // Only the columns the feed shows; the patient's first name is cut in the database,
  // so the rest of the name never leaves it.
  const rows = await prisma.$queryRaw<FeedRow[]>`
    SELECT a.id, a.starts_at AS "startsAt", a.ends_at AS "endsAt", a.status::text AS status, a.ics_sequence AS sequence,
           a.video_url AS "videoUrl", v.mode::text AS mode, v.name AS "visitType",
           (regexp_split_to_array(btrim(p.name), '[[:space:]]+'))[1] AS "firstName"
    FROM appointments a
    JOIN users p ON p.id = a.patient_id
    JOIN visit_types v ON v.id = a.visit_type_id
    WHERE a.doctor_id = ${doctorId} AND a.starts_at >= ${w.from} AND a.starts_at < ${w.to}
    ORDER BY a.starts_at, a.id`;
  const schedule = new URL("/doctor/appointments", w.site).toString();
  const doc: CalendarDocument = {
    name: `CareSlot: ${state.doctorName}`,
    refreshSeconds: REFRESH_SECONDS,
    events: rows.map((a) => {
      const minutes = Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000);
      const video = a.mode === "video" && a.videoUrl ? a.videoUrl : null;
      const who = a.firstName || t("feedPatient");
      const title = t("feedTitle", { visit: visitLabel(a.visitType, minutes, w.locale), who });
      const about = { visit: a.visitType, who, count: minutes, minutes: String(minutes) };
      return {
        uid: appointmentEventUid(a.id, w.site),
        sequence: a.sequence,
        stamp: w.now,
        start: a.startsAt,
        end: a.endsAt,
        summary: a.status === "cancelled" ? t("feedCancelled", { title }) : title,
        description: [
          video ? t("feedDescriptionVideo", about) : t("feedDescription", about),
          video ? t("joinTheVideoVisit", { url: video }) : null,
          t("feedYourAppointments", { url: schedule }),
        ].filter(Boolean).join("\n"),
        location: video ?? (state.doctorAddress || undefined),
        url: video ?? undefined,
        status: EVENT_STATUS[a.status],
      };
    }),
  };
  return buildCalendar(doc);
}
