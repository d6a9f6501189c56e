"use server";

// The admin's Settings screen saves here. Thin: lib/clinic/settings.ts checks the
// role again and validates the whole set.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import { SETTINGS_SAVED, updateClinicSettings } from "@/lib/clinic/settings";
import { clinicSettingsSchema } from "@/lib/clinic/settings-schema";

export const updateSettingsAction = serverAction(
  { roles: ["admin"], schema: clinicSettingsSchema, success: SETTINGS_SAVED },
  async (input, { actor }) => {
    const settings = await updateClinicSettings(actor, input);
    revalidatePath("/admin/settings");
    return settings;
  },
);
