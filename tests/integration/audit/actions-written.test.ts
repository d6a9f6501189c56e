// Issue 45 item 8: every action of the audit trail's list (lib/audit/actions.ts) is written by
// the code that does it. One row per action, each doing the real thing through the domain layer
// and finding its event; an action added to the list without a row here fails this file.
import { beforeAll, describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { prisma } from "@/lib/db";
import { AUDIT_ACTIONS, type AuditAction } from "@/lib/audit/actions";
import { findActor, type Actor, changePassword, registerPatient, updateOwnProfile } from "@/lib/accounts/users";
import { createDoctor, createUser, dayFromToday, nextSlot, PASSWORD, pastInstant, createAppointment, createHeldOffer, setOpenLimits, tz, AD_HOC_DAY } from "@/tests/helpers/factories";
import { bookAppointment } from "@/lib/appointments/book";
import { cancelAppointment } from "@/lib/appointments/cancel";
import { rescheduleAppointment } from "@/lib/appointments/reschedule";
import { checkInAppointment, completeAppointment, markNoShow } from "@/lib/appointments/outcomes";
import { archiveVisitType, createVisitType, moveVisitType, restoreVisitType, updateVisitType } from "@/lib/visit-types/admin";
import { visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";
import { setSchedule } from "@/lib/schedule/hours";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/schedule/slots";
import { addTimeOff, removeTimeOff } from "@/lib/appointments/time-off";
import { timeOffSchema } from "@/lib/schedule/schedule-schema";
import { updateClinicSettings } from "@/lib/clinic/settings";
import { addDoctor, editDoctor, setAvailability } from "@/lib/doctors/admin";
import { addDoctorSchema, editDoctorSchema } from "@/lib/doctors/doctor-schema";
import { removeDoctor } from "@/lib/appointments/doctor-removal";
import { addReceptionist, archiveReceptionist } from "@/lib/desk/staff";
import { createPatientRecord, getPatientRecord, invitePatient, searchPatients } from "@/lib/desk/patient-records";
import { updatePatientRecord } from "@/lib/desk/patient-record-edit";
import { newPatientSchema, patientRecordSchema } from "@/lib/desk/patient-record-schema";
import { addDependentWithinLimits } from "@/lib/clinic/dependent-addition";
import { updateDependent } from "@/lib/accounts/dependents";
import { removeDependent } from "@/lib/privacy/dependent-removal";
import { dependentSchema } from "@/lib/accounts/dependent-schema";
import { endEntry, joinWaitlist } from "@/lib/waitlist/entries";
import { joinWaitlistSchema } from "@/lib/waitlist/waitlist-schema";
import { declineOffer } from "@/lib/waitlist/offers";
import { confirmTotp, disableTotp, regenerateRecoveryCodes, resetSecondFactor, startTotpEnrolment } from "@/lib/accounts/two-factor";
import { signInWithLimit } from "@/lib/accounts/sign-in";
import { createPasswordLink } from "@/lib/accounts/password-links";
import { resetPassword } from "@/lib/accounts/password-reset";
import { removeExpiredAuditDays } from "@/lib/audit/retention";
import { getAppointment, listPatientAppointments } from "@/lib/appointments/reads";
import { deskDay } from "@/lib/desk/day-board";
import { exportAppointmentsCsv } from "@/lib/insights/export";
import { adminInsightsQuery } from "@/lib/insights/insights-schema";
import { calendarFeed, calendarFeedToken } from "@/lib/appointments/calendar-feed";
import { instantAt, parseSlotTime } from "@/lib/clinic-time";
import { deleteOwnAccount, erasePatientRecord } from "@/lib/privacy/erase";
import { eraseInactivePatients } from "@/lib/privacy/retention";
import { appointmentAnswers, changeAnswers } from "@/lib/appointments/answers";

process.env.RATE_LIMIT_SCALE = "100";

let admin: Actor;
let desk: Actor;
let patient: Actor;
let doc: Awaited<ReturnType<typeof createDoctor>>;
let docActor: Actor;
const doctorFields = { speciality: "Dermatologist", experience: "1 Year", fees: "20", degree: "MBBS", about: "Hi." };

const actorOf = async (id: string) => (await findActor(id, 0))!;
const codeAt = (secret: string, ms: number) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });
const book = async (who: Actor = patient) => {
  const slot = nextSlot();
  return bookAppointment(who, { doctorId: doc.doctor.id, date: slot.date, time: parseSlotTime(slot.time)!, reason: "" }, who.role === "patient" ? {} : { patientId: patient.id });
};
const visitType = () => visitTypeInputSchema.parse({ name: `Type ${Math.random()}`, durationMinutes: 30 });
const drain = async (stream: ReadableStream<Uint8Array>) => {
  const reader = stream.getReader();
  while (!(await reader.read()).done);
};

/** What each action's row does: the real operation that writes it. */
const WRITERS: Record<AuditAction, () => Promise<unknown>> = {
  "appointment.booked": () => book(),
  "appointment.cancelled": async () => cancelAppointment(patient, (await book())._id),
  "appointment.rescheduled": async () => {
    const visit = await book();
    const to = nextSlot();
    return rescheduleAppointment(patient, visit._id, { date: to.date, time: parseSlotTime(to.time)! });
  },
  "appointment.checked_in": async () => checkInAppointment(admin, (await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: pastInstant() })).id),
  "appointment.completed": async () => completeAppointment(admin, (await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: pastInstant() })).id),
  "appointment.no_show": async () => markNoShow(admin, (await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: pastInstant() })).id),
  "visit_type.created": () => createVisitType(admin, visitType()),
  "visit_type.updated": async () => updateVisitType(admin, (await createVisitType(admin, visitType())).id, visitType()),
  "visit_type.archived": async () => archiveVisitType(admin, (await createVisitType(admin, visitType())).id),
  "visit_type.restored": async () => {
    const type = await createVisitType(admin, visitType());
    await archiveVisitType(admin, type.id);
    return restoreVisitType(admin, type.id);
  },
  "visit_type.reordered": async () => moveVisitType(admin, (await createVisitType(admin, visitType())).id, "up"),
  "hours.updated": () => setSchedule(admin, doc.doctor.id, { weekly: DEFAULT_WEEKLY_HOURS }),
  "time_off.added": () => addTimeOff(admin, doc.doctor.id, timeOffSchema.parse({ from: dayFromToday(20), to: dayFromToday(20) })),
  "time_off.removed": async () => {
    const { timeOff } = await addTimeOff(admin, doc.doctor.id, timeOffSchema.parse({ from: dayFromToday(21), to: dayFromToday(21) }));
    return removeTimeOff(admin, timeOff._id);
  },
  "settings.updated": () => updateClinicSettings(admin, { auditRetentionDays: 3000 }),
  "account.created": () => registerPatient({ name: "New Person", email: `new${Math.random()}@example.test`, password: PASSWORD }),
  "account.updated": () => updateOwnProfile(patient, { name: "Pat Changed", phone: "", address: "", dob: "", gender: "not_specified" } as never),
  "doctor.created": () => addDoctor(admin, addDoctorSchema.parse({ ...doctorFields, name: "Dr. Added", email: `d${Math.random()}@example.test`, password: "doctor-pass", phone: "1", address: "Street" })),
  "doctor.updated": async () => {
    const d = await createDoctor();
    return editDoctor(admin, d.doctor.id, editDoctorSchema.parse({ ...doctorFields, name: "Dr. Edited", email: d.user.email, phone: "1", address: "Street" }));
  },
  "doctor.opened": () => setAvailability(admin, doc.doctor.id, true),
  "doctor.closed": async () => setAvailability(admin, (await createDoctor()).doctor.id, false),
  "doctor.removed": async () => removeDoctor(admin, (await createDoctor()).doctor.id),
  "staff.created": () => addReceptionist(admin, { name: "Desk Person", email: `desk${Math.random()}@example.test` }),
  "staff.archived": async () => archiveReceptionist(admin, (await createUser({ role: "receptionist" })).id),
  "patient_record.created": () => createPatientRecord(desk, newPatientSchema.parse({ name: "Walk In", phone: `55${Math.floor(Math.random() * 1e8)}`, confirmNew: true })),
  "patient_record.updated": async () => {
    const record = await createPatientRecord(desk, newPatientSchema.parse({ name: "Walk In", phone: `56${Math.floor(Math.random() * 1e8)}`, confirmNew: true }));
    return updatePatientRecord(desk, record._id, patientRecordSchema.parse({ name: "Walk In Changed", phone: record.phone }));
  },
  "patient_record.invited": async () => {
    const record = await createPatientRecord(desk, newPatientSchema.parse({ name: "Walk In", phone: `57${Math.floor(Math.random() * 1e8)}`, email: `w${Math.random()}@example.test`, confirmNew: true }));
    return invitePatient(desk, record._id);
  },
  "email.changed": async () => {
    const record = await createPatientRecord(desk, newPatientSchema.parse({ name: "Walk In", phone: `58${Math.floor(Math.random() * 1e8)}`, confirmNew: true }));
    return updatePatientRecord(desk, record._id, patientRecordSchema.parse({ name: "Walk In", phone: record.phone, email: `e${Math.random()}@example.test` }));
  },
  "dependent.added": () => addDependentWithinLimits(patient, dependentSchema.parse({ name: "Kid One", dob: "2018-01-01", relationship: "child" })),
  "dependent.updated": async () => {
    const kid = await addDependentWithinLimits(patient, dependentSchema.parse({ name: "Kid Two", dob: "2018-01-01", relationship: "child" }));
    return updateDependent(patient, kid._id, dependentSchema.parse({ name: "Kid Two B", dob: "2018-01-01", relationship: "child" }));
  },
  "dependent.removed": async () => {
    const kid = await addDependentWithinLimits(patient, dependentSchema.parse({ name: "Kid Three", dob: "2018-01-01", relationship: "child" }));
    return removeDependent(patient, kid._id);
  },
  "waitlist.joined": async () => joinWaitlist(patient, joinWaitlistSchema.parse({ doctorId: (await createDoctor({ available: false })).doctor.id, from: dayFromToday(0), to: dayFromToday(10) })),
  "waitlist.left": async () => {
    const entry = await joinWaitlist(patient, joinWaitlistSchema.parse({ doctorId: (await createDoctor({ available: false })).doctor.id, from: dayFromToday(0), to: dayFromToday(10) }));
    return endEntry(patient, entry._id);
  },
  "waitlist.offer_answered": async () => declineOffer((await createHeldOffer((await createUser()).id, (await createDoctor()).doctor.id, instantAt(dayFromToday(AD_HOC_DAY), 600, tz()))).token),
  "two_factor.enabled": () => totpOn(),
  "two_factor.recovery_codes_renewed": async () => {
    const { who, codes } = await totpOn();
    return regenerateRecoveryCodes(who, { code: codes[0] });
  },
  "two_factor.disabled": async () => {
    const { who, codes } = await totpOn();
    return disableTotp(who, { code: codes[0] });
  },
  "two_factor.reset": async () => resetSecondFactor((await totpOn()).who.id, admin),
  "sign_in.succeeded": () => signInWithLimit({ email: patient.email, password: PASSWORD }, "198.51.100.7", "Firefox"),
  "sign_in.failed": () => signInWithLimit({ email: patient.email, password: "wrong password" }, "198.51.100.8", "Firefox").catch(() => null),
  "password.changed": async () => {
    const who = await actorOf((await createUser()).id);
    return changePassword(who, { currentPassword: PASSWORD, newPassword: "a-new-password-1", confirmPassword: "a-new-password-1" } as never);
  },
  "password.reset": async () => {
    const user = await createUser();
    const { token } = await prisma.$transaction((tx) => createPasswordLink(tx, user.id, "reset"));
    return resetPassword({ token, password: "a-new-password-1", confirmPassword: "a-new-password-1" });
  },
  "audit.days_removed": async () => {
    // An event ten years old (past any retention these rows set), written around the trigger (as a superuser restoring a backup would).
    await prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL session_replication_role = replica");
      await tx.$executeRaw`INSERT INTO audit_events (at, actor_role, action, subject_type, seq, prev_hash, hash) VALUES (now() - interval '10 years', 'system', 'settings.updated', 'settings', 0, '', '')`;
    });
    return removeExpiredAuditDays(2190);
  },
  // Issue 45 item 5 (lib/privacy): erasures.
  "account.deleted": async () => deleteOwnAccount(await actorOf((await createUser()).id), { password: PASSWORD }),
  "patient_record.erased": async () => {
    const record = await createPatientRecord(desk, newPatientSchema.parse({ name: "Erase Me", phone: `58${Math.floor(Math.random() * 1e8)}`, confirmNew: true }));
    return erasePatientRecord(desk, record._id);
  },
  "patient.erased_inactive": async () => {
    const old = new Date(Date.now() - 800 * 86_400_000);
    await prisma.user.update({ where: { id: (await createUser()).id }, data: { createdAt: old } });
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { inactivePatientRetentionDays: 365 } });
    try {
      return await eraseInactivePatients();
    } finally {
      await prisma.clinicSettings.update({ where: { id: 1 }, data: { inactivePatientRetentionDays: null } });
    }
  },
  "appointment.answers_updated": async () => changeAnswers(desk, await visitWithQuestion(), [{ questionId: "pain", value: "Knee" }]),
  "patient_record.viewed": () => getPatientRecord(desk, patient.id),
  "appointment.viewed": async () => getAppointment(desk, (await book())._id),
  "patient_visits.viewed": () => listPatientAppointments(desk, patient.id),
  "patient_search.run": () => searchPatients(desk, "Pat"),
  "day_board.viewed": () => deskDay(desk, dayFromToday(1)),
  "export.downloaded": () => drain(exportAppointmentsCsv(admin, adminInsightsQuery.parse({ from: dayFromToday(-7), to: dayFromToday(7) })).stream),
  "calendar_feed.fetched": async () => {
    const row = await prisma.doctor.findUniqueOrThrow({ where: { id: doc.doctor.id }, select: { calendarFeedVersion: true } });
    return calendarFeed(calendarFeedToken(doc.doctor.id, row.calendarFeedVersion));
  },
};

/** An upcoming visit that asked one intake question, unanswered (issue 47). */
async function visitWithQuestion(): Promise<string> {
  const slot = nextSlot();
  const visit = await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: instantAt(slot.date, parseSlotTime(slot.time)!, tz()) });
  const asked = [{ questionId: "pain", question: "Where does it hurt?", help: "", kind: "text", choices: [], required: false, value: null }];
  await prisma.appointment.update({ where: { id: visit.id }, data: { answers: asked } });
  return visit.id;
}

/** A fresh account with the authenticator app on, and its recovery codes. */
async function totpOn(): Promise<{ who: Actor; codes: string[] }> {
  const who = await actorOf((await createUser()).id);
  const { secret } = await startTotpEnrolment(who);
  const { recoveryCodes } = await confirmTotp(who, { code: codeAt(secret, Date.now()) });
  return { who, codes: recoveryCodes };
}

beforeAll(async () => {
  process.env.TWO_FACTOR_ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString("base64");
  await setOpenLimits(100, 100);
  admin = await actorOf((await createUser({ role: "admin", name: "Ada Admin" })).id);
  desk = await actorOf((await createUser({ role: "receptionist", name: "Anna Lopez" })).id);
  patient = await actorOf((await createUser({ name: "Pat Patient" })).id);
  doc = await createDoctor();
  docActor = await actorOf(doc.user.id);
});

describe("every action of the list is written by what does it", () => {
  it.each(AUDIT_ACTIONS.map((a) => [a]))("%s", async (action) => {
    const writer = WRITERS[action as AuditAction];
    expect(writer, `no test writes ${action}: add its row to WRITERS`).toBeTypeOf("function");
    const before = await prisma.auditEvent.count({ where: { action } });
    await writer();
    expect(await prisma.auditEvent.count({ where: { action } })).toBeGreaterThan(before);
  });

  it("writes no read of a patient's own data", async () => {
    const before = await prisma.auditEvent.count({ where: { action: { in: ["appointment.viewed", "patient_visits.viewed"] } } });
    const visit = await book();
    await getAppointment(patient, visit._id);
    await listPatientAppointments(patient, patient.id);
    expect(await prisma.auditEvent.count({ where: { action: { in: ["appointment.viewed", "patient_visits.viewed"] } } })).toBe(before);
  });

  it("writes a staff read of a visit's answers (part: answers), none for the patient's own, and the change's questions without values", async () => {
    const id = await visitWithQuestion();
    const reads = () => prisma.auditEvent.count({ where: { action: "appointment.viewed", subjectId: id, details: { path: ["part"], equals: "answers" } } });
    await appointmentAnswers(patient, id);
    await changeAnswers(patient, id, [{ questionId: "pain", value: "Left knee" }]);
    expect(await reads()).toBe(0);
    await appointmentAnswers(docActor, id);
    await appointmentAnswers(desk, id);
    expect(await reads()).toBe(2);
    const changed = await prisma.auditEvent.findFirstOrThrow({ where: { action: "appointment.answers_updated", subjectId: id } });
    expect(changed).toMatchObject({ actorId: patient.id, patientId: patient.id, details: { questions: ["pain"] } });
    expect(JSON.stringify(changed.details)).not.toContain("knee");
  });

  it("says who, for whom and what in each event, and keeps the chain whole", async () => {
    const event = await prisma.auditEvent.findFirstOrThrow({ where: { action: "patient_search.run" } });
    expect(event).toMatchObject({ actorId: desk.id, actorRole: "receptionist", details: { query: "Pat", results: expect.any(Number) } });
    const failed = await prisma.auditEvent.findFirstOrThrow({ where: { action: "sign_in.failed" } });
    expect(failed).toMatchObject({ actorId: null, actorRole: "anonymous", address: "198.51.100.8", userAgent: "Firefox", outcome: "refused", subjectId: patient.id });
    const { verifyAuditChain } = await import("@/lib/audit/verify");
    // The hand-written old event of audit.days_removed is gone, and the chain starts from what it named.
    expect((await verifyAuditChain()).ok).toBe(true);
  });
});
