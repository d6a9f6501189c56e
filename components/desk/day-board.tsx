// The front desk's day as a time grid (issue 26): time down the side in the clinic's zone at the
// slot interval, one column per doctor; each visit a block as long as the visit, coloured by its
// status (with its icon and word for those who do not see colour); hours white, the rest of the
// day and time off shaded; a line at the current time; the doctor's free starts as cells that open
// "Book" (board-book-host.tsx). The time column stays while the doctors' columns scroll sideways.
import Link from "next/link";
import { CheckCircle2, Clock, LogIn, UserX, type LucideIcon } from "lucide-react";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { BoardBookHost } from "@/components/desk/board-book-host";
import { DeskBookButton, type DeskVisitType } from "@/components/desk/desk-book-dialog";
import { clinicMinutesOf, formatSlotTime, parseSlotTime } from "@/lib/clinic-time";
import { clockMinutes } from "@/lib/schedule/slots";
import { statusLabel, type AppointmentStatus } from "@/lib/appointments/status";
import type { DeskDoctor } from "@/lib/appointments/desk-day";
import { boardHeight, boardRange, hoursSpan, placed, rowStarts, timeOffSpan, type MinuteSpan } from "@/lib/appointments/desk-grid";
import { showsVisitType, timeRange } from "@/lib/visit-types/labels";
import { cn } from "@/lib/utils";

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
const LEGEND: [string, string][] = [
  ["Booked", BLOCK.pending.className],
  ["Checked in", BLOCK.checked_in.className],
  ["Completed", BLOCK.completed.className],
  ["No-show", BLOCK.no_show.className],
];
/** Time off and the hours outside work: diagonal stripes over the muted colour. */
const STRIPES = "bg-[repeating-linear-gradient(135deg,var(--color-muted)_0_6px,var(--color-card)_6px_12px)]";

function spanOf(a: Appointment, tz: string): MinuteSpan {
  const start = clinicMinutesOf(new Date(a.startsAt), tz);
  return { start, end: start + (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000 };
}

export function DayBoard({ doctors, date, today, now, tz, rowMinutes, typesOf, soleTypeId }: Props) {
  const spans = doctors.flatMap((d) => [...d.hours.map(hoursSpan), ...d.appointments.filter((a) => a.status !== "cancelled").map((a) => spanOf(a, tz))]);
  const range = boardRange(spans);
  const rows = rowStarts(range, rowMinutes);
  const height = boardHeight(range);
  const nowMinutes = date === today ? clinicMinutesOf(now, tz) : null;
  const nowShown = nowMinutes !== null && nowMinutes >= range.start && nowMinutes <= range.end ? nowMinutes : null;
  const bookable = Object.fromEntries(doctors.map((d) => [d._id, { name: d.name, types: typesOf(d._id) }]));

  return (
    <BoardBookHost date={date} doctors={bookable}>
      <ul aria-label="Colours of the board" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {LEGEND.map(([label, className]) => (
          <li key={label} className="flex items-center gap-1.5">
            <span aria-hidden className={cn("size-3 rounded-sm border border-s-4", className)} />
            {label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden className={cn("size-3 rounded-sm border", STRIPES)} />
          Time off or not working
        </li>
      </ul>
      <p className="mb-3 text-sm text-muted-foreground">Choose a free time in a doctor&apos;s column to book it, or a visit to open it.</p>
      {/* The columns scroll sideways on a tablet or phone; the time column stays (sticky). Relative:
          the columns' sr-only texts (absolute) are placed in this scroller, not past the page's edge. */}
      <div className="relative overflow-x-auto pb-2" tabIndex={0} role="region" aria-label="Doctors' columns">
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
                  {formatSlotTime(m)}
                </span>
              ))}
              {nowShown !== null ? (
                <span className="absolute end-0 z-10 -translate-y-1/2 rounded bg-destructive px-1 text-[0.65rem] leading-4 font-semibold whitespace-nowrap text-destructive-foreground tabular-nums" style={{ top: placed({ start: nowShown, end: nowShown }, range, 0).top }}>
                  {formatSlotTime(nowShown)}
                </span>
              ) : null}
            </div>
          </div>
          {doctors.map((d) => (
            <DoctorColumn key={d._id} doctor={d} date={date} today={today} tz={tz} range={range} rows={rows} rowMinutes={rowMinutes} height={height} nowMinutes={nowShown} types={bookable[d._id].types} soleTypeId={soleTypeId} />
          ))}
        </div>
      </div>
      {nowShown !== null ? <p className="sr-only">The time now is {formatSlotTime(nowShown)}.</p> : null}
    </BoardBookHost>
  );
}

function DoctorColumn({
  doctor: d,
  date,
  today,
  tz,
  range,
  rows,
  rowMinutes,
  height,
  nowMinutes,
  types,
  soleTypeId,
}: {
  doctor: DeskDoctor;
  date: string;
  today: string;
  tz: string;
  range: MinuteSpan;
  rows: number[];
  rowMinutes: number;
  height: number;
  nowMinutes: number | null;
  types: DeskVisitType[];
  soleTypeId: string | null;
}) {
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
        <p className="text-sm text-muted-foreground">{d.speciality}</p>
        <p className="text-sm">
          <span className="sr-only">Hours: </span>
          {d.hours.length ? d.hours.map((h) => timeRange(formatSlotTime(clockMinutes(h.start)), formatSlotTime(clockMinutes(h.end) % 1440))).join(", ") : "Not working"}
        </p>
        {timeOff.map((t) => (
          <p key={t.from + t.to} className="rounded-md bg-muted px-2 py-1 text-sm text-muted-foreground" data-field="time-off">
            Time off {t.from.includes("T") ? `${t.from.slice(11)}–${t.to.slice(11)}` : "all day"}
            {t.reason ? `: ${t.reason}` : ""}
          </p>
        ))}
        {date >= today ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            <DeskBookButton doctor={{ id: d._id, name: d.name }} types={types} date={date} mode="book" />
            {date === today ? <DeskBookButton doctor={{ id: d._id, name: d.name }} types={types} date={date} mode="walk-in" /> : null}
          </div>
        ) : null}
      </header>
      <div className="flex flex-col rounded-b-xl border bg-card">
        <div className={cn("relative", STRIPES)} style={{ height }}>
          {d.hours.map(hoursSpan).map((h) => (
            <div key={h.start} className="absolute inset-x-0 bg-card" style={placed(h, range, 0)} aria-hidden />
          ))}
          {rows.map((m) => (
            <div key={m} className={cn("absolute inset-x-0 border-t", m % 60 === 0 ? "border-border" : "border-border/50")} style={{ top: placed({ start: m, end: m }, range, 0).top }} aria-hidden />
          ))}
          {timeOff.map((t) => (
            <div key={t.from + t.to} className={cn("absolute inset-x-0 border-y", STRIPES)} style={placed(t.span!, range, 0)} aria-hidden>
              <span className="m-1 inline-block rounded bg-muted px-1.5 text-xs text-muted-foreground">Time off</span>
            </div>
          ))}
          {cells.length ? (
            <div role="group" aria-label={`Free starts with ${d.name}`}>
              {cells.map((c) => (
                <button
                  key={c.time}
                  type="button"
                  data-free-start=""
                  data-doctor-id={d._id}
                  data-time={c.time}
                  aria-label={`Book ${c.time} with ${d.name}`}
                  className="group absolute inset-x-1 rounded-md text-start text-xs hover:bg-primary/10 focus-visible:bg-primary/10 focus-visible:outline-2 focus-visible:outline-ring"
                  style={placed({ start: c.minutes, end: c.minutes + rowMinutes }, range, 0)}
                >
                  <span className="px-2 font-medium text-primary opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100">+ {c.time}</span>
                </button>
              ))}
            </div>
          ) : null}
          {open.length ? (
            // Above the free cells; clicks between the blocks reach the cells under the list.
            <ol aria-label={`Visits with ${d.name}`} className="pointer-events-none absolute inset-0 z-10">
              {open.map((a) => (
                <VisitBlock key={a._id} a={a} style={placed(spanOf(a, tz), range)} soleTypeId={soleTypeId} />
              ))}
            </ol>
          ) : (
            <p className="sr-only">No visits booked.</p>
          )}
          {nowMinutes !== null ? <div className="absolute inset-x-0 z-20 border-t-2 border-destructive" style={{ top: placed({ start: nowMinutes, end: nowMinutes }, range, 0).top }} aria-hidden /> : null}
        </div>
        {cancelled.length ? (
          <details className="border-t px-3 py-2 text-sm">
            <summary className="cursor-pointer text-muted-foreground">Cancelled ({cancelled.length})</summary>
            <ul aria-label={`Cancelled visits with ${d.name}`} className="mt-1 grid gap-1">
              {cancelled.map((a) => (
                <li key={a._id} data-appointment-id={a._id} data-status={a.status} className="flex items-center justify-between gap-2">
                  <Link href={`/desk/visits/${a._id}`} className="min-w-0 truncate underline-offset-4 hover:underline">
                    {a.time} {a.user?.name || "Unknown Patient"}
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

function VisitBlock({ a, style, soleTypeId }: { a: Appointment; style: React.CSSProperties; soleTypeId: string | null }) {
  const { className, Icon } = BLOCK[a.status as keyof typeof BLOCK] ?? BLOCK.pending;
  const patient = a.user?.name || "Unknown Patient";
  const about = [showsVisitType(a.visitType._id, soleTypeId) ? a.visitType.name : null, a.reason || null].filter(Boolean).join(" · ");
  return (
    <li data-appointment-id={a._id} data-status={a.status} className={cn("pointer-events-auto absolute inset-x-1 overflow-hidden rounded-md border border-s-4 text-xs", className)} style={style}>
      <Link href={`/desk/visits/${a._id}`} className="flex h-full flex-col px-1.5 py-0.5 leading-4 hover:bg-background/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring">
        <span className="flex items-center gap-1 font-semibold tabular-nums">
          <Icon className="size-3 shrink-0" aria-hidden />
          {/* The start and the length: "10:30 AM – 11:00 AM" does not fit a column's width. */}
          <span className="truncate">
            {a.time} · {Math.round((Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000)} min
          </span>
          <span className="sr-only">, {statusLabel(a.status)}:</span>
        </span>
        <span className="truncate font-medium" data-field="patient">
          {patient}
        </span>
        {a.guardian ? <span className="truncate">Guardian {a.guardian.name}</span> : null}
        {about ? <span className="truncate">{about}</span> : null}
      </Link>
    </li>
  );
}
