// The OpenAPI operations of second factors (issue 44): the caller's authenticator app, recovery
// codes and passkeys, and the admin's reset. Assembled into OPERATIONS by lib/http/openapi.ts.
import { z } from "zod";
import type { Operation } from "@/lib/http/openapi/operation";
import { secondFactorCodeSchema, totpCodeSchema } from "@/lib/accounts/two-factor-schema";
import { passkeyRegistrationSchema, passkeySignInSchema } from "@/lib/accounts/passkey-schema";
import { userShape } from "@/lib/accounts/shapes";

const message = z.string();
const recoveryCodes = z.array(z.string()).length(10).describe("Ten one-time recovery codes, shown this once (stored hashed)");
const setupRequired = z.object({ success: z.literal(false), message: z.string(), twoFactorSetupRequired: z.literal(true) });

const passkeyShape = z.object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime(), lastUsedAt: z.iso.datetime().nullable() });
const webauthnOptions = z.record(z.string(), z.unknown()).describe("PublicKeyCredential options as JSON (@simplewebauthn's optionsJSON)");
const passkeyId = { id: { description: "The passkey's credential id (base64url)", schema: { type: "string", pattern: "^[A-Za-z0-9_-]{1,1400}$" } } };

export const TWO_FACTOR_OPERATIONS: Operation[] = [
  {
    method: "get", path: "/api/user/two-factor", tag: "user", summary: "The caller's second factors",
    auth: "any",
    result: {
      totp: z.boolean().describe("The authenticator app is on"),
      passkeys: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime(), lastUsedAt: z.iso.datetime().nullable() })),
      recoveryCodesLeft: z.number().int(),
    },
  },
  {
    method: "post", path: "/api/user/two-factor/totp", tag: "user",
    summary: "Start setting up an authenticator app: a new secret, not yet on until confirmed (409 when one is on)",
    auth: "any",
    result: { secret: z.string().describe("Base32, to type into the app"), otpauthUrl: z.string(), qrCode: z.string().describe("A data: URL of the otpauthUrl's QR code") },
    errors: [409],
  },
  {
    method: "post", path: "/api/user/two-factor/totp/confirm", tag: "user",
    summary: "Turn the authenticator app on with a current code; answers its recovery codes once; other sessions end and the account is emailed",
    auth: "any", body: { kind: "json", schema: totpCodeSchema }, result: { message, recoveryCodes }, errors: [409, 429],
  },
  {
    method: "delete", path: "/api/user/two-factor/totp", tag: "user",
    summary: "Turn the authenticator app off with a current code or a recovery code; other sessions end and the account is emailed",
    auth: "any", body: { kind: "json", schema: secondFactorCodeSchema }, result: { message }, errors: [429], failures: { 403: setupRequired },
  },
  {
    method: "post", path: "/api/user/two-factor/recovery-codes", tag: "user",
    summary: "Ten new recovery codes (a current code or a recovery code); the old ones end",
    auth: "any", body: { kind: "json", schema: secondFactorCodeSchema }, result: { message, recoveryCodes }, errors: [429],
  },
  {
    method: "post", path: "/api/admin/users/{id}/two-factor/reset", tag: "admin",
    summary: "A lost device: remove the account's authenticator app, recovery codes and passkeys; it is signed out everywhere and emailed",
    auth: ["admin"], result: { message }, errors: [404],
  },
  {
    method: "post", path: "/api/user/two-factor/passkeys/options", tag: "user",
    summary: "Adding a passkey, step one: options for navigator.credentials.create() (its challenge is bound to this session, lasts 10 minutes and serves once)",
    auth: "any", result: { options: webauthnOptions },
  },
  {
    method: "post", path: "/api/user/two-factor/passkeys/verify", tag: "user",
    summary: "Adding a passkey, step two: its name and the browser's answer (RegistrationResponseJSON); other sessions end and the account is emailed",
    auth: "any", body: { kind: "json", schema: passkeyRegistrationSchema }, status: 201, result: { message, passkey: passkeyShape },
  },
  {
    method: "delete", path: "/api/user/two-factor/passkeys/{id}", tag: "user",
    summary: "Remove one of the caller's passkeys; other sessions end and the account is emailed",
    auth: "any", params: passkeyId, result: { message }, errors: [404],
  },
  {
    method: "post", path: "/api/auth/passkey/options", tag: "auth",
    summary: "Sign in with a passkey alone, step one: options for navigator.credentials.get() and the attempt holding their challenge (10 minutes, once)",
    auth: "public", result: { attemptId: z.string().describe("Send back with the answer"), options: webauthnOptions }, errors: [429],
  },
  {
    method: "post", path: "/api/auth/passkey/verify", tag: "auth",
    summary: "Sign in with a passkey alone, step two: the attempt and the browser's answer (AuthenticationResponseJSON) -> a bearer token (the passkey must have checked its user)",
    auth: "public", body: { kind: "json", schema: passkeySignInSchema }, result: { message, token: z.string(), user: userShape }, errors: [401, 429],
  },
];
