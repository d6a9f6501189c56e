// The front desk's day as a time grid (issue 26): time down the side in the clinic's zone at the
// slot interval, one column per doctor; each visit a block as long as the visit, coloured by its
// status (with its icon and word for those who do not see colour); hours white, the rest of the
// day and time off shaded; a line at the current time; the doctor's free starts as cells that open
// "Book" (board-book-host.tsx). The time column stays while the doctors' columns scroll sideways.
// Server markup only but for the board's one client component (BoardBookHost, issue 43): the
// columns' Book and Walk-in and the free starts are plain buttons it reads through data-* attributes.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
// Server-drawn icons: one per visit block (a client reference each, with lucide-react).
import { CircleCheckBig as CheckCircle2, Clock, LogIn, UserX, type Icon as LucideIcon } from "@/components/ui/icons";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { BoardBookHost } from "@/components/desk/board-book-host";
import type { DeskVisitType } from "@/components/desk/desk-book-dialog";
import { Button } from "@/components/ui/button";
import { ClientMessages } from "@/components/intl/client-messages";
import { clinicMinutesOf, displaySlotTime, parseSlotTime } from "@/lib/clinic-time";
import { clockMinutes } from "@/lib/schedule/slots";
import type { AppointmentStatus } from "@/lib/appointments/status";
import { slotTimeLabel } from "@/lib/desk/labels";
import { specialityName } from "@/lib/clinic/speciality-names";
import type { DeskDoctor } from "@/lib/desk/day-board";
import { boardHeight, boardRange, hoursSpan, placed, PX_PER_MINUTE, rowStarts, timeOffSpan, type MinuteSpan } from "@/lib/desk/time-grid";
import { showsVisitType, timeRange } from "@/lib/visit-types/labels";
import { cn } from "@/lib/utils";
// A block's status for screen readers: DeskBoard keys.
import { STATUS_KEYS } from "@/components/appointments/status-keys";

type Props = {
  doctors: DeskDoctor[];
  date: string;
  today: string;
  now: Date;
  tz: string;
  rowMinutes: number;
  typesOf: (doctorId: string) => DeskVisitType[];
  soleTypeId: string | null;
};

type Appointment = DeskDoctor["appointments"][number];

/** Colours of a block by status: open visits in the brand's blue, then amber, green and red as the badges have them. */
const BLOCK: Record<Exclude<AppointmentStatus, "cancelled">, { className: string; Icon: LucideIcon }> = {
  pending: { className: "border-primary/40 border-s-primary bg-primary/10", Icon: Clock },
  confirmed: { className: "border-primary/40 border-s-primary bg-primary/10", Icon: Clock },
  checked_in: { className: "border-warning/40 border-s-warning bg-warning/10", Icon: LogIn },
  completed: { className: "border-success/40 border-s-success bg-success/10", Icon: CheckCircle2 },
  no_show: { className: "border-destructive/40 border-s-destructive bg-destructive/10", Icon: UserX },
};
// Labels are DeskBoard keys.
const LEGEND: ["legendBooked" | "legendCheckedIn" | "legendCompleted" | "legendNoShow", string][] = [
  ["legendBooked", BLOCK.pending.className],
  ["legendCheckedIn", BLOCK.checked_in.className],
  ["legendCompleted", BLOCK.completed.className],
  ["legendNoShow", BLOCK.no_show.className],
];
/** Time off and the hours outside work: diagonal stripes over the muted colour. */
const STRIPES = "bg-[repeating-linear-gradient(135deg,var(--color-muted)_0_6px,var(--color-card)_6px_12px)]";

function spanOf(a: Appointment, tz: string): MinuteSpan {
  const start = clinicMinutesOf(new Date(a.startsAt), tz);
  return { start, end: start + (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000 };
}

export function DayBoard({ doctors, date, today, now, tz, rowMinutes, typesOf, soleTypeId }: Props) {
  const t = useTranslations("DeskBoard");
  const locale = useLocale();
  const spans = doctors.flatMap((d) => [...d.hours.map(hoursSpan), ...d.appointments.filter((a) => a.status !== "cancelled").map((a) => spanOf(a, tz))]);
  const range = boardRange(spans);
  const rows = rowStarts(range, rowMinutes);
  const height = boardHeight(range);
  const lines = rowLines(range, rowMinutes);
  const nowMinutes = date === today ? clinicMinutesOf(now, tz) : null;
  const nowShown = nowMinutes !== null && nowMinutes >= range.start && nowMinutes <= range.end ? nowMinutes : null;
  // Each type once (most doctors offer the same ones), each doctor's by id.
  const catalog = new Map<string, DeskVisitType>();
  const bookable = Object.fromEntries(
    doctors.map((d) => {
      const types = typesOf(d._id);
      for (const type of types) catalog.set(type.id, type);
      return [d._id, { name: d.name, typeIds: types.map((type) => type.id) }];
    }),
  );

  return (
    // The Book and Walk-in dialogs (the host's and the columns' buttons) and the patient finder in them.
    <ClientMessages namespaces={["DeskBook", "DeskPatientFinder", "Series", "IntakeQuestions"]}>
      <BoardBookHost date={date} types={[...catalog.values()]} doctors={bookable}>
        <ul aria-label={t("legend")} className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {LEGEND.map(([label, className]) => (
            <li key={label} className="flex items-center gap-1.5">
              <span aria-hidden className={cn("size-3 rounded-sm border border-s-4", className)} />
              {t(label)}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span aria-hidden className={cn("size-3 rounded-sm border", STRIPES)} />
            {t("legendTimeOff")}
          </li>
        </ul>
        <p className="mb-3 text-sm text-muted-foreground">{t("hint")}</p>
        {/* The columns scroll sideways on a tablet or phone; the time column stays (sticky). Relative:
            the columns' sr-only texts (absolute) are placed in this scroller, not past the page's edge. */}
        <div className="relative overflow-x-auto pb-2" tabIndex={0} role="region" aria-label={t("columns")}>
          {/* At least as wide as its columns: a sticky item stays only within its containing block, so a
              grid as wide as the screen (its columns overflowing it) let the time column scroll away. */}
          <div
            className="grid grid-rows-[auto_auto] gap-x-2"
            style={{ gridTemplateColumns: `4.5rem repeat(${doctors.length}, minmax(11.5rem, 1fr))`, minWidth: `calc(4.5rem + ${doctors.length} * 12rem)` }}
          >
            <div className="sticky start-0 z-30 row-span-2 grid grid-rows-subgrid bg-background" data-time-column="">
              <div />
              <div className="relative border-e" style={{ height }} aria-hidden>
                {rows.map((m) => (
                  <span key={m} className={cn("absolute end-2 text-xs tabular-nums", m % 60 === 0 ? "font-medium" : "text-muted-foreground")} style={{ top: placed({ start: m, end: m }, range, 0).top }}>
                    {displaySlotTime(m, locale)}
                  </span>
                ))}
                {nowShown !== null ? (
                  <span className="absolute end-0 z-10 -translate-y-1/2 rounded bg-destructive px-1 text-[0.65rem] leading-4 font-semibold whitespace-nowrap text-destructive-foreground tabular-nums" style={{ top: placed({ start: nowShown, end: nowShown }, range, 0).top }}>
                    {displaySlotTime(nowShown, locale)}
                  </span>
                ) : null}
              </div>
            </div>
            {doctors.map((d) => (
              <DoctorColumn key={d._id} doctor={d} date={date} today={today} tz={tz} range={range} lines={lines} rowMinutes={rowMinutes} height={height} nowMinutes={nowShown} soleTypeId={soleTypeId} />
            ))}
          </div>
        </div>
        {nowShown !== null ? <p className="sr-only">{t("timeNow", { time: displaySlotTime(nowShown, locale) })}</p> : null}
      </BoardBookHost>
    </ClientMessages>
  );
}

function DoctorColumn({
  doctor: d,
  date,
  today,
  tz,
  range,
  lines,
  rowMinutes,
  height,
  nowMinutes,
  soleTypeId,
}: {
  doctor: DeskDoctor;
  date: string;
  today: string;
  tz: string;
  range: MinuteSpan;
  lines: React.CSSProperties;
  rowMinutes: number;
  height: number;
  nowMinutes: number | null;
  soleTypeId: string | null;
}) {
  const t = useTranslations("DeskBoard");
  const book = useTranslations("DeskBook");
  const specialities = useTranslations("SpecialityNames");
  const locale = useLocale();
  const open = d.appointments.filter((a) => a.status !== "cancelled");
  const cancelled = d.appointments.filter((a) => a.status === "cancelled");
  const timeOff = d.timeOff.map((t) => ({ ...t, span: timeOffSpan(t, date) })).filter((t) => t.span !== null);
  // A cell per free start on the board's rows (at a 5-minute interval, the quarter hours): the
  // column's Book button offers every start.
  const cells = d.freeStarts.map((time) => ({ time, minutes: parseSlotTime(time) })).filter((c): c is { time: string; minutes: number } => c.minutes !== null && c.minutes % rowMinutes === 0);

  return (
    <section aria-labelledby={`desk-doctor-${d._id}`} data-doctor-id={d._id} className="row-span-2 grid grid-rows-subgrid">
      <header className="flex flex-col gap-1 rounded-t-xl border border-b-0 bg-card p-3">
        <h2 id={`desk-doctor-${d._id}`} className="font-semibold">
          {d.name}
        </h2>
        <p className="text-sm text-muted-foreground">{specialityName(d.speciality, specialities)}</p>
        <p className="text-sm">
          <span className="sr-only">{t("hours")} </span>
          {d.hours.length ? (
            <bdi dir="ltr">{d.hours.map((h) => timeRange(displaySlotTime(clockMinutes(h.start), locale), displaySlotTime(clockMinutes(h.end) % 1440, locale))).join(", ")}</bdi>
          ) : (
            t("notWorking")
          )}
        </p>
        {timeOff.map((off) => (
          <p key={off.from + off.to} className="rounded-md bg-muted px-2 py-1 text-sm text-muted-foreground" data-field="time-off">
            {off.from.includes("T") ? t.rich("timeOffHours", { hours: () => <bdi dir="ltr">{`${off.from.slice(11)}–${off.to.slice(11)}`}</bdi> }) : t("timeOffAllDay")}
            {off.reason ? t("timeOffReason", { reason: off.reason }) : ""}
          </p>
        ))}
        {date >= today ? (
          // Opened by the board's host (board-book-host.tsx), which reads data-desk-book and data-doctor-id.
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            {/* Their icons: app/globals.css ([data-desk-book]::before). */}
            <Button type="button" size="sm" className="px-2.5" data-desk-book="book" data-doctor-id={d._id}>
              {book("book")}
              <span className="sr-only"> {book("withDoctor", { doctor: d.name })}</span>
            </Button>
            {date === today ? (
              <Button type="button" size="sm" variant="outline" className="px-2.5" data-desk-book="walk-in" data-doctor-id={d._id}>
                {book("walkIn")}
                <span className="sr-only"> {book("withDoctor", { doctor: d.name })}</span>
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      <div className="flex flex-col rounded-b-xl border bg-card">
        {/* --row and the lines' variables (rowLines): the row lines and the free starts' height. */}
        <div className={cn("relative", STRIPES)} style={{ height, ...lines }}>
          {d.hours.map(hoursSpan).map((h) => (
            <div key={h.start} className="absolute inset-x-0 bg-card" style={placed(h, range, 0)} aria-hidden />
          ))}
          {/* The rows' lines: one layer a column (desk-rows, app/globals.css), not an element a row. */}
          <div className="desk-rows" aria-hidden />
          {timeOff.map((off) => (
            <div key={off.from + off.to} className={cn("absolute inset-x-0 border-y", STRIPES)} style={placed(off.span!, range, 0)} aria-hidden>
              <span className="m-1 inline-block rounded bg-muted px-1.5 text-xs text-muted-foreground">{t("timeOff")}</span>
            </div>
          ))}
          {cells.length ? (
            <div role="group" aria-label={t("freeStarts", { doctor: d.name })}>
              {cells.map((c) => {
                const label = slotTimeLabel(c.time, locale);
                // `desk-free-start` (app/globals.css) shows "+ 10:30 AM" on hover and focus from
                // data-time, or data-label where the page's language writes the start otherwise.
                return (
                  <button
                    key={c.time}
                    type="button"
                    data-free-start=""
                    data-doctor-id={d._id}
                    data-time={c.time}
                    {...(label === c.time ? {} : { "data-label": label })}
                    aria-label={t("bookStart", { time: label, doctor: d.name })}
                    className="desk-free-start"
                    style={{ top: placed({ start: c.minutes, end: c.minutes }, range, 0).top }}
                  />
                );
              })}
            </div>
          ) : null}
          {open.length ? (
            // Above the free cells; clicks between the blocks reach the cells under the list.
            <ol aria-label={t("visitsWith", { doctor: d.name })} className="pointer-events-none absolute inset-0 z-10">
              {open.map((a) => (
                <VisitBlock key={a._id} a={a} style={placed(spanOf(a, tz), range)} soleTypeId={soleTypeId} />
              ))}
            </ol>
          ) : (
            <p className="sr-only">{t("noVisits")}</p>
          )}
          {nowMinutes !== null ? <div className="absolute inset-x-0 z-20 border-t-2 border-destructive" style={{ top: placed({ start: nowMinutes, end: nowMinutes }, range, 0).top }} aria-hidden /> : null}
        </div>
        {cancelled.length ? (
          <details className="border-t px-3 py-2 text-sm">
            <summary className="cursor-pointer text-muted-foreground">{t("cancelled", { count: String(cancelled.length) })}</summary>
            <ul aria-label={t("cancelledWith", { doctor: d.name })} className="mt-1 grid gap-1">
              {cancelled.map((a) => (
                <li key={a._id} data-appointment-id={a._id} data-status={a.status} className="flex items-center justify-between gap-2">
                  <Link href={`/desk/visits/${a._id}`} className="min-w-0 truncate underline-offset-4 hover:underline">
                    <bdi dir="ltr">{slotTimeLabel(a.time, locale)}</bdi> {a.user?.name || t("unknownPatient")}
                  </Link>
                  <StatusBadge status={a.status} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The rows' lines of a column as CSS variables for `desk-rows` (app/globals.css): a line every row
 * (`rowMinutes`) and a darker one on each whole hour among them, from the rows' first start.
 */
function rowLines(range: MinuteSpan, rowMinutes: number): React.CSSProperties {
  const first = Math.ceil(range.start / rowMinutes) * rowMinutes;
  // The first row on a whole hour, and how often one comes (every row that is a multiple of 60 minutes).
  let hourRow = first;
  while (hourRow % 60 !== 0 && hourRow < range.end) hourRow += rowMinutes;
  const hourEvery = (rowMinutes * 60) / gcd(rowMinutes, 60);
  const px = (minutes: number) => `${minutes * PX_PER_MINUTE}px`;
  return {
    "--row": px(rowMinutes),
    "--row-at": px(first - range.start),
    // No row on the hour (a board shorter than its rows' hour period): the one line sits above the top.
    ...(hourRow < range.end ? { "--hour": px(hourEvery), "--hour-at": px(hourRow - range.start) } : { "--hour": "9999px", "--hour-at": "-1px" }),
  } as React.CSSProperties;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function VisitBlock({ a, style, soleTypeId }: { a: Appointment; style: React.CSSProperties; soleTypeId: string | null }) {
  const t = useTranslations("DeskBoard");
  const locale = useLocale();
  const { className, Icon } = BLOCK[a.status as keyof typeof BLOCK] ?? BLOCK.pending;
  const patient = a.user?.name || t("unknownPatient");
  const about = [showsVisitType(a.visitType._id, soleTypeId) ? a.visitType.name : null, a.reason || null].filter(Boolean).join(" · ");
  return (
    // `desk-visit` (app/globals.css): the block's frame, its link and its first line, once for every block.
    <li data-appointment-id={a._id} data-status={a.status} className={cn("desk-visit", className)} style={style}>
      <Link href={`/desk/visits/${a._id}`}>
        <span>
          <Icon className="size-3 shrink-0" aria-hidden />
          {/* The start and the length: "10:30 AM – 11:00 AM" does not fit a column's width. Numbers
              go in as text: Latin digits in every language, as lib/i18n/format.ts writes them. */}
          <span className="truncate">{t("blockTime", { time: slotTimeLabel(a.time, locale), minutes: String(Math.round((Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000)) })}</span>
          <span className="sr-only">{t("blockStatus", { status: t(STATUS_KEYS[a.status]) })}</span>
        </span>
        <span className="truncate font-medium" data-field="patient">
          {patient}
        </span>
        {a.guardian ? <span className="truncate">{t("guardian", { name: a.guardian.name })}</span> : null}
        {about ? <span className="truncate">{about}</span> : null}
      </Link>
    </li>
  );
}
