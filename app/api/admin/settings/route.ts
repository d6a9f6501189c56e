import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { readClinicSettings, SETTINGS_SAVED, updateClinicSettings } from "@/lib/clinic/settings";
import { clinicSettingsUpdateSchema } from "@/lib/clinic/settings-schema";

// Extra: the clinic's policy settings (GET -> { success, settings }).
export const GET = authedRoute(["admin"], async ({ actor }) => ({ settings: await readClinicSettings(actor) }));

// Extra: JSON with any of the settings; those left out keep their value -> { success, message, settings }.
export const PUT = authedRoute(["admin"], async ({ req, actor }) => {
  const settings = await updateClinicSettings(actor, await readJson(req, clinicSettingsUpdateSchema));
  return { message: SETTINGS_SAVED, settings };
});
