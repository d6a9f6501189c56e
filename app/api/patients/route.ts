import { authedRoute } from "@/lib/http/handler";
import { readJson, readQuery } from "@/lib/http/body";
import { createPatientRecord, PATIENT_CREATED, searchPatients } from "@/lib/desk/patient-records";
import { newPatientSchema, patientSearchQuery } from "@/lib/desk/patient-record-schema";

// Issue 26: the desk's patient search -> { success, patients } (at most 20).
export const GET = authedRoute(["receptionist", "admin"], async ({ req, actor }) => ({ patients: await searchPatients(actor, readQuery(req, patientSearchQuery).q) }));

// Issue 26: a patient record without an account -> 201 { success, message, patient }, or 409
// { success: false, message, possibleDuplicates } unless confirmNew is true.
export const POST = authedRoute(
  ["receptionist", "admin"],
  async ({ req, actor }) => ({ message: PATIENT_CREATED, patient: await createPatientRecord(actor, await readJson(req, newPatientSchema)) }),
  { status: 201 },
);
