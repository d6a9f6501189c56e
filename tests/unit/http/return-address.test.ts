// Following ?callbackUrl= after sign-in: only to a page of this site, however
// the value is spelled (issue 12, item 1: /\evil.example and /<TAB>/evil.example
// used to escape).
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@/lib/http/return-address";

const SITE = "https://careslot.example";

describe("safeReturnPath", () => {
  it.each([
    ["/\\evil.example/phish"],
    ["/\\/evil.example"],
    ["\\\\evil.example"],
    ["\\/evil.example"],
    ["/\t/evil.example/x"],
    ["/\n/evil.example/x"],
    ["/\r\n/evil.example"],
    ["\t//evil.example"],
    [" //evil.example"],
    ["\u0000//evil.example"],
    ["\u001f/\\evil.example"],
    ["//evil.example"],
    ["///evil.example"],
    ["/.//evil.example"],
    ["/x/..//evil.example"],
    ["https://evil.example/x"],
    ["http://careslot.example/x"], // another scheme is another origin
    ["https://careslot.example.evil.example/"],
    ["https://careslot.example@evil.example/"],
    ["HTTPS://EVIL.EXAMPLE"],
    ["javascript:alert(1)"],
    [" javascript:alert(document.domain)"],
    ["java\tscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["blob:https://careslot.example/uuid"],
    ["mailto:a@evil.example"],
    [""],
    ["   "],
  ])("refuses %j", (raw) => {
    expect(safeReturnPath(raw, SITE)).toBeNull();
    expect(safeReturnPath(raw)).toBeNull();
  });

  it("refuses what is not one text value (a repeated query parameter arrives as an array)", () => {
    for (const raw of [null, undefined, 42, ["/profile", "//evil.example"], { toString: () => "/profile" }]) {
      expect(safeReturnPath(raw, SITE)).toBeNull();
    }
  });

  it.each([
    ["/", "/"],
    ["/my-appointments", "/my-appointments"],
    ["/appointment/abc123?date=2030-01-02&time=10:00", "/appointment/abc123?date=2030-01-02&time=10:00"],
    ["/doctors#list", "/doctors#list"],
    ["/doctor/patients/c123", "/doctor/patients/c123"],
    // Encoded forms stay encoded: a path on this site, never a host.
    ["/%5Cevil.example/x", "/%5Cevil.example/x"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["%2F%2Fevil.example", "/%2F%2Fevil.example"],
    // Relative paths resolve against the site root.
    ["profile", "/profile"],
    ["/a/../profile", "/profile"],
  ])("keeps %j as %j", (raw, path) => {
    expect(safeReturnPath(raw, SITE)).toBe(path);
    expect(safeReturnPath(raw)).toBe(path);
  });

  it("keeps an absolute address on the site's own origin, as a path", () => {
    expect(safeReturnPath("https://careslot.example/profile?x=1", SITE)).toBe("/profile?x=1");
    expect(safeReturnPath("https://careslot.example:443/profile", SITE)).toBe("/profile");
    expect(safeReturnPath("https://careslot.example/profile")).toBeNull(); // no origin known: only paths
    // A browser on https reads "https:evil.example" as the relative path "evil.example".
    expect(safeReturnPath("https:evil.example", SITE)).toBe("/evil.example");
    expect(safeReturnPath("https:evil.example", "http://careslot.example")).toBeNull();
  });

  it("refuses everything when the origin itself is not a URL", () => {
    expect(safeReturnPath("/profile", "not a url")).toBeNull();
  });
});
