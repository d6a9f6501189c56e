"use server";

// Profile edits from the profile screens (patient, doctor, admin). The form
// is sent as FormData so that the avatar file comes along.
import { revalidatePath } from "next/cache";
import { actionActor, runAction, type ActionResult } from "@/lib/actions/safe-action";
import { splitForm } from "@/lib/api/body";
import { withImage } from "@/lib/storage";
import { updateOwnProfile } from "@/lib/users";
import { updateOwnDoctorProfile } from "@/lib/doctors";
import { doctorProfileSchema, profileSchema } from "@/lib/validation";
import type { DoctorDTO, UserDTO } from "@/lib/serialize";

export async function updateProfileAction(form: FormData): Promise<ActionResult<UserDTO>> {
  return runAction(async () => {
    const actor = await actionActor("No auth token found");
    const { fields, files } = splitForm(form);
    const input = profileSchema.parse(fields);
    const user = await withImage(files.image, (image) => updateOwnProfile(actor, input, image));
    revalidatePath("/", "layout");
    return user;
  }, "Profile updated successfully!");
}

export async function updateDoctorProfileAction(form: FormData): Promise<ActionResult<DoctorDTO>> {
  return runAction(async () => {
    const actor = await actionActor("No auth token found", "doctor");
    const { fields, files } = splitForm(form);
    const input = doctorProfileSchema.parse(fields);
    const doctor = await withImage(files.image, (image) => updateOwnDoctorProfile(actor, input, image));
    revalidatePath("/", "layout");
    return doctor;
  }, "Doctor profile updated.");
}
