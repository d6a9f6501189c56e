"use server";

// The admin's doctor management: add, edit, open/close booking, remove.
// Thin: validation is the shared zod schemas; who may do it and the rules
// live in lib/doctors/admin.ts.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import { withImage } from "@/lib/accounts/account-picture";
import { addDoctor, availabilityChanged, doctorAdded, DOCTOR_UPDATED, editDoctor, setAvailability } from "@/lib/doctors/admin";
import { doctorRemoved, removeDoctor, type RemovedDoctor } from "@/lib/appointments/doctor-removal";
import { addDoctorSchema, availabilitySchema, editDoctorSchema } from "@/lib/doctors/doctor-schema";
import { idSchema } from "@/lib/validation";
import type { DoctorDTO } from "@/lib/doctors/serialize";

/** Doctors appear on the public pages, the admin's pages and the dashboards. */
function revalidateDoctors() {
  revalidatePath("/", "layout");
}

export const addDoctorAction = serverAction(
  { roles: [], schema: addDoctorSchema, success: (added: { withPassword: boolean }) => doctorAdded(added.withPassword), failure: "Failed to add doctor" },
  async (input, { actor, files }) => {
    // A refused doctor (duplicate email...) leaves no orphan image behind.
    const doctor = await withImage(files.image, (image) => addDoctor(actor, input, image));
    revalidateDoctors();
    return { doctor, withPassword: input.password !== "" };
  },
);

const editDoctorWithId = serverAction(
  { roles: [], schema: editDoctorSchema.extend({ id: idSchema }), success: DOCTOR_UPDATED, failure: "Failed to update doctor" },
  async ({ id, ...input }, { actor, files }) => {
    const doctor = await withImage(files.image, (image) => editDoctor(actor, id, input, image));
    revalidateDoctors();
    return doctor;
  },
);

export async function editDoctorAction(id: string, form: FormData) {
  // Anything but a form (a forged call) goes to the schema as is, to be refused there.
  if (!(form instanceof FormData)) return editDoctorWithId(form);
  const withId = new FormData();
  for (const [key, value] of form) if (key !== "id") withId.append(key, value);
  withId.set("id", id);
  return editDoctorWithId(withId);
}

const changeAvailability = serverAction(
  {
    roles: [],
    schema: availabilitySchema.extend({ id: idSchema }),
    success: (doctor: DoctorDTO) => availabilityChanged(doctor.available),
    failure: "Failed to change availability",
  },
  async ({ id, available }, { actor }) => {
    const doctor = await setAvailability(actor, id, available);
    revalidateDoctors();
    return doctor;
  },
);

export async function setAvailabilityAction(id: string, available: boolean) {
  return changeAvailability({ id, available });
}

export const removeDoctorAction = serverAction(
  { roles: [], schema: idSchema, success: ({ outcome, name }: RemovedDoctor) => doctorRemoved(outcome, name), failure: "Failed to delete doctor" },
  async (id, { actor }) => {
    const removed = await removeDoctor(actor, id);
    revalidateDoctors();
    return removed;
  },
);
