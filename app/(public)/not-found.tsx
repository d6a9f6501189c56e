import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { SearchX } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { NotFoundPanel } from "./not-found-panel";

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <NotFoundPanel icon={SearchX} title={t("title")} text={t("gone")}>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <NavLink href="/doctors">{t("findDoctor")}</NavLink>
        </Button>
        <Button asChild variant="outline">
          <NavLink href="/">{t("goHome")}</NavLink>
        </Button>
      </div>
    </NotFoundPanel>
  );
}
