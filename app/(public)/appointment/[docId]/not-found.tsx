import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";

export default async function DoctorNotFound() {
  const t = await getTranslations("PageNotFound");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t("doctorTitle")}</h1>
      <p className="text-muted-foreground">{t("doctorText")}</p>
      <Button asChild size="lg">
        <Link href="/doctors">{t("seeAllDoctors")}</Link>
      </Button>
    </div>
  );
}
