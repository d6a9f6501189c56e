// What the passkey routes and actions take (issue 44, item 2), shared by the forms, the REST
// routes and OpenAPI. The browser's answers are the JSON @simplewebauthn/browser makes of a
// PublicKeyCredential; only their outline is checked here, @simplewebauthn/server checks the rest.
import { z } from "zod";

/** A field of the browser's answer that is not base64url: not what a browser sends. */
const NOT_AN_ANSWER = "That is not a passkey's answer.";
const b64url = z.string().min(1).max(8192).regex(/^[A-Za-z0-9_-]+$/, NOT_AN_ANSWER);

/** The longest name a passkey may have. */
export const PASSKEY_NAME_MAX = 60;

const passkeyName = z.string().trim().min(1, "Give the passkey a name").max(PASSKEY_NAME_MAX, "A passkey's name must be at most 60 characters");

const credentialBase = {
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

/** navigator.credentials.create()'s answer, as JSON. */
export const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }).passthrough(),
});

/** navigator.credentials.get()'s answer, as JSON. */
export const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: z.union([b64url, z.literal("")]).nullish(),
  }).passthrough(),
});

/** Adding a passkey: its name and the browser's answer to the registration options. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyName,
  response: registrationResponseSchema,
});

/** The second step of a web sign-in with a passkey. */
export const passkeyAssertionSchema = z.object({ response: authenticationResponseSchema });

/** POST /api/auth/passkey/verify: the attempt the options named and the browser's answer. */
export const passkeySignInSchema = z.object({
  attemptId: z.string().min(1).max(100),
  response: authenticationResponseSchema,
});

/** A passkey's id: its credential id in base64url (up to the 1023 bytes WebAuthn allows). */
export const passkeyIdSchema = z.string({ error: "An id is required" }).trim().regex(/^[A-Za-z0-9_-]{1,1400}$/, "That id is not valid");

/** "Sign in with a passkey": whether "Remember me" was ticked. */
export const passwordlessStartSchema = z.object({ remember: z.boolean().default(true) });
