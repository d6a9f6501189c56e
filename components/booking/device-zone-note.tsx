"use client";

// "Your device is set to ...", when the visitor's clock differs from the clinic's. The zone is only
// known in the browser: the server renders nothing and the note appears after hydration.
// Asking for the zone's name builds the browser's default date format, which costs ~15 ms of a
// phone's main thread (60 ms under Lighthouse's 4x slowdown) the first time: done during hydration
// it was a quarter of the booking page's blocking time (issue 25). So the device's UTC offset (free)
// is compared with the clinic's first, and only a device whose clock differs pays for the name, when
// the page is idle. (A device in another zone with the same clock today sees no note: its times read
// the same.) A component of its own, so only it renders again, not the whole booking form.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

/** Runs `fn` when the browser is idle (soon after at the latest). */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

type Props = {
  clinicZone: string;
  /** The clinic's UTC offset when the page was rendered, in minutes east; unknown: always compare names. */
  clinicOffset?: number;
};

export function DeviceZoneNote({ clinicZone, clinicOffset }: Props) {
  const t = useTranslations("BookingPanel");
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    if (clinicOffset !== undefined && -new Date().getTimezoneOffset() === clinicOffset) return;
    return whenIdle(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null));
  }, [clinicOffset]);
  return zone && zone !== clinicZone ? <span>{t("deviceZone", { zone: zone.replace(/_/g, " ") })}</span> : null;
}
