import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CalendarX } from "lucide-react";
import { Button } from "@/components/ui/button";

export default async function AppointmentNotFound() {
  const t = await getTranslations("PageNotFound");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <CalendarX className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t("appointmentTitle")}</h1>
      <p className="text-muted-foreground">{t("appointmentText")}</p>
      <Button asChild size="lg">
        <Link href="/my-appointments">{t("myAppointments")}</Link>
      </Button>
    </div>
  );
}
