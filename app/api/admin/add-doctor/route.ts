import { authedRoute } from "@/lib/http/handler";
import { readForm } from "@/lib/http/body";
import { addDoctor, doctorAdded } from "@/lib/doctors/admin";
import { withImage } from "@/lib/accounts/account-picture";
import { addDoctorSchema } from "@/lib/doctors/doctor-schema";

// SPEC: POST /api/admin/add-doctor (bearer, admin, multipart) -> 201 { success, message, doctor }.
// The password may be left out (issue 13): the doctor is then emailed a link to set their own.
export const POST = authedRoute(
  ["admin"],
  async ({ req, actor }) => {
    const { fields, files } = await readForm(req);
    const input = addDoctorSchema.parse(fields);
    const doctor = await withImage(files.image, (image) => addDoctor(actor, input, image));
    return { message: doctorAdded(input.password !== ""), doctor };
  },
  { status: 201 },
);
