"use client";

// "Your device is set to ...", when the visitor's zone differs from the clinic's. The zone is only
// known in the browser (the server renders nothing, hydration then shows it). A component of its
// own so that only it renders again after hydration, not the whole booking form (issue 25).
import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null;
const noZoneOnServer = () => null;

export function DeviceZoneNote({ clinicZone }: { clinicZone: string }) {
  const zone = useSyncExternalStore(neverChanges, deviceTimeZone, noZoneOnServer);
  return zone && zone !== clinicZone ? <span>Your device is set to {zone.replace(/_/g, " ")}.</span> : null;
}
