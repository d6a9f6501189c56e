import { useTranslations } from "next-intl";
import { ArrowRight } from "@/components/ui/icons";
import { NavLink } from "@/components/layout/nav-link";
import { PhoneLink } from "@/components/doctor/phone-link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { DoctorPatient } from "@/lib/appointments/dashboards";
import { PatientAvatar } from "@/components/doctor/patient-avatar";

/** A patient the doctor has seen or will see (My Patients). */
export function PatientCard({ entry, lastVisit }: { entry: DoctorPatient; /** dd/MM/yyyy or null */ lastVisit: string | null }) {
  const t = useTranslations("PatientCard");
  const { patient } = entry;
  const headingId = `patient-${patient._id}`;
  return (
    <Card className="h-full gap-4 py-5" role="article" aria-labelledby={headingId} data-patient-id={patient._id}>
      <div className="flex items-center gap-3 px-5">
        <PatientAvatar image={patient.image} className="size-14" iconClassName="size-7" />
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-base font-semibold">
            {patient.name}
          </h2>
          <p className="truncate text-sm text-muted-foreground">{patient.email}</p>
        </div>
      </div>
      <dl className="mx-5 grid grid-cols-2 gap-x-3 gap-y-3 rounded-lg bg-muted/70 px-3 py-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t("visits")}</dt>
          <dd className="font-medium" data-field="visits">
            {t("visitCount", { count: entry.totalVisits })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("lastVisit")}</dt>
          <dd className="font-medium tabular-nums" data-field="last-visit">
            {lastVisit ?? "-"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("phone")}</dt>
          <dd className="flex items-center gap-1 font-medium" data-field="phone">
            {patient.phone ? (
              <PhoneLink phone={patient.phone} className="gap-1 whitespace-nowrap" iconClassName="size-3.5" />
            ) : (
              <span className="text-muted-foreground">{t("noPhone")}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("age")}</dt>
          <dd className="font-medium" data-field="age">
            {patient.age ?? t("notAvailable")}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-2 border-t px-5 pt-4">
        <p className="text-xs text-muted-foreground">{t("appointmentsInTotal", { count: entry.totalAppointments })}</p>
        <Button asChild variant="outline" size="sm">
          <NavLink href={`/doctor/patients/${patient._id}`}>
            {t.rich("viewDetails", {
              name: patient.name,
              sr: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
            <ArrowRight className="rtl:-scale-x-100" />
          </NavLink>
        </Button>
      </div>
    </Card>
  );
}
