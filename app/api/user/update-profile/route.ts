import { authedRoute } from "@/lib/http/handler";
import { readForm } from "@/lib/http/body";
import { withImage } from "@/lib/accounts/account-picture";
import { PROFILE_UPDATED, updateOwnProfile } from "@/lib/accounts/users";
import { profileSchema } from "@/lib/accounts/profile-schema";

// SPEC: PUT /api/user/update-profile (multipart, optional image) -> { success, user, message }.
// Any signed-in user edits their own account; the email field is ignored.
export const PUT = authedRoute([], async ({ req, actor }) => {
  const { fields, files } = await readForm(req);
  const input = profileSchema.parse(fields);
  const user = await withImage(files.image, (image) => updateOwnProfile(actor, input, image));
  return { message: PROFILE_UPDATED, user };
});
