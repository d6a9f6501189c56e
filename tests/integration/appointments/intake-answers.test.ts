// Issue 47 at the REST edge: an admin gives a visit type four questions; a patient books it
// answering them (and bad answers book nothing), a guardian answers for a child, the desk books
// for a caller and adds the answers later, the doctor reads them, the patient changes one before
// the cutoff, and an edit of the questions leaves the given answers as they were asked.
import { inRequest } from "@/tests/helpers/actions"; // first: Next's request scope must exist before the actions load
import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { GET as readAnswers, PUT as putAnswers } from "@/app/api/appointment/[id]/answers/route";
import { POST as createType, GET as adminList } from "@/app/api/admin/visit-types/route";
import { PUT as replaceType } from "@/app/api/admin/visit-types/[id]/route";
import { POST as reschedule } from "@/app/api/appointment/reschedule-appointment/[appointmentId]/route";
import { GET as publicList } from "@/app/api/visit-types/route";
import { POST as claim } from "@/app/api/waitlist/offers/[token]/claim/route";
import { GET as getOfferRoute } from "@/app/api/waitlist/offers/[token]/route";
import { claimFromFormAction } from "@/lib/actions/waitlist";
import { prisma } from "@/lib/db";
import { answerShape } from "@/lib/appointments/shapes";
import { adminVisitTypeShape, visitTypeShape } from "@/lib/visit-types/shapes";
import { call, expectFailure } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createHeldOffer, createUser, dayFromToday, setOpenLimits, tokenFor, tz } from "@/tests/helpers/factories";
import { instantAt } from "@/lib/clinic-time";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const QUESTIONS = [
  { text: "Reason for the visit", kind: "longText", required: true, help: "A few words are enough" },
  { text: "Medicines taken now", kind: "text" },
  { text: "Any allergies?", kind: "yesNo" },
  { text: "How did you hear of us?", kind: "choice", choices: ["A friend", "The web", "Other"] },
];

let doctor: Awaited<ReturnType<typeof createDoctor>>;
let otherDoctorToken: string;
let typeId: string;
let qid: Record<"reason" | "meds" | "allergies" | "heard", string>;
const tokens = {} as Record<"admin" | "desk" | "alex" | "maya" | "doctor", string>;
const ids = {} as Record<"alex" | "maya" | "kid", string>;
let slot = 0;
/** A fresh slot per booking within the 7-day horizon: days 1 to 6, 10:00 to 14:00. */
const freshSlot = () => {
  const n = slot++;
  const minutes = 10 * 60 + Math.floor(n / 6) * 30;
  return { date: dayFromToday(1 + (n % 6)), time: `${String(Math.floor(minutes / 60) % 12 || 12).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")} ${minutes >= 720 ? "PM" : "AM"}` };
};
const answersOf = (body: Record<string, unknown>) => z.array(answerShape).parse(body.answers);
const bookAs = (token: string, json: Record<string, unknown>) =>
  call(book, { token, json: { doctorId: doctor.doctor.id, ...freshSlot(), visitTypeId: typeId, ...json } });
const full = () => [
  { questionId: qid.reason, value: "Headaches for a week" },
  { questionId: qid.meds, value: "Ibuprofen" },
  { questionId: qid.allergies, value: true },
  { questionId: qid.heard, value: "The web" },
];

beforeAll(async () => {
  await setOpenLimits(100, 100);
  doctor = await createDoctor();
  otherDoctorToken = await tokenFor((await createDoctor()).user.id);
  const [admin, desk, alex, maya] = [await createUser({ role: "admin" }), await createUser({ role: "receptionist" }), await createUser(), await createUser()];
  Object.assign(ids, { alex: alex.id, maya: maya.id });
  ids.kid = (await prisma.user.create({ data: { name: "Kid Record", dob: new Date("2018-06-01T00:00:00Z"), guardianId: alex.id } })).id;
  Object.assign(tokens, {
    admin: await tokenFor(admin.id), desk: await tokenFor(desk.id), alex: await tokenFor(alex.id), maya: await tokenFor(maya.id), doctor: await tokenFor(doctor.user.id),
  });
  const r = await call(createType, { token: tokens.admin, json: { name: "First visit with questions", durationMinutes: 30, questions: QUESTIONS } });
  expect(r.status).toBe(201);
  const created = adminVisitTypeShape.parse(r.body.visitType);
  typeId = created._id;
  const [reason, meds, allergies, heard] = created.questions.map((q) => q.id);
  qid = { reason, meds, allergies, heard };
});

describe("questions of a visit type", () => {
  it("are in every visit-type answer, in order, as the admin wrote them", async () => {
    const listed = z.array(visitTypeShape).parse((await call(publicList)).body.visitTypes).find((t) => t._id === typeId)!;
    expect(listed.questions.map((q) => [q.text, q.kind, q.required])).toEqual([
      ["Reason for the visit", "longText", true],
      ["Medicines taken now", "text", false],
      ["Any allergies?", "yesNo", false],
      ["How did you hear of us?", "choice", false],
    ]);
    expect(listed.questions[0].help).toBe("A few words are enough");
    expect(listed.questions[3].choices).toEqual(["A friend", "The web", "Other"]);
    const admins = z.array(adminVisitTypeShape).parse((await call(adminList, { token: tokens.admin })).body.visitTypes);
    expect(admins.find((t) => t._id === typeId)!.questions).toEqual(listed.questions);
  });

  it("refuses bad questions with a 400 and changes nothing", async () => {
    for (const questions of [
      [{ text: "Pick", kind: "choice", choices: ["one"] }],
      [{ text: "Q", kind: "essay" }],
      Array.from({ length: 21 }, () => ({ text: "Q", kind: "text" })),
      [{ text: "", kind: "text" }],
      "not a list",
    ]) {
      const r = await call(createType, { token: tokens.admin, json: { name: "Bad", durationMinutes: 30, questions } });
      expect(r.status).toBe(400);
    }
    expect(await prisma.visitType.count({ where: { name: "Bad" } })).toBe(0);
  });
});

describe("answering when booking", () => {
  it("a patient books answering the questions; the doctor reads them; another patient and another doctor cannot", async () => {
    const r = await bookAs(tokens.alex, { answers: full() });
    expect(r.status).toBe(201);
    const id = r.body.appointment._id as string;
    for (const token of [tokens.alex, tokens.doctor, tokens.desk, tokens.admin]) {
      const read = await call(readAnswers, { token, params: { id } });
      expect(read.status).toBe(200);
      expect(read.headers.get("cache-control")).toContain("no-store");
      expect(answersOf(read.body)).toEqual([
        { questionId: qid.reason, question: "Reason for the visit", kind: "longText", value: "Headaches for a week" },
        { questionId: qid.meds, question: "Medicines taken now", kind: "text", value: "Ibuprofen" },
        { questionId: qid.allergies, question: "Any allergies?", kind: "yesNo", value: true },
        { questionId: qid.heard, question: "How did you hear of us?", kind: "choice", value: "The web" },
      ]);
    }
    expectFailure(await call(readAnswers, { token: tokens.maya, params: { id } }), 403);
    expectFailure(await call(readAnswers, { token: otherDoctorToken, params: { id } }), 403);
    expectFailure(await call(readAnswers, { params: { id } }), 401);
    expectFailure(await call(readAnswers, { token: tokens.alex, params: { id: "cunknown000000000000000000" } }), 404);
  });

  it("bad answers are a 400 naming the question, and nothing is booked", async () => {
    const cases: [unknown, RegExp][] = [
      [[{ questionId: "nope", value: "x" }, ...full().slice(0, 1)], /no question "nope"/],
      [full().map((a) => (a.questionId === qid.allergies ? { ...a, value: "yes" } : a)), /"Any allergies\?": the answer must be yes or no/],
      [full().map((a) => (a.questionId === qid.heard ? { ...a, value: "Radio" } : a)), /"How did you hear of us\?": choose one of the choices offered/],
      [full().map((a) => (a.questionId === qid.reason ? { ...a, value: "x".repeat(2001) } : a)), /"Reason for the visit": the answer must be at most 2000/],
      [full().slice(1), /"Reason for the visit" needs an answer/],
      [undefined, /"Reason for the visit" needs an answer/],
      ["a string", /answers/],
    ];
    const before = await prisma.appointment.count({ where: { patientId: ids.maya } });
    for (const [answers, message] of cases) {
      const r = await bookAs(tokens.maya, answers === undefined ? {} : { answers });
      expectFailure(r, 400, message);
    }
    expect(await prisma.appointment.count({ where: { patientId: ids.maya } })).toBe(before);
  });

  it("a guardian answers for their child", async () => {
    const r = await bookAs(tokens.alex, { userId: ids.kid, answers: full().slice(0, 1) });
    expect(r.status).toBe(201);
    const read = answersOf((await call(readAnswers, { token: tokens.alex, params: { id: r.body.appointment._id } })).body);
    expect(read.map((a) => a.value)).toEqual(["Headaches for a week", null, null, null]);
    expectFailure(await call(readAnswers, { token: tokens.maya, params: { id: r.body.appointment._id } }), 403);
  });

  it("the desk books for a caller without the answers and adds them later", async () => {
    const r = await bookAs(tokens.desk, { userId: ids.maya });
    expect(r.status).toBe(201);
    const id = r.body.appointment._id as string;
    expect(answersOf((await call(readAnswers, { token: tokens.desk, params: { id } })).body).every((a) => a.value === null)).toBe(true);
    const put = await call(putAnswers, { method: "PUT", token: tokens.desk, params: { id }, json: { answers: full() } });
    expect(put.status).toBe(200);
    expect(answersOf((await call(readAnswers, { token: tokens.maya, params: { id } })).body).map((a) => a.value)).toEqual(["Headaches for a week", "Ibuprofen", true, "The web"]);
  });
});

describe("a waitlist claim", () => {
  const heldFor = async (patientId: string) => {
    const when = freshSlot();
    const held = await createHeldOffer(patientId, doctor.doctor.id, instantAt(when.date, Number(when.time.slice(0, 2)) % 12 * 60 + Number(when.time.slice(3, 5)) + (when.time.endsWith("PM") ? 720 : 0), tz()));
    await prisma.waitlistOffer.update({ where: { id: held.offer.id }, data: { visitTypeId: typeId } });
    return held;
  };

  it("asks the type's questions before booking: a required one missing is a 400 naming it, nothing booked, the hold stays", async () => {
    const held = await heldFor(ids.maya);
    const offer = await call(getOfferRoute, { params: { token: held.token } });
    expect(offer.body.offer.questions.map((q: { id: string }) => q.id)).toEqual([qid.reason, qid.meds, qid.allergies, qid.heard]);
    const before = await prisma.appointment.count({ where: { patientId: ids.maya } });
    for (const json of [{}, { answers: full().slice(1) }]) {
      const refused = await call(claim, { method: "POST", params: { token: held.token }, json });
      expectFailure(refused, 400, '"Reason for the visit" needs an answer');
      expect(refused.body.errors?.[`answer.${qid.reason}`]).toBe('"Reason for the visit" needs an answer');
    }
    expectFailure(await call(claim, { method: "POST", params: { token: held.token }, json: { answers: [{ questionId: qid.heard, value: "TV" }, ...full().slice(0, 3)] } }), 400, /choose one of the choices offered/);
    expectFailure(await call(claim, { method: "POST", params: { token: held.token }, json: { answers: "all of them" } }), 400);
    expect(await prisma.appointment.count({ where: { patientId: ids.maya } })).toBe(before);
    expect((await prisma.waitlistOffer.findUniqueOrThrow({ where: { id: held.offer.id } })).status).toBe("held");

    const r = await call(claim, { method: "POST", params: { token: held.token }, json: { answers: full() } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id = r.body.appointment._id as string;
    expect(answersOf((await call(readAnswers, { token: tokens.maya, params: { id } })).body).map((a) => a.value)).toEqual(["Headaches for a week", "Ibuprofen", true, "The web"]);
    expect((await call(getOfferRoute, { params: { token: held.token } })).body.offer).toMatchObject({ status: "claimed", questions: [] });
  });

  it("claims from the offer page's form: the answers read by kind; a refusal comes back under the question with what was sent", async () => {
    const held = await heldFor(ids.maya);
    const form = (fields: [string, string][]) => {
      const f = new FormData();
      f.set("token", held.token);
      for (const [k, v] of fields) f.append(k, v);
      return f;
    };
    const refused = (await inRequest({}, () => claimFromFormAction(null, form([[`answer.${qid.meds}`, "Aspirin"]])))).value;
    expect(refused).toMatchObject({ ok: false, values: { [qid.meds]: ["Aspirin"] } });
    expect(refused?.fieldErrors?.[`answer.${qid.reason}`]).toBe('"Reason for the visit" needs an answer');
    expect((await prisma.waitlistOffer.findUniqueOrThrow({ where: { id: held.offer.id } })).status).toBe("held");
    const done = await inRequest({}, () => claimFromFormAction(null, form([[`answer.${qid.reason}`, "A rash"], [`answer.${qid.allergies}`, "no"], [`answer.${qid.heard}`, "A friend"]])));
    expect(done.redirectedTo).toBe(`/waitlist/offers/${held.token}`);
    const claimed = await prisma.waitlistOffer.findUniqueOrThrow({ where: { id: held.offer.id }, include: { appointment: true } });
    expect(claimed.status).toBe("claimed");
    expect((claimed.appointment!.answers as { value: unknown }[]).map((a) => a.value)).toEqual(["A rash", null, false, "A friend"]);
  });

  it("a claim of a type without questions is unchanged", async () => {
    const when = freshSlot();
    const held = await createHeldOffer((await createUser()).id, doctor.doctor.id, instantAt(when.date, Number(when.time.slice(0, 2)) % 12 * 60 + Number(when.time.slice(3, 5)) + (when.time.endsWith("PM") ? 720 : 0), tz()));
    expect((await call(getOfferRoute, { params: { token: held.token } })).body.offer.questions).toEqual([]);
    expect((await call(claim, { method: "POST", params: { token: held.token } })).status).toBe(201);
  });
});

describe("changing the answers", () => {
  it("the patient changes one until the cutoff; a reschedule keeps them; the doctor and other patients cannot change them", async () => {
    const r = await bookAs(tokens.alex, { answers: full() });
    const id = r.body.appointment._id as string;
    const changed = full().map((a) => (a.questionId === qid.meds ? { ...a, value: "None" } : a));
    const put = await call(putAnswers, { method: "PUT", token: tokens.alex, params: { id }, json: { answers: changed } });
    expect(put.status).toBe(200);
    expect(answersOf(put.body)[1].value).toBe("None");
    expectFailure(await call(putAnswers, { method: "PUT", token: tokens.doctor, params: { id }, json: { answers: changed } }), 403);
    expectFailure(await call(putAnswers, { method: "PUT", token: tokens.maya, params: { id }, json: { answers: changed } }), 403);
    expectFailure(await call(putAnswers, { method: "PUT", token: tokens.alex, params: { id }, json: { answers: full().slice(1) } }), 400, /needs an answer/);
    expectFailure(await call(putAnswers, { method: "PUT", token: tokens.alex, params: { id }, json: {} }), 400);
    expectFailure(await call(putAnswers, { method: "PUT", token: tokens.alex, params: { id }, json: { answers: [{ questionId: qid.allergies, value: 3 }] } }), 400);

    const moved = await call(reschedule, { token: tokens.alex, params: { appointmentId: id }, json: freshSlot() });
    expect(moved.status).toBe(200);
    expect(answersOf((await call(readAnswers, { token: tokens.alex, params: { id } })).body)[1].value).toBe("None");

    // Inside the cutoff (24 hours; the visit is a day or more away only from the second day): refused.
    const soon = await createAppointment({ patientId: ids.alex, doctorId: doctor.doctor.id, startsAt: new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000), visitTypeId: typeId });
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 24 } });
    try {
      expectFailure(await call(putAnswers, { method: "PUT", token: tokens.alex, params: { id: soon.id }, json: { answers: [] } }), 409, /can't be changed online/);
    } finally {
      await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 0 } });
    }
  });

  it("an edit of the questions keeps each question's id and never changes the answers given", async () => {
    const r = await bookAs(tokens.alex, { answers: full() });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id = r.body.appointment._id as string;
    const edited = await call(replaceType, {
      method: "PUT", token: tokens.admin, params: { id: typeId },
      json: {
        name: "First visit with questions", durationMinutes: 30,
        questions: [
          { id: qid.reason, text: "What brings you in?", kind: "longText", required: true },
          { id: qid.heard, text: "Where did you find us?", kind: "choice", choices: ["Search", "Friend"] },
          { text: "Your weight (kg)", kind: "number" },
        ],
      },
    });
    expect(edited.status).toBe(200);
    const type = adminVisitTypeShape.parse(edited.body.visitType);
    expect(type.questions.map((q) => q.id).slice(0, 2)).toEqual([qid.reason, qid.heard]);
    // The visit keeps the questions as they were asked, with their answers.
    const read = answersOf((await call(readAnswers, { token: tokens.doctor, params: { id } })).body);
    expect(read.map((a) => [a.question, a.value])).toEqual([
      ["Reason for the visit", "Headaches for a week"],
      ["Medicines taken now", "Ibuprofen"],
      ["Any allergies?", true],
      ["How did you hear of us?", "The web"],
    ]);
    // ... and a change is checked against those, not the new ones.
    const put = await call(putAnswers, { method: "PUT", token: tokens.alex, params: { id }, json: { answers: full().map((a) => (a.questionId === qid.heard ? { ...a, value: "Other" } : a)) } });
    expect(put.status).toBe(200);
    // A PUT of the type without questions leaves them as they are.
    const untouched = await call(replaceType, { method: "PUT", token: tokens.admin, params: { id: typeId }, json: { name: "First visit with questions", durationMinutes: 30 } });
    expect(adminVisitTypeShape.parse(untouched.body.visitType).questions).toEqual(type.questions);
    // A new booking answers the new questions.
    const next = await bookAs(tokens.maya, { answers: [{ questionId: qid.reason, value: "Check-up" }, { questionId: type.questions[2].id, value: 70 }] });
    expect(next.status).toBe(201);
  });

  it("a visit of a type without questions has no answers", async () => {
    const plain = await createAppointment({ patientId: ids.maya, doctorId: doctor.doctor.id, startsAt: new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 5 * 86_400_000) });
    expect(answersOf((await call(readAnswers, { token: tokens.maya, params: { id: plain.id } })).body)).toEqual([]);
  });
});
