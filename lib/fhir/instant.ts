// FHIR instants as CareSlot writes them: UTC, to the second, with the offset written out
// ("2026-12-01T09:00:00+00:00"), as issue 46 asks of Slot times.
export const utcInstant = (at: Date) => `${at.toISOString().slice(0, 19)}+00:00`;
