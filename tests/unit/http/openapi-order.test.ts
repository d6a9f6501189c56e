// The OpenAPI document keeps its text as the API grows (issue 42 item 4): split by domain, it still
// lists the paths as the one list did before the split, each new path after them, and writes each
// operation's keys in one order. Pinned here so that a reordering shows as a failure, not as a
// quiet change of the document served at /api/openapi.json.
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/http/openapi";

/** Every path in the document's order. A new route appends its path at the end. */
const PATHS = [
  "/api/auth/register",
  "/api/auth/login",
  "/api/auth/me",
  "/api/auth/logout",
  "/api/auth/logout-all",
  "/api/auth/change-password",
  "/api/auth/forgot-password",
  "/api/auth/reset-password",
  "/api/user/update-profile",
  "/api/user/language",
  "/api/doctor",
  "/api/doctor/{id}",
  "/api/doctor/{id}/slots",
  "/api/doctor/me",
  "/api/doctor/dashboard-data",
  "/api/doctor/patients",
  "/api/doctor/update-profile",
  "/api/doctor/schedule",
  "/api/doctor/time-off",
  "/api/doctor/time-off/{id}",
  "/api/doctor/calendar-feed",
  "/api/admin/doctor/{id}/schedule",
  "/api/admin/doctor/{id}/time-off",
  "/api/admin/doctor/{id}/time-off/{timeOffId}",
  "/api/admin/add-doctor",
  "/api/admin/change-availability",
  "/api/admin/all-doctors",
  "/api/admin/all-appointments",
  "/api/admin/dashboard-data",
  "/api/admin/doctor/{id}",
  "/api/admin/messages",
  "/api/admin/settings",
  "/api/admin/emails",
  "/api/admin/emails/{id}/retry",
  "/api/visit-types",
  "/api/admin/staff",
  "/api/admin/staff/{id}",
  "/api/admin/visit-types",
  "/api/admin/visit-types/{id}",
  "/api/admin/visit-types/{id}/restore",
  "/api/admin/visit-types/{id}/move",
  "/api/user/dependents",
  "/api/user/dependents/{id}",
  "/api/patients",
  "/api/patients/{id}/invite",
  "/api/patients/{id}",
  "/api/patients/{id}/history",
  "/api/waitlist",
  "/api/waitlist/{id}",
  "/api/waitlist/offers/{token}",
  "/api/waitlist/offers/{token}/claim",
  "/api/waitlist/offers/{token}/decline",
  "/api/admin/waitlist",
  "/api/admin/waitlist/{id}",
  "/api/desk/day",
  "/api/appointment/book-appointment",
  "/api/appointment/doctor/{doctorId}",
  "/api/appointment/user/{userId}",
  "/api/appointment/cancel-appointment/{appointmentId}",
  "/api/appointment/reschedule-appointment/{appointmentId}",
  "/api/appointment/complete-appointment/{appointmentId}",
  "/api/appointment/check-in/{appointmentId}",
  "/api/appointment/no-show/{appointmentId}",
  "/api/admin/insights",
  "/api/doctor/insights",
  "/api/contact",
  "/api/emails/unsubscribe",
  "/api/health",
  "/api/openapi.json",
  "/uploads/{id}",
  "/api/admin/appointments/export",
  "/api/calendar-feed/{token}",
  "/api/appointment/{id}/answers",
  "/api/user/two-factor",
  "/api/user/two-factor/totp",
  "/api/user/two-factor/totp/confirm",
  "/api/user/two-factor/recovery-codes",
  "/api/admin/users/{id}/two-factor/reset",
  "/api/user/two-factor/passkeys/options",
  "/api/user/two-factor/passkeys/verify",
  "/api/user/two-factor/passkeys/{id}",
  "/api/auth/passkey/options",
  "/api/auth/passkey/verify",
  "/api/appointment/series",
  "/api/appointment/series/{seriesId}",
  "/api/appointment/series/{seriesId}/cancel",
  "/api/appointment/series/{seriesId}/reschedule",
  "/api/admin/audit",
  "/api/admin/audit/verify",
  "/api/user/access-log",
  "/api/user",
  "/api/user/export",
];

/** The keys an operation may have, in the order the document writes them. */
const OPERATION_KEYS = ["tags", "summary", "description", "operationId", "security", "parameters", "requestBody", "responses"];

describe("the OpenAPI document's order", () => {
  const doc = openApiDocument();

  it("lists the paths in their pinned order", () => {
    expect(Object.keys(doc.paths)).toEqual(PATHS);
  });

  it("writes the document's and each operation's keys in one order", () => {
    expect(Object.keys(doc)).toEqual(["openapi", "info", "servers", "security", "tags", "paths", "components"]);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations as Record<string, object>)) {
        const keys = Object.keys(operation);
        expect(keys, `${method} ${path}`).toEqual(OPERATION_KEYS.filter((k) => keys.includes(k)));
      }
    }
  });
});
