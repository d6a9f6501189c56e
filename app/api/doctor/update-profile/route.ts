import { authedRoute } from "@/lib/http/handler";
import { readForm } from "@/lib/http/body";
import { DOCTOR_PROFILE_UPDATED, updateOwnDoctorProfile } from "@/lib/doctors/profile";
import { withImage } from "@/lib/accounts/account-picture";
import { doctorProfileSchema } from "@/lib/doctors/doctor-schema";

// SPEC: PUT /api/doctor/update-profile (bearer, doctor, multipart) -> { success, doctor, message };
// doctor.user is the full updated user (clients store it as the signed-in user).
export const PUT = authedRoute(["doctor"], async ({ req, actor }) => {
  const { fields, files } = await readForm(req);
  const input = doctorProfileSchema.parse(fields);
  const doctor = await withImage(files.image, (image) => updateOwnDoctorProfile(actor, input, image));
  return { message: DOCTOR_PROFILE_UPDATED, doctor };
});
