import { authedRoute } from "@/lib/http/handler";
import { readForm } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { DOCTOR_UPDATED, editDoctor } from "@/lib/doctors/admin";
import { doctorRemoved, removeDoctor } from "@/lib/appointments/doctor-removal";
import { withImage } from "@/lib/accounts/account-picture";
import { editDoctorSchema } from "@/lib/doctors/doctor-schema";

// Extra: the admin's Edit button (multipart like add-doctor; a blank password keeps the old one).
export const PUT = authedRoute<{ id: string }>(["admin"], async ({ req, params, actor }) => {
  const id = pathId(params.id);
  const { fields, files } = await readForm(req);
  const input = editDoctorSchema.parse(fields);
  const doctor = await withImage(files.image, (image) => editDoctor(actor, id, input, image));
  return { message: DOCTOR_UPDATED, doctor };
});

// Extra: the admin's Delete button. A doctor with appointment history is archived instead.
export const DELETE = authedRoute<{ id: string }>(["admin"], async ({ params, actor }) => {
  const { outcome } = await removeDoctor(actor, pathId(params.id));
  return { result: outcome, message: doctorRemoved(outcome) };
});
