import { authedRoute } from "@/lib/api/handler";
import { readForm } from "@/lib/api/body";
import { addDoctor, DOCTOR_ADDED } from "@/lib/doctors/admin";
import { withImage } from "@/lib/storage";
import { addDoctorSchema } from "@/lib/validation";

// SPEC: POST /api/admin/add-doctor (bearer, admin, multipart) -> 201 { success, message, doctor }.
export const POST = authedRoute(
  ["admin"],
  async ({ req, actor }) => {
    const { fields, files } = await readForm(req);
    const input = addDoctorSchema.parse(fields);
    const doctor = await withImage(files.image, (image) => addDoctor(actor, input, image));
    return { message: DOCTOR_ADDED, doctor };
  },
  { status: 201 },
);
