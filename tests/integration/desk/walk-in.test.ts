// The front desk's walk-ins and bookings from the desk's dialog (issue 26), through the server
// actions as the desk calls them: a walk-in takes the doctor's next free start today and is
// checked in; with no start left today nothing is booked; a desk booking names the patient,
// follows the slot rule and records who booked it; a record may be found or made first.
import { describe, expect, it, vi } from "vitest";
import { actAs } from "@/tests/helpers/actions";
import * as desk from "@/lib/actions/desk";
import { prisma } from "@/lib/db";
import { NO_START_LEFT_TODAY } from "@/lib/desk/walk-in";
import { POSSIBLE_DUPLICATES } from "@/lib/desk/patient-records";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { createDoctor, createUser, createVisitType, nextSlot, snapshot } from "@/tests/helpers/factories";
import { toQuestionnaireItem, type Question } from "@/lib/visit-types/questions";
import { answersFromForm, readGivenAnswers } from "@/lib/visit-types/answer-rules";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const ALL_DAY = Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, [{ start: "00:00", end: "24:00" }]]));
const NEVER = Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, []]));

describe("the front desk's dialog", () => {
  it("books a walk-in into the next free start today and checks them in", async () => {
    const deskUser = await createUser({ role: "receptionist" });
    const patient = await createUser();
    const doctor = await createDoctor();
    await prisma.doctor.update({ where: { id: doctor.doctor.id }, data: { hours: ALL_DAY } });
    const slots = await actAs(deskUser.id, () => desk.deskSlotsAction({ doctorId: doctor.doctor.id }));
    const today = clinicDateOf(new Date(), clinicTimeZone());
    const first = slots.ok ? slots.data.find((d) => d.date === today)?.times[0] : undefined;
    // In the day's last half hour no start is left: the case below covers that.
    if (!first) return;
    const r = await actAs(deskUser.id, () => desk.walkInAction({ patientId: patient.id, doctorId: doctor.doctor.id, reason: "Sprained ankle" }));
    expect(r.ok, JSON.stringify(r)).toBe(true);
    if (!r.ok) return;
    expect(r.data).toMatchObject({ userId: patient.id, date: today, time: first, status: "checked_in", reason: "Sprained ankle" });
    expect(r.data.bookedBy).toMatchObject({ _id: deskUser.id, role: "receptionist" });
  });

  it("books nothing when the doctor has no free start left today", async () => {
    const deskUser = await createUser({ role: "receptionist" });
    const patient = await createUser();
    const doctor = await createDoctor();
    await prisma.doctor.update({ where: { id: doctor.doctor.id }, data: { hours: NEVER } });
    const before = await snapshot();
    const r = await actAs(deskUser.id, () => desk.walkInAction({ patientId: patient.id, doctorId: doctor.doctor.id }));
    expect(r).toEqual({ ok: false, message: NO_START_LEFT_TODAY });
    expect(await snapshot()).toEqual(before);
  });

  it("finds or makes the patient, then books them under the slot rule", async () => {
    const deskUser = await createUser({ role: "receptionist" });
    const made = await actAs(deskUser.id, () => desk.createPatientAction({ name: "Walter Walkin", phone: "+1 555 0808", dob: "1950-05-05" }));
    expect(made.ok && made.data.patient?.name).toBe("Walter Walkin");
    const again = await actAs(deskUser.id, () => desk.createPatientAction({ name: "walter walkin", phone: "+1 555 0999", dob: "1950-05-05" }));
    expect(again).toMatchObject({ ok: true, message: POSSIBLE_DUPLICATES, data: { patient: null } });
    const found = await actAs(deskUser.id, () => desk.searchPatientsAction("walkin"));
    const walter = found.ok ? found.data.find((p) => p.name === "Walter Walkin") : undefined;
    expect(walter).toBeDefined();

    const doctor = await createDoctor();
    const slot = nextSlot();
    const booked = await actAs(deskUser.id, () => desk.deskBookAction({ patientId: walter!._id, doctorId: doctor.doctor.id, date: slot.date, time: slot.time }));
    expect(booked.ok, JSON.stringify(booked)).toBe(true);
    // The same start again is taken.
    const other = await createUser();
    const taken = await actAs(deskUser.id, () => desk.deskBookAction({ patientId: other.id, doctorId: doctor.doctor.id, date: slot.date, time: slot.time }));
    expect(taken.ok).toBe(false);
  });

  it("books with the type's answers (issue 47): stored with their questions; required ones may wait; a bad one books nothing", async () => {
    const deskUser = await createUser({ role: "receptionist" });
    const patient = await createUser();
    const doctor = await createDoctor();
    const questions: Question[] = [
      { id: "reason", text: "Reason for the visit", help: "", kind: "longText", choices: [], required: true },
      { id: "allergies", text: "Any allergies?", help: "", kind: "yesNo", choices: [], required: false },
      { id: "heard", text: "How did you hear of us?", help: "", kind: "choice", choices: ["A friend", "The web"], required: true },
    ];
    const type = await createVisitType({ name: "Desk intake visit" });
    await prisma.visitType.update({ where: { id: type.id }, data: { questions: questions.map(toQuestionnaireItem) as never } });
    // As the dialog sends them: its fields read by kind (answer-rules' answersFromForm); "heard" left blank.
    const fields: Record<string, string[]> = { "answer.reason": ["Back pain since Monday"], "answer.allergies": ["yes"] };
    const answers = answersFromForm(questions, (name) => fields[name] ?? []);

    const slot = nextSlot();
    const booked = await actAs(deskUser.id, () => desk.deskBookAction({ patientId: patient.id, doctorId: doctor.doctor.id, visitTypeId: type.id, date: slot.date, time: slot.time, answers }));
    expect(booked.ok, JSON.stringify(booked)).toBe(true);
    if (!booked.ok) return;
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: booked.data._id }, select: { answers: true } });
    expect(readGivenAnswers(row.answers).map((a) => [a.questionId, a.question, a.value])).toEqual([
      ["reason", "Reason for the visit", "Back pain since Monday"],
      ["allergies", "Any allergies?", true],
      // Required, left for later by the desk ("Add answers").
      ["heard", "How did you hear of us?", null],
    ]);

    // A choice not offered: a message naming the question on its field, and nothing booked.
    const before = await snapshot();
    const next = nextSlot();
    const bad = await actAs(deskUser.id, () =>
      desk.deskBookAction({ patientId: patient.id, doctorId: doctor.doctor.id, visitTypeId: type.id, date: next.date, time: next.time, answers: [{ questionId: "heard", value: "The radio" }] }),
    );
    expect(bad).toMatchObject({ ok: false, fieldErrors: { "answer.heard": expect.stringContaining("How did you hear of us?") } });
    expect(await snapshot()).toEqual(before);
  });
});
