"use server";

// The My Schedule screen (a doctor's own, or an admin's for `doctorId`):
// weekly hours and time off. Thin: validation is the shared zod schemas; who
// may do what lives in lib/schedule/.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { serverAction } from "@/lib/actions/safe-action";
import { SCHEDULE_SAVED, setSchedule } from "@/lib/schedule/hours";
import { addTimeOff, previewTimeOff, removeTimeOff, timeOffAdded, TIME_OFF_REMOVED } from "@/lib/appointments/time-off";
import { plural } from "@/lib/i18n/format";
import { idSchema } from "@/lib/validation";
import { scheduleRequestSchema, timeOffSchema } from "@/lib/schedule/schedule-schema";
import { CALENDAR_LINK_RESET, resetCalendarFeed } from "@/lib/appointments/calendar-feed";

/** Free slots change on the public pages, the doctor cards and both schedule screens. */
function revalidateSchedules() {
  revalidatePath("/", "layout");
}

/** Absent: the signed-in doctor's own schedule; an admin names the doctor. */
const doctorId = idSchema.optional();

export const saveScheduleAction = serverAction(
  { roles: ["doctor", "admin"], schema: scheduleRequestSchema.extend({ doctorId }), success: SCHEDULE_SAVED, failure: "Failed to save the schedule" },
  async (input, { actor }) => {
    const schedule = await setSchedule(actor, input.doctorId, input.schedule);
    revalidateSchedules();
    return schedule;
  },
);

const timeOffRequest = z.object({ doctorId, timeOff: timeOffSchema });

/** The open appointments a time off would cancel, so the screen can ask before saving. */
export const previewTimeOffAction = serverAction(
  {
    roles: ["doctor", "admin"],
    schema: timeOffRequest,
    success: (affected: unknown[]) => (affected.length ? `${plural(affected.length, "open appointment")} inside` : "No appointments inside"),
  },
  async (input, { actor }) => previewTimeOff(actor, input.doctorId, input.timeOff),
);

export const addTimeOffAction = serverAction(
  {
    roles: ["doctor", "admin"],
    schema: timeOffRequest,
    success: ({ cancelled }: { cancelled: unknown[] }) => timeOffAdded(cancelled.length),
    failure: "Failed to add the time off",
  },
  async (input, { actor }) => {
    const added = await addTimeOff(actor, input.doctorId, input.timeOff);
    revalidateSchedules();
    return added;
  },
);

export const removeTimeOffAction = serverAction(
  { roles: ["doctor", "admin"], schema: z.object({ doctorId, id: idSchema }), success: TIME_OFF_REMOVED, failure: "Failed to remove the time off" },
  async (input, { actor }) => {
    const removed = await removeTimeOff(actor, input.id, input.doctorId);
    revalidateSchedules();
    return removed;
  },
);

/** "Reset link" of the doctor's calendar subscription: the new link; calendar apps on the old one stop updating. */
export const resetCalendarFeedAction = serverAction(
  { roles: ["doctor"], success: CALENDAR_LINK_RESET, failure: "Failed to reset the calendar link" },
  async (_input, { actor }) => resetCalendarFeed(actor),
);
