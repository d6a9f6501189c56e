// The OpenAPI operations of the front desk: its staff accounts, patient records and the day board (issue 26).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { newPatientSchema, patientRecordChangeShape, patientRecordSchema, patientRecordShape, patientSearchQuery } from "@/lib/desk/patient-record-schema";
import { addStaffSchema, staffShape } from "@/lib/desk/staff-schema";
import { deskDayQuery, deskDoctorShape } from "@/lib/appointments/shapes";
import { message, type Operation } from "@/lib/http/openapi/operation";

export const deskOperations: Operation[] = [
  {
    method: "get", path: "/api/admin/staff", tag: "admin", summary: "The front desk's accounts (receptionists), archived ones included",
    auth: ["admin"], result: { staff: z.array(staffShape) },
  },
  {
    method: "post", path: "/api/admin/staff", tag: "admin",
    summary: "Add a receptionist; they are emailed a single-use link (seven days) to set their password",
    auth: ["admin"], body: { kind: "json", schema: addStaffSchema }, status: 201, result: { message, staff: staffShape }, errors: [409],
  },
  {
    method: "delete", path: "/api/admin/staff/{id}", tag: "admin",
    summary: "Archive a receptionist: they can no longer sign in and every session and token of theirs ends at once (archiving again changes nothing)",
    auth: ["admin"], result: { message, staff: staffShape },
  },
  {
    method: "get", path: "/api/patients", tag: "patients",
    summary: "The front desk's patient search (receptionists and admins): part of the name (accents and case ignored), phone digits, email or date of birth; at most 20",
    auth: ["receptionist", "admin"], query: patientSearchQuery, result: { patients: z.array(patientRecordShape) },
  },
  {
    method: "post", path: "/api/patients", tag: "patients",
    summary:
      "Make a patient record without an account (name and phone; email, date of birth, gender, address optional). " +
      "A record with the same name and date of birth, or the same phone, answers 409 with possibleDuplicates unless confirmNew is true",
    auth: ["receptionist", "admin"], body: { kind: "json", schema: newPatientSchema }, status: 201, result: { message, patient: patientRecordShape },
    errors: [409], failures: { 409: z.object({ success: z.literal(false), message: z.string(), possibleDuplicates: z.array(patientRecordShape).optional() }) },
  },
  {
    method: "post", path: "/api/patients/{id}/invite", tag: "patients",
    summary: "Email a record without an account a link (seven days) to set a password; the record becomes their account. 409 without an email or with an account already",
    auth: ["receptionist", "admin"], result: { message, patient: patientRecordShape }, errors: [409],
  },
  {
    method: "put", path: "/api/patients/{id}", tag: "patients",
    summary:
      "Edit a patient record (receptionists and admins): the fields replace the record's (an omitted optional field is cleared); the fields changed are recorded in its history. " +
      "400 when it would change the email a patient signs in with, or give a dependent an email; 409 for an email another account has",
    auth: ["receptionist", "admin"], body: { kind: "json", schema: patientRecordSchema }, result: { message, patient: patientRecordShape }, errors: [409],
  },
  {
    method: "get", path: "/api/patients/{id}/history", tag: "patients",
    summary: "Who made, changed (which fields, never the values) and invited a patient record, as what and when; newest first",
    auth: ["receptionist", "admin"], result: { history: z.array(patientRecordChangeShape) },
  },
  {
    method: "get", path: "/api/desk/day", tag: "appointments",
    summary:
      "The front desk's day (receptionists and admins): every doctor working that clinic day or with visits on it, with the day's hours, time off and appointments, by name. " +
      "With limit, a page of that many doctors and nextCursor (null on the last page); without it, every doctor and no nextCursor",
    auth: ["receptionist", "admin"], query: deskDayQuery,
    result: {
      date: z.string().describe("YYYY-MM-DD, clinic-local"),
      doctors: z.array(deskDoctorShape),
      nextCursor: z.string().nullable().optional().describe("Only with limit: the cursor of the next page, null on the last"),
    },
  },
];
