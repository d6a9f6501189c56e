"use server";

// Profile edits from the profile screens (patient, doctor, admin). The form
// is sent as FormData so that the avatar file comes along.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import { withImage } from "@/lib/platform/storage";
import { PROFILE_UPDATED, updateOwnProfile } from "@/lib/accounts/users";
import { DOCTOR_PROFILE_UPDATED, updateOwnDoctorProfile } from "@/lib/doctors/profile";
import { doctorProfileSchema } from "@/lib/doctors/schemas";
import { profileSchema } from "@/lib/accounts/profile-schema";

export const updateProfileAction = serverAction(
  { roles: [], schema: profileSchema, success: PROFILE_UPDATED },
  async (input, { actor, files }) => {
    const user = await withImage(files.image, (image) => updateOwnProfile(actor, input, image));
    revalidatePath("/", "layout");
    return user;
  },
);

export const updateDoctorProfileAction = serverAction(
  { roles: [], schema: doctorProfileSchema, success: DOCTOR_PROFILE_UPDATED },
  async (input, { actor, files }) => {
    const doctor = await withImage(files.image, (image) => updateOwnDoctorProfile(actor, input, image));
    revalidatePath("/", "layout");
    return doctor;
  },
);
