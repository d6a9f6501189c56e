// The OpenAPI operations of the doctor directory, a doctor's own profile and dashboard, and the admin's doctor management (lib/doctors).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { doctorDashboardShape, doctorPatientShape } from "@/lib/appointments/shapes";
import { addDoctorSchema, doctorProfileSchema, editDoctorSchema } from "@/lib/doctors/doctor-schema";
import { availabilityRequestSchema, doctorListQuery, doctorShape, publicDoctorShape } from "@/lib/doctors/shapes";
import { slotDayShape, slotsQuery } from "@/lib/schedule/shapes";
import { cursor, message, type Operation } from "@/lib/http/openapi/operation";

export const doctorsOperations: Operation[] = [
  {
    method: "get", path: "/api/doctor", tag: "doctors", summary: "List doctors (archived ones hidden), in the public shape",
    auth: "public", query: doctorListQuery, result: { doctors: z.array(publicDoctorShape), nextCursor: cursor },
  },
  {
    method: "get", path: "/api/doctor/{id}", tag: "doctors", summary: "One doctor by doctor-profile id, in the public shape",
    auth: "public", result: { doctor: publicDoctorShape },
  },
  {
    method: "get", path: "/api/doctor/{id}/slots", tag: "doctors", summary: "Free starts of the booking horizon for a visit type (the doctor's default when absent; 400 when the doctor does not offer it): within the doctor's hours, on the clinic's slot interval, clear of time off and other appointments with their buffers (none while unavailable)",
    auth: "public", query: slotsQuery, result: { slots: z.array(slotDayShape) },
  },
  { method: "get", path: "/api/doctor/me", tag: "doctors", summary: "The caller's doctor profile", auth: ["doctor"], result: { doctor: doctorShape } },
  {
    method: "get", path: "/api/doctor/dashboard-data", tag: "doctors", summary: "The caller's dashboard figures and today's schedule",
    auth: ["doctor"], result: { data: doctorDashboardShape },
  },
  {
    method: "get", path: "/api/doctor/patients", tag: "doctors", summary: "The caller's patients with visit counts",
    auth: ["doctor"], result: { patients: z.array(doctorPatientShape) },
  },
  {
    method: "put", path: "/api/doctor/update-profile", tag: "doctors", summary: "Edit the caller's doctor profile; doctor.user is the updated user",
    auth: ["doctor"], body: { kind: "form", schema: doctorProfileSchema, files: ["image"] }, result: { message, doctor: doctorShape },
  },
  {
    method: "post", path: "/api/admin/add-doctor", tag: "admin",
    summary: "Create a doctor account and profile; without a password the doctor is emailed a single-use link (seven days) to set their own",
    auth: ["admin"], body: { kind: "form", schema: addDoctorSchema, files: ["image"] }, status: 201,
    result: { message, doctor: doctorShape }, errors: [409],
  },
  {
    method: "put", path: "/api/admin/change-availability", tag: "admin", summary: "Open or close a doctor's booking",
    auth: ["admin"], body: { kind: "json", schema: availabilityRequestSchema }, result: { message, doctor: doctorShape }, errors: [404],
  },
  {
    method: "get", path: "/api/admin/all-doctors", tag: "admin", summary: "All doctors, archived ones included (flagged `archived`)",
    auth: ["admin"], query: doctorListQuery, result: { doctors: z.array(doctorShape), nextCursor: cursor },
  },
  {
    method: "put", path: "/api/admin/doctor/{id}", tag: "admin", summary: "Edit a doctor (a blank password keeps the current one)",
    auth: ["admin"], body: { kind: "form", schema: editDoctorSchema, files: ["image"] }, result: { message, doctor: doctorShape }, errors: [409],
  },
  {
    method: "delete", path: "/api/admin/doctor/{id}", tag: "admin", summary: "Delete a doctor, or archive one with appointment history",
    auth: ["admin"], result: { message, result: z.enum(["deleted", "archived"]) },
  },
];
