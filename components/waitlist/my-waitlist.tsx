// "Your waitlist" on My Appointments (issue 27): the patient's entries and their family's, each
// with its days and wishes, its place in line, a time held for it now (with the way to claim it)
// and Leave. Shown only to a patient who has or had entries.
import Link from "next/link";
import { Clock, Hourglass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { LeaveWaitlistButton } from "@/components/waitlist/leave-button";
import { formatDate, spokenDate } from "@/lib/format";
import { clinicMinutesOf, clinicTimeZone, formatSlotTime } from "@/lib/clinic-time";
import { PART_LABELS } from "@/lib/waitlist/matching";
import type { WaitlistEntryDTO } from "@/lib/waitlist/schema";

const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const ENDED: Record<string, string> = { booked: "Booked", left: "Left", removed: "Removed by the clinic", ended: "Ended" };

/** "Mornings, Afternoons · Mon, Thu" or "Any time". */
export function wishText(e: Pick<WaitlistEntryDTO, "partsOfDay" | "weekdays">): string {
  const parts = e.partsOfDay.map((p) => PART_LABELS[p].split(" (")[0]).join(", ");
  const days = [...e.weekdays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => WEEKDAY_SHORT[d]).join(", ");
  return [parts, days].filter(Boolean).join(" · ") || "Any time";
}

export function MyWaitlist({ entries, selfId }: { entries: WaitlistEntryDTO[]; selfId: string }) {
  return (
    <section aria-labelledby="waitlist-title" className="space-y-4">
      <h2 id="waitlist-title" className="flex items-center gap-2 text-xl font-semibold">
        <Hourglass className="size-5 text-primary" aria-hidden /> Your waitlist
      </h2>
      <ul className="grid gap-3">
        {entries.map((e) => (
          <li key={e._id} data-waitlist-entry={e._id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 space-y-0.5">
                <p className="font-semibold">{e.doctor.name}</p>
                <p className="text-sm text-muted-foreground">
                  {e.doctor.speciality}
                  {e.visitType ? ` · ${e.visitType.name}` : ""}
                  {e.patient._id !== selfId ? ` · For ${e.patient.name}` : ""}
                </p>
                <p className="text-sm">
                  {formatDate(e.from)} – {formatDate(e.to)} · {wishText(e)}
                </p>
              </div>
              {e.status === "waiting" ? (
                <Badge variant="warning">{e.position === 1 ? "Next in line" : `Number ${e.position} in line`}</Badge>
              ) : (
                <Badge variant="outline">{ENDED[e.status]}</Badge>
              )}
            </div>
            {e.offer ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3" role="status">
                <p className="flex items-center gap-2 text-sm font-medium">
                  <Clock className="size-4 shrink-0 text-warning" aria-hidden />
                  {spokenDate(e.offer.date)}, {e.offer.time} is held for you until {formatSlotTime(clinicMinutesOf(new Date(e.offer.expiresAt), clinicTimeZone()))}
                </p>
                <Button asChild size="sm">
                  <Link href={`/waitlist/offers/${e.offer.token}`}>Claim or decline</Link>
                </Button>
              </div>
            ) : null}
            {e.status === "waiting" ? (
              <div>
                <LeaveWaitlistButton entryId={e._id} doctorName={e.doctor.name} patientName={e.patient._id !== selfId ? e.patient.name : ""} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
