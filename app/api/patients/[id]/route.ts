import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { PATIENT_RECORD_SAVED, updatePatientRecord } from "@/lib/desk/patient-record-edit";
import { patientRecordSchema } from "@/lib/desk/patient-record-schema";
import { erasePatientRecord, PATIENT_ERASED } from "@/lib/privacy/erase";

// Issue 26: the desk edits a patient record (recorded in its history) -> { success, message, patient }.
export const PUT = authedRoute<{ id: string }>(["receptionist", "admin"], async ({ req, params, actor }) => ({
  message: PATIENT_RECORD_SAVED,
  patient: await updatePatientRecord(actor, pathId(params.id), await readJson(req, patientRecordSchema)),
}));

// Issue 45: the desk or an admin erases a record without a login (409 for an account, a family
// member, or a visit in progress) -> { success, message }.
export const DELETE = authedRoute<{ id: string }>(["receptionist", "admin"], async ({ params, actor }) => {
  await erasePatientRecord(actor, pathId(params.id));
  return { message: PATIENT_ERASED };
});
