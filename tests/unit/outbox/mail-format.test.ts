// How emails write times (always the clinic's zone, named), where their
// reminders fall, and what the mail settings default to.
import { afterEach, describe, expect, it } from "vitest";
import { formatInstant, formatWhen, isolate, zoneName } from "@/lib/outbox/mail-format";
import { mailFromAddress, mailFromName, messageIdDomain, siteUrl } from "@/lib/outbox/mail-config";
import { reminderHoursBefore, reminderTime } from "@/lib/appointments/emails";

const saved = { ...process.env };
afterEach(() => {
  for (const k of ["REMINDER_HOURS_BEFORE", "MAIL_FROM", "SITE_URL", "NEXTAUTH_URL"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe("formatWhen", () => {
  const start = new Date("2025-03-10T09:30:00Z");
  const end = new Date("2025-03-10T10:00:00Z");

  it("writes the clinic's wall clock and names the zone", () => {
    expect(formatWhen(start, end, "Europe/Berlin")).toEqual({
      date: "Monday 10 March 2025",
      time: "10:30 AM – 11:00 AM",
      zone: "GMT+1 (Europe/Berlin)",
      full: "Monday 10 March 2025, 10:30 AM – 11:00 AM GMT+1 (Europe/Berlin)",
      short: "Mon 10 Mar, 10:30 AM GMT+1",
    });
  });

  it("follows daylight saving time and the date line", () => {
    expect(formatWhen(new Date("2025-07-01T22:30:00Z"), new Date("2025-07-01T23:00:00Z"), "America/New_York").full).toBe(
      "Tuesday 1 July 2025, 06:30 PM – 07:00 PM EDT (America/New_York)",
    );
    expect(formatWhen(new Date("2025-07-01T22:30:00Z"), new Date("2025-07-01T23:00:00Z"), "Asia/Tokyo").date).toBe("Wednesday 2 July 2025");
    expect(zoneName("UTC", start)).toBe("UTC");
  });
});

describe("reminders", () => {
  const startsAt = new Date("2025-03-10T09:00:00Z");

  it("fall REMINDER_HOURS_BEFORE hours before the start (24 by default, fractions allowed)", () => {
    const now = new Date("2025-03-01T00:00:00Z");
    expect(reminderTime(startsAt, now)).toEqual(new Date("2025-03-09T09:00:00Z"));
    process.env.REMINDER_HOURS_BEFORE = "0.25";
    expect(reminderTime(startsAt, now)).toEqual(new Date("2025-03-10T08:45:00Z"));
    process.env.REMINDER_HOURS_BEFORE = "1.5";
    expect(reminderTime(startsAt, now)).toEqual(new Date("2025-03-10T07:30:00Z"));
  });

  it("are not scheduled when that point has passed at booking, or when turned off with 0", () => {
    expect(reminderTime(startsAt, new Date("2025-03-09T10:00:00Z"))).toBeNull();
    process.env.REMINDER_HOURS_BEFORE = "0";
    expect(reminderTime(startsAt, new Date("2025-03-01T00:00:00Z"))).toBeNull();
  });

  it("fall back to 24 hours on a value that is not a number of hours", () => {
    for (const bad of ["soon", "-3", ""]) {
      process.env.REMINDER_HOURS_BEFORE = bad;
      expect(reminderHoursBefore()).toBe(24);
    }
  });
});

describe("mail settings", () => {
  it("send as CareSlot <no-reply@careslot.local> unless MAIL_FROM says otherwise", () => {
    delete process.env.MAIL_FROM;
    expect([mailFromName(), mailFromAddress(), messageIdDomain()]).toEqual(["CareSlot", "no-reply@careslot.local", "careslot.local"]);
    process.env.MAIL_FROM = '"Sunny Clinic" <hello@sunny.example>';
    expect([mailFromName(), mailFromAddress(), messageIdDomain()]).toEqual(["Sunny Clinic", "hello@sunny.example", "sunny.example"]);
    process.env.MAIL_FROM = "plain@sunny.example";
    expect([mailFromName(), mailFromAddress()]).toEqual(["CareSlot", "plain@sunny.example"]);
  });

  it("link to SITE_URL, else NEXTAUTH_URL", () => {
    process.env.SITE_URL = "https://clinic.example/";
    expect(siteUrl()).toBe("https://clinic.example");
    delete process.env.SITE_URL;
    process.env.NEXTAUTH_URL = "https://auth.example";
    expect(siteUrl()).toBe("https://auth.example");
  });
});

describe("formatWhen and formatInstant in the other languages (issue 29)", () => {
  const start = new Date("2025-03-10T09:30:00Z");
  const end = new Date("2025-03-10T10:00:00Z");

  it("write the date with the language's names and the 24-hour clock, in the clinic's zone", () => {
    expect(formatWhen(start, end, "Europe/Berlin", "fr")).toMatchObject({
      date: "lundi 10 mars 2025",
      time: "10:30 – 11:00",
      zone: "GMT+1 (Europe/Berlin)",
      short: "lun. 10 mars, 10:30 GMT+1",
    });
    expect(formatWhen(start, end, "Europe/Berlin", "es").date).toBe("lunes, 10 de marzo de 2025");
    expect(formatInstant(start, "America/New_York", "fr")).toBe("lundi 10 mars 2025, 05:30 EDT (America/New_York)");
  });

  it("keep times and zones left to right inside Arabic, with Latin digits and the Arabic comma", () => {
    const when = formatWhen(start, end, "Europe/Berlin", "ar");
    expect(when.date).toBe("الاثنين، 10 مارس 2025");
    expect(when.time).toBe("\u206610:30 – 11:00\u2069");
    expect(when.zone).toBe("\u2066GMT+1 (Europe/Berlin)\u2069");
    expect(formatInstant(start, "Europe/Berlin", "ar")).toBe("الاثنين، 10 مارس 2025، \u206610:30 GMT+1 (Europe/Berlin)\u2069");
  });

  it("isolate text as entered only inside Arabic", () => {
    expect(isolate("Dr. Sarah Patel (Cardiologist)", "ar")).toBe("\u2068Dr. Sarah Patel (Cardiologist)\u2069");
    expect(isolate("Dr. Sarah Patel (Cardiologist)", "fr")).toBe("Dr. Sarah Patel (Cardiologist)");
  });

  it("English stays as it was", () => {
    expect(formatInstant(start, "Europe/Berlin")).toBe(formatInstant(start, "Europe/Berlin", "en"));
    expect(formatInstant(start, "Europe/Berlin", "en")).toBe("Monday 10 March 2025, 10:30 AM GMT+1 (Europe/Berlin)");
  });
});
