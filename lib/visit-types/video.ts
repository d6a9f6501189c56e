// Video visits (issue 24 item 5): each appointment of a video type gets its own meeting link,
// a random room under VIDEO_MEETING_BASE_URL (default Jitsi Meet's public server), unless the
// clinic set the doctor's own room. The link is stored on the appointment at booking, so it never
// changes under the patient, and shown only to the patient, the doctor and staff.
import { randomBytes } from "node:crypto";

export const DEFAULT_VIDEO_MEETING_BASE_URL = "https://meet.jit.si/";

/** The base every new room goes under, always ending in "/". */
export function videoMeetingBase(): string {
  const set = process.env.VIDEO_MEETING_BASE_URL?.trim();
  const base = set || DEFAULT_VIDEO_MEETING_BASE_URL;
  return base.endsWith("/") ? base : `${base}/`;
}

/** A new room: 160 random bits (base64url), unguessable, under the configured base. */
export function newMeetingUrl(): string {
  return `${videoMeetingBase()}CareSlot-${randomBytes(20).toString("base64url")}`;
}

/** The link a new video visit with this doctor gets: their own room, else a new random one. */
export function meetingUrlFor(doctorVideoUrl: string | null | undefined): string {
  return doctorVideoUrl?.trim() || newMeetingUrl();
}

// When the Join button is active: lib/visit-types/join.ts (free of node:crypto, for the browser too).
