import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { changeOwnLanguage } from "@/lib/accounts/language";
import { LANGUAGE_SAVED, languageRequestSchema } from "@/lib/accounts/language-schema";

// { locale }: the profile's language field for API clients (issue 29, item 5). Saves the
// caller's users.locale, which their emails follow; a language the clinic does not offer is a 400.
export const PUT = authedRoute([], async ({ req, actor }) => {
  const { locale } = await readJson(req, languageRequestSchema);
  return { message: LANGUAGE_SAVED, locale: await changeOwnLanguage(actor, locale) };
});
