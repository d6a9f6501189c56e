import { DoctorSelect, SpecialitySelect } from "@/components/forms/filter-selects";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { Coffee } from "lucide-react";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { soleTypeIdOfClinic } from "@/components/appointments/visit-type-line";
import { Button } from "@/components/ui/button";
import { requirePageActor } from "@/lib/auth/session";
import { DESK_PAGE_SIZE, deskDay } from "@/lib/desk/day-board";
import { rowMinutesOf } from "@/lib/desk/time-grid";
import { activeVisitTypes, typesOfDoctor } from "@/lib/visit-types/catalog";
import { bookingPolicy } from "@/lib/schedule/policy";
import { SLOT_MINUTES } from "@/lib/schedule/slots";
import { DayBoard } from "@/components/desk/day-board";
import { AutoRefresh } from "@/components/desk/auto-refresh";
import { addDays, clinicDateOf, clinicTimeZone, isClinicDate } from "@/lib/clinic-time";
import { SPECIALITIES } from "@/lib/clinic/specialities";
import { spokenDate } from "@/lib/i18n/format";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DeskDay");
  return { title: t("title") };
}

type Search = Promise<{ date?: string | string[]; speciality?: string | string[]; doctor?: string | string[]; page?: string | string[] }>;
const DOCTOR_OPTIONS_MAX = 200;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The clinic's day for the front desk (issue 26): a time grid with one column per doctor working
 * that day (components/desk/day-board.tsx); a block opens its visit, a free start books it.
 * Plain links and a GET form choose the day and the speciality (they work before any script).
 * A day of many doctors shows DESK_PAGE_SIZE columns at a time (`?page=`, issue 40), by name.
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
  // The doctor filter chooses among those working that day (of the speciality chosen); without it, a page of them.
  const doctorId = one(sp.doctor);
  const pageAsked = Math.max(1, Math.floor(Number(one(sp.page))) || 1);
  const [day, soleTypeId, activeTypes, policy] = await Promise.all([
    deskDay(actor, date, { speciality, doctorId }, now, { offset: (pageAsked - 1) * DESK_PAGE_SIZE, limit: DESK_PAGE_SIZE }),
    soleTypeIdOfClinic(),
    activeVisitTypes(),
    bookingPolicy(),
  ]);
  const { working, doctors } = day;
  const pageNumber = day.offset / DESK_PAGE_SIZE + 1;
  const chosen = doctorId ? doctors[0] : undefined;
  // A type that allows series offers "Repeat" up to its maximum (issue 48).
  const typesOf = (doctorId: string) =>
    typesOfDoctor(activeTypes, doctorId).map((t) => ({ id: t.id, name: t.name, durationMinutes: t.durationMinutes, seriesMaxCount: t.seriesAllowed ? t.seriesMaxCount : null, questions: t.questions }));
  const shownDoctors = doctorId ? doctors.length : working.length;
  const paged = !doctorId && working.length > DESK_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(working.length / DESK_PAGE_SIZE));
  const query = (d: string, page = 1) =>
    `/desk?date=${d}${speciality ? `&speciality=${encodeURIComponent(speciality)}` : ""}${doctorId ? `&doctor=${encodeURIComponent(doctorId)}` : ""}${page > 1 ? `&page=${page}` : ""}`;
  const dayHref = (d: string) => query(d);
  // The doctor filter offers every doctor of the day, up to DOCTOR_OPTIONS_MAX; a larger clinic's
  // list (thousands of options, hundreds of kB a page) offers this page's doctors: the speciality narrows it first.
  const doctorOptions = working.length <= DOCTOR_OPTIONS_MAX ? working : doctors.map((d) => ({ _id: d._id, name: d.name }));

  return (
    <>
      <AutoRefresh />
      <PageHeader
        title={t("title")}
        description={t("summary", { day: spokenDate(date, locale), today: date === today ? "yes" : "no", doctors: shownDoctors, visits: day.visits })}
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
            doctors={doctorOptions.map((d) => ({ id: d._id, name: d.name }))}
          />
          <Button type="submit" size="sm">
            {t("show")}
          </Button>
        </form>
      </nav>

      {paged ? (
        <nav aria-label={t("doctorPages")} className="flex flex-wrap items-center gap-2 text-sm">
          <p aria-live="polite" data-field="doctor-page">
            {t("pageOf", { from: String(day.offset + 1), to: String(day.offset + doctors.length), total: String(working.length) })}
          </p>
          {pageNumber > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link href={query(date, pageNumber - 1)}>
                <ChevronLeft aria-hidden className="rtl:-scale-x-100" /> {t("previousDoctors")}
              </Link>
            </Button>
          ) : null}
          {pageNumber < lastPage ? (
            <Button asChild variant="outline" size="sm">
              <Link href={query(date, pageNumber + 1)}>
                {t("nextDoctors")} <ChevronRight aria-hidden className="rtl:-scale-x-100" />
              </Link>
            </Button>
          ) : null}
        </nav>
      ) : null}

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
