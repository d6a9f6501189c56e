// The server actions behind the My Schedule screen (a doctor's own) and the
// admin's schedule page for a doctor, run as the browser would run them.
import { actAs } from "@/tests/helpers/actions";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { addTimeOffAction, previewTimeOffAction, removeTimeOffAction, saveScheduleAction } from "@/lib/actions/schedule";
import { instantAt } from "@/lib/clinic-time";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/schedule/slots";
import { createAppointment, createDoctor, createUser, dayFromToday, snapshot, tz } from "@/tests/helpers/factories";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const office = { ...DEFAULT_WEEKLY_HOURS, "0": [], "6": [], "1": [{ start: "09:00", end: "13:00" }, { start: "14:00", end: "17:00" }] };
let patientId: string;
let adminId: string;

beforeAll(async () => {
  patientId = (await createUser()).id;
  adminId = (await createUser({ role: "admin" })).id;
});

describe("saveScheduleAction", () => {
  it("saves the signed-in doctor's own week", async () => {
    const doc = await createDoctor();
    const result = await actAs(doc.user.id, () => saveScheduleAction({ schedule: { weekly: office } }));
    expect(result).toEqual({ ok: true, data: { weekly: office }, message: "Schedule saved" });
    expect((await prisma.doctor.findUniqueOrThrow({ where: { id: doc.doctor.id } })).hours).toEqual(office);
  });

  it("lets an admin save a named doctor's week, and tells an admin without one to name the doctor", async () => {
    const doc = await createDoctor();
    const before = await snapshot();
    const unnamed = await actAs(adminId, () => saveScheduleAction({ schedule: { weekly: office } }));
    expect(unnamed).toEqual({ ok: false, message: "Admins manage a doctor's schedule from that doctor's page: name the doctor." });
    expect(await snapshot()).toEqual(before);
    const named = await actAs(adminId, () => saveScheduleAction({ doctorId: doc.doctor.id, schedule: { weekly: office } }));
    expect(named.ok).toBe(true);
    expect((await prisma.doctor.findUniqueOrThrow({ where: { id: doc.doctor.id } })).hours).toEqual(office);
  });

  it("answers a bad week with the day's problem beside its field", async () => {
    const doc = await createDoctor();
    const weekly = { ...office, "1": [{ start: "09:00", end: "13:00" }, { start: "12:30", end: "17:00" }] };
    const result = await actAs(doc.user.id, () => saveScheduleAction({ schedule: { weekly } }));
    expect(result).toEqual({
      ok: false,
      message: "Monday: 09:00-13:00 and 12:30-17:00 overlap",
      fieldErrors: { "schedule.weekly.1.1.start": "Monday: 09:00-13:00 and 12:30-17:00 overlap" },
    });
  });
});

describe("time off from the screen: preview, confirm, add, remove", () => {
  it("previews the appointments inside, refuses without the confirmation, cancels them with it", async () => {
    const doc = await createDoctor();
    const day = dayFromToday(3);
    const appointment = await createAppointment({ patientId, doctorId: doc.doctor.id, startsAt: instantAt(day, 11 * 60, tz()) });
    const timeOff = { from: day, to: day, reason: "Training" };

    const preview = await actAs(doc.user.id, () => previewTimeOffAction({ timeOff }));
    expect(preview.ok && preview.data.map((a) => a._id)).toEqual([appointment.id]);
    expect(preview.ok && preview.message).toBe("1 open appointment inside");

    const before = await snapshot();
    const refused = await actAs(doc.user.id, () => addTimeOffAction({ timeOff }));
    expect(refused).toEqual({ ok: false, message: "1 open appointment falls within this time off. Cancel it as well, or choose other times." });
    expect(await snapshot()).toEqual(before);

    const added = await actAs(doc.user.id, () => addTimeOffAction({ timeOff: { ...timeOff, cancelAffected: true } }));
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.message).toBe("Time off added; 1 appointment cancelled");
    expect(added.data.timeOff).toMatchObject({ from: day, to: day, wholeDays: true, reason: "Training" });
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status).toBe("cancelled");

    const removed = await actAs(doc.user.id, () => removeTimeOffAction({ id: added.data.timeOff._id }));
    expect(removed).toMatchObject({ ok: true, message: "Time off removed" });
    expect(await prisma.timeOff.count({ where: { doctorId: doc.doctor.id } })).toBe(0);
  });

  it("an admin works on the named doctor's time off; another doctor cannot", async () => {
    const doc = await createDoctor();
    const other = await createDoctor();
    const timeOff = { from: `${dayFromToday(4)}T09:00`, to: `${dayFromToday(4)}T12:00` };
    const added = await actAs(adminId, () => addTimeOffAction({ doctorId: doc.doctor.id, timeOff }));
    expect(added).toMatchObject({ ok: true, message: "Time off added", data: { timeOff: { doctorId: doc.doctor.id, wholeDays: false } } });
    if (!added.ok) return;
    const id = added.data.timeOff._id;
    expect(await actAs(other.user.id, () => removeTimeOffAction({ id }))).toEqual({ ok: false, message: "This time off is not yours" });
    expect(await actAs(other.user.id, () => previewTimeOffAction({ doctorId: doc.doctor.id, timeOff }))).toEqual({
      ok: false,
      message: "You can only manage your own schedule",
    });
    expect(await actAs(adminId, () => removeTimeOffAction({ doctorId: other.doctor.id, id }))).toEqual({ ok: false, message: "Time off not found" });
    expect(await actAs(adminId, () => removeTimeOffAction({ doctorId: doc.doctor.id, id }))).toMatchObject({ ok: true });
  });
});
