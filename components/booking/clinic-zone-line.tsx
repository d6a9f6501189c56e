"use client";

// The line above the booking form that says in which time zone its times are: the clinic's, and
// the device's when its clock differs (DeviceZoneNote). Words: BookingPanel.
import { Globe } from "lucide-react";
import { useTranslations } from "next-intl";
import { DeviceZoneNote } from "@/components/booking/device-zone-note";

type Props = {
  /** IANA zone of the clinic and its short label, e.g. "Europe/Berlin", "CET". */
  timeZone: string;
  timeZoneLabel: string;
  /** The clinic's UTC offset now, in minutes east. */
  timeZoneOffset?: number;
};

export function ClinicZoneLine({ timeZone, timeZoneLabel, timeZoneOffset }: Props) {
  const t = useTranslations("BookingPanel");
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <Globe className="size-4 shrink-0" aria-hidden />
      <span>
        {t.rich("clinicZone", {
          zone: timeZoneLabel,
          strong: (chunks) => (
            <span className="font-medium text-foreground" dir="ltr">
              {chunks}
            </span>
          ),
        })}
      </span>
      <DeviceZoneNote clinicZone={timeZone} clinicOffset={timeZoneOffset} />
    </p>
  );
}
