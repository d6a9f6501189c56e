// Issue 47 at the web forms (the same actions serve the page with and without scripts): the
// booking form asks the chosen type's questions (`answer.<id>` fields read by kind), a bad or
// missing answer comes back with a message under that question and what was typed, and nothing
// is booked; the answers page saves a change (the patient, the desk) and refuses another patient.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { inRequest, sessionCookie } from "@/tests/helpers/actions";
import { bookFromFormAction } from "@/lib/actions/appointments";
import { saveAnswersFromFormAction } from "@/lib/actions/answers";
import { appointmentAnswers } from "@/lib/appointments/answers";
import { prisma } from "@/lib/db";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { toQuestionnaireItem, type Question } from "@/lib/visit-types/questions";
import { createDoctor, createUser, nextSlot, setOpenLimits } from "@/tests/helpers/factories";
import { formOf } from "@/tests/helpers/http";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const QUESTIONS: Question[] = [
  { id: "reason", text: "Reason for the visit", help: "", kind: "longText", choices: [], required: true },
  { id: "allergies", text: "Any allergies?", help: "", kind: "yesNo", choices: [], required: false },
  { id: "symptoms", text: "Symptoms", help: "", kind: "multiChoice", choices: ["Fever", "Cough", "Pain"], required: false },
  { id: "weight", text: "Weight (kg)", help: "", kind: "number", choices: [], required: false },
];

let doctorId: string;
let typeId: string;
let patient: string;
let other: string;
let desk: string;

beforeAll(async () => {
  await setOpenLimits(100, 100);
  doctorId = (await createDoctor()).doctor.id;
  const last = await prisma.visitType.aggregate({ _max: { position: true } });
  typeId = (
    await prisma.visitType.create({
      data: { name: "Intake form visit", durationMinutes: 30, position: (last._max.position ?? 0) + 1, questions: QUESTIONS.map(toQuestionnaireItem) as never },
    })
  ).id;
  visitTypesChanged();
  [patient, other, desk] = [(await createUser()).id, (await createUser()).id, (await createUser({ role: "receptionist" })).id];
});

/** The booking form as a browser posts it (several values under one name for several choices). */
function bookingForm(answers: [string, string][]) {
  const slot = nextSlot();
  const form = formOf({ doctorId, type: typeId, date: slot.date, slot: `${slot.date}T${slot.time}`, reason: "" });
  for (const [name, value] of answers) form.append(name, value);
  return form;
}

/** A form action as `userId`, with where it went (a redirect) or what it answered. */
const asUser = async <T,>(userId: string, run: () => Promise<T>) => inRequest({ cookie: await sessionCookie(userId) }, run);
const post = (userId: string, form: FormData) => asUser(userId, () => bookFromFormAction(null, form)).then((o) => o.value);

describe("the booking form with questions", () => {
  it("books with the answers read by kind", async () => {
    const state = await post(patient, bookingForm([["answer.reason", "A cough"], ["answer.allergies", "no"], ["answer.symptoms", "Pain"], ["answer.symptoms", "Cough"], ["answer.weight", "71.5"]]));
    expect(state?.message).toBe("Appointment booked successfully");
    const answers = await appointmentAnswers({ id: patient, role: "patient" } as never, state!.data!.id);
    expect(answers.map((a) => a.value)).toEqual(["A cough", false, ["Cough", "Pain"], 71.5]);
  });

  it("refuses a required answer missing or a wrong kind with the question's message and what was typed; nothing booked", async () => {
    const before = await prisma.appointment.count({ where: { patientId: patient } });
    const missing = await post(patient, bookingForm([["answer.allergies", "yes"]]));
    expect(missing?.ok).toBe(false);
    expect(missing?.fieldErrors?.["answer.reason"]).toBe('"Reason for the visit" needs an answer');
    expect(missing?.values.answers).toEqual({ allergies: ["yes"] });
    const wrong = await post(patient, bookingForm([["answer.reason", "x"], ["answer.weight", "heavy"], ["answer.symptoms", "Itch"]]));
    expect(wrong?.fieldErrors?.["answer.weight"]).toBe('"Weight (kg)": the answer must be a number');
    expect(wrong?.fieldErrors?.["answer.symptoms"]).toMatch(/choose one of the choices offered/);
    expect(await prisma.appointment.count({ where: { patientId: patient } })).toBe(before);
  });
});

describe("the answers page's form", () => {
  it("the patient changes an answer; another patient cannot; the desk adds answers", async () => {
    const booked = await post(patient, bookingForm([["answer.reason", "Back pain"]]));
    const id = booked!.data!.id;
    const save = (userId: string, fields: [string, string][]) => {
      const form = formOf({ id });
      for (const [n, v] of fields) form.append(n, v);
      return asUser(userId, () => saveAnswersFromFormAction(null, form));
    };
    const mine = await save(patient, [["answer.reason", "Back pain, two weeks"], ["answer.allergies", "yes"]]);
    expect(mine.redirectedTo).toBe(`/my-appointments/${id}?done=answers`);
    const refused = await save(other, [["answer.reason", "Hijack"]]);
    expect(refused.value?.ok).toBe(false);
    const bad = await save(patient, [["answer.allergies", "yes"]]);
    expect(bad.value?.fieldErrors?.["answer.reason"]).toMatch(/needs an answer/);
    const byDesk = await save(desk, [["answer.reason", "Back pain, two weeks"], ["answer.weight", "80"]]);
    expect(byDesk.redirectedTo).toBe(`/desk/visits/${id}`);
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id }, select: { answers: true } });
    expect((row.answers as { value: unknown }[]).map((a) => a.value)).toEqual(["Back pain, two weeks", null, null, 80]);
  });
});
