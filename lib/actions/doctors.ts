"use server";

// The admin's doctor management: add, edit, open/close booking, remove.
// Thin: validation is the shared zod schemas, the rules live in lib/doctors.ts.
import { revalidatePath } from "next/cache";
import { actionActor, runAction, type ActionResult } from "@/lib/actions/safe-action";
import { splitForm } from "@/lib/api/body";
import { withImage } from "@/lib/storage";
import { addDoctor, editDoctor, getDoctor, removeDoctor, setAvailability } from "@/lib/doctors";
import { SERVER_ERROR } from "@/lib/error-response";
import { addDoctorSchema, availabilitySchema, editDoctorSchema, idSchema } from "@/lib/validation";
import type { DoctorDTO } from "@/lib/serialize";

const NOT_SIGNED_IN = "No auth token found";

/** An unexplained failure ("Server error") reads better as the spec's fallback for that call. */
function withFallback<T>(result: ActionResult<T>, fallback: string): ActionResult<T> {
  return !result.ok && result.message === SERVER_ERROR ? { ...result, message: fallback } : result;
}

/** Doctors appear on the public pages, the admin's pages and the dashboards. */
function revalidateDoctors() {
  revalidatePath("/", "layout");
}

export async function addDoctorAction(form: FormData): Promise<ActionResult<DoctorDTO>> {
  const result = await runAction(async () => {
    await actionActor(NOT_SIGNED_IN, "admin");
    const { fields, files } = splitForm(form);
    const input = addDoctorSchema.parse(fields);
    // A refused doctor (duplicate email...) leaves no orphan image behind.
    const doctor = await withImage(files.image, (image) => addDoctor(input, image));
    revalidateDoctors();
    return doctor;
  }, "Doctor added successfully");
  return withFallback(result, "Failed to add doctor");
}

export async function editDoctorAction(id: string, form: FormData): Promise<ActionResult<DoctorDTO>> {
  const result = await runAction(async () => {
    await actionActor(NOT_SIGNED_IN, "admin");
    const doctorId = idSchema.parse(id);
    const { fields, files } = splitForm(form);
    const input = editDoctorSchema.parse(fields);
    const doctor = await withImage(files.image, (image) => editDoctor(doctorId, input, image));
    revalidateDoctors();
    return doctor;
  }, "Doctor updated successfully");
  return withFallback(result, "Failed to update doctor");
}

export async function setAvailabilityAction(id: string, available: boolean): Promise<ActionResult<DoctorDTO>> {
  const result = await runAction(async () => {
    await actionActor(NOT_SIGNED_IN, "admin");
    const input = availabilitySchema.parse({ id, available });
    const doctor = await setAvailability(idSchema.parse(input.id), input.available);
    revalidateDoctors();
    return doctor;
  });
  if (result.ok) {
    return { ...result, message: result.data.available ? "Doctor is now available" : "Doctor is now unavailable" };
  }
  return withFallback(result, "Failed to change availability");
}

export type RemoveDoctorResult = { outcome: "deleted" | "archived"; name: string };

export async function removeDoctorAction(id: string): Promise<ActionResult<RemoveDoctorResult>> {
  const result = await runAction(async () => {
    await actionActor(NOT_SIGNED_IN, "admin");
    const doctorId = idSchema.parse(id);
    const { name } = await getDoctor(doctorId, { includeArchived: true });
    const outcome = await removeDoctor(doctorId);
    revalidateDoctors();
    return { outcome, name };
  });
  if (result.ok) {
    const { outcome, name } = result.data;
    return {
      ...result,
      message:
        outcome === "deleted"
          ? `${name} was deleted.`
          : `${name} has appointment history, so they were archived instead of deleted: hidden from patients, history kept.`,
    };
  }
  return withFallback(result, "Failed to delete doctor");
}
