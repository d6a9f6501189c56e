import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { PATIENT_RECORD_SAVED, updatePatientRecord } from "@/lib/desk/patient-record-edit";
import { patientRecordSchema } from "@/lib/desk/patient-record-schema";

// Issue 26: the desk edits a patient record (recorded in its history) -> { success, message, patient }.
export const PUT = authedRoute<{ id: string }>(["receptionist", "admin"], async ({ req, params, actor }) => ({
  message: PATIENT_RECORD_SAVED,
  patient: await updatePatientRecord(actor, pathId(params.id), await readJson(req, patientRecordSchema)),
}));
