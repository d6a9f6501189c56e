"use server";

// Profile edits from the profile screens (patient, doctor, admin). The form
// is sent as FormData so that the avatar file comes along.
import { revalidatePath } from "next/cache";
import { cookies, headers } from "next/headers";
import { serverAction } from "@/lib/actions/safe-action";
import { withImage } from "@/lib/accounts/account-picture";
import { PROFILE_UPDATED, updateOwnProfile } from "@/lib/accounts/users";
import { DOCTOR_PROFILE_UPDATED, updateOwnDoctorProfile } from "@/lib/doctors/profile";
import { doctorProfileSchema } from "@/lib/doctors/doctor-schema";
import { profileSchema } from "@/lib/accounts/profile-schema";
import { changeOwnLanguage } from "@/lib/accounts/language";
import { LANGUAGE_SAVED, languageChoiceSchema } from "@/lib/accounts/language-schema";
import { setLocaleCookie } from "@/lib/auth/locale-cookie";

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

/**
 * The profile's language field (issue 29): saves users.locale, and sets the
 * switcher's cookie too so the browser keeps the language after signing out.
 * Setting a cookie in an action makes Next render the page again: it follows at once.
 */
export const saveLanguageAction = serverAction(
  { roles: [], schema: languageChoiceSchema, success: LANGUAGE_SAVED },
  async (value, { actor }) => {
    const locale = await changeOwnLanguage(actor, value);
    const requestHeaders = await headers();
    setLocaleCookie(await cookies(), locale, { headers: requestHeaders, url: `http://${requestHeaders.get("host") ?? "localhost"}/` });
    revalidatePath("/", "layout");
    return locale;
  },
);
