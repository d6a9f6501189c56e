import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CalendarX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NotFoundPanel } from "../../not-found-panel";

export default async function AppointmentNotFound() {
  const t = await getTranslations("PageNotFound");
  return (
    <NotFoundPanel icon={CalendarX} title={t("appointmentTitle")} text={t("appointmentText")}>
      <Button asChild size="lg">
        <Link href="/my-appointments">{t("myAppointments")}</Link>
      </Button>
    </NotFoundPanel>
  );
}
