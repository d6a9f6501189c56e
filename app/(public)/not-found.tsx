import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { SearchX } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
      <p className="text-muted-foreground">{t("gone")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <NavLink href="/doctors">{t("findDoctor")}</NavLink>
        </Button>
        <Button asChild variant="outline">
          <NavLink href="/">{t("goHome")}</NavLink>
        </Button>
      </div>
    </div>
  );
}
