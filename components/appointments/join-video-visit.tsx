"use client";

// "Join video visit" on a video appointment's page (issue 24 item 5): a link to the meeting,
// active from ten minutes before the start until the end, and otherwise a disabled button with
// why. The page renders the state at its own clock; here it is checked again every 30 seconds,
// so a page left open turns the button on (and off) by itself. The page renders this only for
// those allowed to see the link (the patient, the doctor, staff).
import { useEffect, useState } from "react";
import { ExternalLink, Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslations } from "next-intl";
import { JOIN_OPENS_MINUTES_BEFORE, joinState } from "@/lib/visit-types/join";

const RECHECK_MS = 30_000;

export function JoinVideoVisit({
  url,
  startsAt,
  endsAt,
  renderedAt,
  hintId,
}: {
  url: string;
  /** ISO instants of the visit and of the server's render. */
  startsAt: string;
  endsAt: string;
  renderedAt: string;
  hintId: string;
}) {
  const t = useTranslations("JoinVideoVisit");
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);

  const state = joinState(now, new Date(startsAt), new Date(endsAt));
  if (state === "open") {
    return (
      <Button asChild>
        <a href={url} target="_blank" rel="noopener noreferrer" data-field="join-video">
          <Video aria-hidden /> {t("join")} <ExternalLink aria-hidden />
          <span className="sr-only"> {t("newTab")}</span>
        </a>
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <Button type="button" disabled aria-describedby={hintId} data-field="join-video">
        <Video aria-hidden /> {t("join")}
      </Button>
      <p id={hintId} className="text-sm text-muted-foreground">
        {state === "early" ? t("earlyHint", { minutes: JOIN_OPENS_MINUTES_BEFORE }) : t("endedHint")}
      </p>
    </div>
  );
}
