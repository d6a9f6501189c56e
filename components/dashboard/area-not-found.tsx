import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SearchX } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/dashboard/empty-state";

/** The not-found screen inside the admin, doctor and desk areas (the area's frame stays). */
export async function AreaNotFound({ home, homeLabel }: { home: string; homeLabel: "backToDashboard" | "backToClinicDay" }) {
  const t = await getTranslations("AreaNotFound");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
      <EmptyState icon={SearchX} title={t("heading")}>
        <p>{t("text")}</p>
        <Button asChild className="mt-4">
          <Link href={home}>{t(homeLabel)}</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
