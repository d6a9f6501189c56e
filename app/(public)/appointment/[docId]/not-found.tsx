import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NotFoundPanel } from "../../not-found-panel";

export default async function DoctorNotFound() {
  const t = await getTranslations("PageNotFound");
  return (
    <NotFoundPanel icon={SearchX} title={t("doctorTitle")} text={t("doctorText")}>
      <Button asChild size="lg">
        <Link href="/doctors">{t("seeAllDoctors")}</Link>
      </Button>
    </NotFoundPanel>
  );
}
