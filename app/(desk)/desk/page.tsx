import { DoctorSelect, SpecialitySelect } from "@/components/forms/filter-selects";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { ChevronLeft, ChevronRight, Coffee } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { soleTypeIdOfClinic } from "@/components/appointments/visit-type-line";
import { Button } from "@/components/ui/button";
import { requirePageActor } from "@/lib/auth/session";
import { deskDay } from "@/lib/appointments/desk-day";
import { rowMinutesOf } from "@/lib/appointments/desk-grid";
import { activeVisitTypes, typesOfDoctor } from "@/lib/visit-types/catalog";
import { bookingPolicy } from "@/lib/schedule/policy";
import { SLOT_MINUTES } from "@/lib/schedule/slots";
import { DayBoard } from "@/components/desk/day-board";
import { AutoRefresh } from "@/components/desk/auto-refresh";
import { addDays, clinicDateOf, clinicTimeZone, isClinicDate } from "@/lib/clinic-time";
import { SPECIALITIES } from "@/lib/clinic/specialities";
import { spokenDate } from "@/lib/format";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DeskDay");
  return { title: t("title") };
}

type Search = Promise<{ date?: string | string[]; speciality?: string | string[]; doctor?: string | string[] }>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The clinic's day for the front desk (issue 26): a time grid with one column per doctor working
 * that day (components/desk/day-board.tsx); a block opens its visit, a free start books it.
 * Plain links and a GET form choose the day and the speciality (they work before any script).
 */
export default async function DeskPage({ searchParams }: { searchParams: Search }) {
  const actor = await requirePageActor("/desk", "receptionist", "admin");
  const [t, specialities, locale] = await Promise.all([getTranslations("DeskDay"), getTranslations("SpecialityNames"), getLocale()]);
  const sp = await searchParams;
  const tz = clinicTimeZone();
  const today = clinicDateOf(new Date(), tz);
  const wanted = one(sp.date);
  const date = wanted && isClinicDate(wanted) ? wanted : today;
  const speciality = SPECIALITIES.find((s) => s === one(sp.speciality));
  const now = new Date();
  const [working, soleTypeId, activeTypes, policy] = await Promise.all([deskDay(actor, date, { speciality }, now), soleTypeIdOfClinic(), activeVisitTypes(), bookingPolicy()]);
  // The doctor filter chooses among those working that day (of the speciality chosen).
  const doctorId = one(sp.doctor);
  const chosen = doctorId ? working.find((d) => d._id === doctorId) : undefined;
  const doctors = doctorId ? (chosen ? [chosen] : []) : working;
  const typesOf = (doctorId: string) => typesOfDoctor(activeTypes, doctorId).map((t) => ({ id: t.id, name: t.name, durationMinutes: t.durationMinutes }));
  const visits = doctors.reduce((n, d) => n + d.appointments.length, 0);
  const dayHref = (d: string) =>
    `/desk?date=${d}${speciality ? `&speciality=${encodeURIComponent(speciality)}` : ""}${doctorId ? `&doctor=${encodeURIComponent(doctorId)}` : ""}`;

  return (
    <>
      <AutoRefresh />
      <PageHeader
        title={t("title")}
        description={t("summary", { day: spokenDate(date, locale), today: date === today ? "yes" : "no", doctors: doctors.length, visits })}
      />

      <nav aria-label={t("chooseDay")} className="flex flex-wrap items-end gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={dayHref(addDays(date, -1))}>
            <ChevronLeft aria-hidden className="rtl:-scale-x-100" /> {t("previousDay")}
          </Link>
        </Button>
        <Button asChild variant={date === today ? "secondary" : "outline"} size="sm">
          <Link href={dayHref(today)} aria-current={date === today ? "date" : undefined}>
            {t("today")}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={dayHref(addDays(date, 1))}>
            {t("nextDay")} <ChevronRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
        {/* Keyed by the day shown: the day links move on the client, and the fields' default values would keep the day before. */}
        <form key={`${date}|${speciality ?? ""}|${doctorId ?? ""}`} method="get" action="/desk" className="flex flex-wrap items-end gap-2 sm:ms-auto">
          <div className="grid gap-1 text-sm font-medium">
            <label htmlFor="desk-day">{t("day")}</label>
            <input id="desk-day" type="date" name="date" defaultValue={date} className="h-9 rounded-md border border-input bg-background px-2 text-sm" />
          </div>
          <SpecialitySelect id="desk-speciality" name="speciality" label={t("speciality")} allLabel={t("allSpecialities")} value={speciality ?? ""} names={specialities} />
          <DoctorSelect
            id="desk-doctor"
            name="doctor"
            label={t("doctor")}
            allLabel={t("allDoctors")}
            value={chosen ? chosen._id : ""}
            doctors={working.map((d) => ({ id: d._id, name: d.name }))}
          />
          <Button type="submit" size="sm">
            {t("show")}
          </Button>
        </form>
      </nav>

      {doctors.length === 0 ? (
        <EmptyState icon={Coffee} title={t("emptyTitle")}>
          {speciality || doctorId ? t("emptyFiltered") : t("emptyAll")}
        </EmptyState>
      ) : (
        <DayBoard doctors={doctors} date={date} today={today} now={now} tz={tz} rowMinutes={rowMinutesOf(policy.slotIntervalMinutes ?? SLOT_MINUTES)} typesOf={typesOf} soleTypeId={soleTypeId} />
      )}
    </>
  );
}
