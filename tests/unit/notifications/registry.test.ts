// Each template names its own kind (lib/outbox/template.ts), so the outbox
// never imports the templates of the domains; the registry maps the names
// back for delivery. A template listed under another kind's name would store
// one name and be rendered as another: refused here.
import { describe, expect, it } from "vitest";
import { EMAIL_KINDS } from "@/lib/outbox/template";
import { isEmailKind, templateOf } from "@/lib/notifications/registry";

describe("the registry of email kinds", () => {
  it.each(EMAIL_KINDS)("%s: its template names that kind", (kind) => {
    expect(templateOf(kind).kind).toBe(kind);
  });

  it("knows exactly the listed kinds", () => {
    expect(isEmailKind("welcome")).toBe(true);
    expect(isEmailKind("toString")).toBe(false);
    expect(isEmailKind("")).toBe(false);
  });
});
