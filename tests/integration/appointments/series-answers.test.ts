// Issues 47 and 48 together: a series of a visit type with questions takes `answers` once, and
// every date's visit keeps its own copy. A patient must answer the required ones (a missing one
// is a 400 naming it, nothing booked); the desk may leave them for later, as for one visit. The
// booking page's Repeat form sends them as the one-visit form does.
import { actAs } from "@/tests/helpers/actions"; // first: Next's request scope must exist before the actions load
import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { POST as bookSeriesRoute } from "@/app/api/appointment/series/route";
import { GET as readAnswers, PUT as putAnswers } from "@/app/api/appointment/[id]/answers/route";
import { POST as createType } from "@/app/api/admin/visit-types/route";
import { prisma } from "@/lib/db";
import { answerShape } from "@/lib/appointments/shapes";
import { seriesAnswerShape } from "@/lib/appointments/series/shapes";
import { adminVisitTypeShape } from "@/lib/visit-types/shapes";
import { bookWithRepeatFromFormAction } from "@/lib/actions/series-form";
import { call, expectFailure, formOf } from "@/tests/helpers/http";
import { createDoctor, createUser, dayFromToday, setOpenLimits, tokenFor } from "@/tests/helpers/factories";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const QUESTIONS = [
  { text: "Which knee?", kind: "choice", choices: ["Left", "Right"], required: true },
  { text: "Anything else?", kind: "text" },
];

let doctorId: string;
let typeId: string;
let qid: { knee: string; other: string };
let desk: string;
const answersOf = (body: Record<string, unknown>) => z.array(answerShape).parse(body.answers);
const series = (extra: Record<string, unknown>) => ({ doctorId, visitTypeId: typeId, every: 1, count: 3, time: "10:00", ...extra });

beforeAll(async () => {
  await setOpenLimits(100, 100);
  doctorId = (await createDoctor()).doctor.id;
  const admin = await tokenFor((await createUser({ role: "admin" })).id);
  desk = await tokenFor((await createUser({ role: "receptionist" })).id);
  const r = await call(createType, { token: admin, json: { name: "Knee course", durationMinutes: 30, seriesAllowed: true, seriesMaxCount: 6, questions: QUESTIONS } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const created = adminVisitTypeShape.parse(r.body.visitType);
  typeId = created._id;
  qid = { knee: created.questions[0].id, other: created.questions[1].id };
  // Patients may book series, and far enough ahead for three weekly dates.
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { patientsMayBookSeries: true, bookingHorizonDays: 30 } });
});

describe("a series of a type with questions", () => {
  it("the desk books it with the answers once: every visit keeps its own copy; required ones may wait", async () => {
    const maya = await createUser();
    const r = await call(bookSeriesRoute, { token: desk, json: series({ userId: maya.id, date: dayFromToday(2), answers: [{ questionId: qid.other, value: "Swelling" }] }) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const ids = seriesAnswerShape.parse(r.body).appointments.map((a) => a._id);
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      expect(answersOf((await call(readAnswers, { token: desk, params: { id } })).body).map((a) => [a.questionId, a.question, a.value])).toEqual([
        [qid.knee, "Which knee?", null],
        [qid.other, "Anything else?", "Swelling"],
      ]);
    }
    // One visit's answers change; the others keep theirs.
    const put = await call(putAnswers, { method: "PUT", token: desk, params: { id: ids[0] }, json: { answers: [{ questionId: qid.knee, value: "Left" }] } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(answersOf((await call(readAnswers, { token: desk, params: { id: ids[1] } })).body)[0].value).toBeNull();
  });

  it("a patient must answer the required ones: a missing or bad answer is a 400 naming the question, nothing booked", async () => {
    const alex = await createUser();
    const token = await tokenFor(alex.id);
    expectFailure(await call(bookSeriesRoute, { token, json: series({ date: dayFromToday(3) }) }), 400, '"Which knee?" needs an answer');
    expectFailure(await call(bookSeriesRoute, { token, json: series({ date: dayFromToday(3), answers: [{ questionId: qid.knee, value: "Both" }] }) }), 400, /"Which knee\?": choose one of the choices offered/);
    expectFailure(await call(bookSeriesRoute, { token, json: series({ date: dayFromToday(3), answers: [{ questionId: "nope", value: "x" }] }) }), 400, /There is no question "nope"/);
    expect(await prisma.appointment.count({ where: { patientId: alex.id } })).toBe(0);
    expect(await prisma.appointmentSeries.count({ where: { patientId: alex.id } })).toBe(0);

    const ok = await call(bookSeriesRoute, { token, json: series({ date: dayFromToday(3), time: "11:00", answers: [{ questionId: qid.knee, value: "Right" }] }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const rows = await prisma.appointment.findMany({ where: { patientId: alex.id }, select: { answers: true } });
    expect(rows).toHaveLength(3);
    for (const row of rows) expect((row.answers as { value: unknown }[]).map((a) => a.value)).toEqual(["Right", null]);
  });

  it("the booking page's Repeat form sends the answer fields, and a refusal names the question under it", async () => {
    const sam = await createUser();
    const fields = { doctorId, type: typeId, date: dayFromToday(4), slot: `${dayFromToday(4)}T12:00`, every: "1", count: "2", reason: "" };
    const refused = await actAs(sam.id, () => bookWithRepeatFromFormAction(null, formOf({ ...fields, [`answer.${qid.other}`]: "Stiff" })));
    expect(refused).toMatchObject({ ok: false, fieldErrors: { [`answer.${qid.knee}`]: '"Which knee?" needs an answer' }, values: { answers: { [qid.other]: ["Stiff"] } } });
    const booked = await actAs(sam.id, () => bookWithRepeatFromFormAction(null, formOf({ ...fields, [`answer.${qid.knee}`]: "Left" })));
    expect(booked, JSON.stringify(booked)).toMatchObject({ ok: true, data: { count: 2 } });
    const rows = await prisma.appointment.findMany({ where: { patientId: sam.id }, select: { answers: true } });
    expect(rows.map((r) => (r.answers as { value: unknown }[])[0].value)).toEqual(["Left", "Left"]);
  });
});
