"use server";

// The front desk's dialogs (issue 26): find, make or edit a patient record, the free starts of a
// doctor, book a visit for a patient, book a walk-in. Thin: the rules and who may (the desk and
// admins) live in lib/desk/patient-records.ts, patient-record-edit.ts and lib/appointments.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import { DomainError } from "@/lib/errors";
import { createPatientRecord, INVITATION_SENT, invitePatient, PATIENT_CREATED, POSSIBLE_DUPLICATES, searchPatients } from "@/lib/desk/patient-records";
import { PATIENT_RECORD_SAVED, updatePatientRecord } from "@/lib/desk/patient-record-edit";
import { newPatientSchema, patientRecordSchema, patientSearchQuery, type PatientRecordDTO } from "@/lib/desk/patient-record-schema";
import { APPOINTMENT_BOOKED, bookAppointment } from "@/lib/appointments/book";
import { bookWalkIn, WALK_IN_BOOKED } from "@/lib/desk/walk-in";
import { deskBookingSchema, deskSlotsSchema, walkInSchema } from "@/lib/desk/desk-schema";
import { getDoctorSlots } from "@/lib/doctors/queries";
import { idSchema } from "@/lib/validation";

const STAFF = ["receptionist", "admin"] as const;

export const searchPatientsAction = serverAction(
  { roles: [...STAFF], schema: patientSearchQuery.shape.q, success: "Patients found" },
  async (q, { actor }) => searchPatients(actor, q),
);

type Created = { patient: PatientRecordDTO; possibleDuplicates: null } | { patient: null; possibleDuplicates: PatientRecordDTO[] };

/** A new record, or (without confirmNew) the records it may duplicate, for the desk to choose from. */
export const createPatientAction = serverAction(
  {
    roles: [...STAFF],
    schema: newPatientSchema,
    success: (r: Created) => (r.patient ? PATIENT_CREATED : POSSIBLE_DUPLICATES),
    failure: "Failed to make the patient record",
  },
  async (input, { actor }): Promise<Created> => {
    try {
      return { patient: await createPatientRecord(actor, input), possibleDuplicates: null };
    } catch (err) {
      const matches = err instanceof DomainError ? err.details?.possibleDuplicates : undefined;
      if (Array.isArray(matches)) return { patient: null, possibleDuplicates: matches as PatientRecordDTO[] };
      throw err;
    }
  },
);

/** The doctor's free starts over the booking horizon, for a visit type (their default when absent). */
export const deskSlotsAction = serverAction({ roles: [...STAFF], schema: deskSlotsSchema, success: "Free times loaded" }, async (input) =>
  (await getDoctorSlots(input.doctorId, new Date(), input.visitTypeId ?? null)).map((d) => ({ date: d.date, times: d.slots.map((s) => s.time) })),
);

export const deskBookAction = serverAction(
  { roles: [...STAFF], schema: deskBookingSchema, success: APPOINTMENT_BOOKED, failure: "Failed to book the appointment" },
  async ({ patientId, ...booking }, { actor }) => {
    const appointment = await bookAppointment(actor, booking, { patientId });
    revalidatePath("/", "layout");
    return appointment;
  },
);

export const walkInAction = serverAction(
  { roles: [...STAFF], schema: walkInSchema, success: WALK_IN_BOOKED, failure: "Failed to book the walk-in" },
  async (input, { actor }) => {
    const appointment = await bookWalkIn(actor, input);
    revalidatePath("/", "layout");
    return appointment;
  },
);

/** "Send invitation": a record with an email and no login gets the link to set a password. */
export const invitePatientAction = serverAction(
  { roles: [...STAFF], schema: idSchema, success: INVITATION_SENT, failure: "Failed to send the invitation" },
  async (id, { actor }) => {
    const patient = await invitePatient(actor, id);
    revalidatePath("/desk", "layout");
    return patient;
  },
);

/** "Edit details" on the visit page: the record's fields, saved with a line in its history. */
export const updatePatientRecordAction = serverAction(
  { roles: [...STAFF], schema: patientRecordSchema.extend({ id: idSchema }), success: PATIENT_RECORD_SAVED, failure: "Failed to save the patient record" },
  async ({ id, ...input }, { actor }) => {
    const patient = await updatePatientRecord(actor, id, input);
    revalidatePath("/desk", "layout");
    return patient;
  },
);
