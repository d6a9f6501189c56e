import { getTranslations } from "next-intl/server";
import { SearchBoxField } from "@/components/dashboard/search-box-field";

/**
 * The areas' search field (?q=). A server component that gives the field its own words
 * ("Searching", "Clear search") in the page's language, so the pages of every area render it
 * as before; their placeholder and label come from them, already translated.
 */
export async function SearchBox(props: { placeholder: string; label: string; className?: string }) {
  const t = await getTranslations("DashboardSearch");
  return <SearchBoxField {...props} searchingLabel={t("searching")} clearLabel={t("clearSearch")} />;
}
