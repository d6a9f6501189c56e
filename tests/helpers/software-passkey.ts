// A software authenticator for tests of the passkey routes without a browser (issue 44): an ES256
// (P-256) key pair, "none" attestation, and assertions signed over authenticatorData ||
// SHA-256(clientDataJSON), as WebAuthn Level 2 lays them out. @simplewebauthn/server checks them
// exactly as it checks a real authenticator's.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export type SoftwarePasskey = {
  id: string;
  /** navigator.credentials.create()'s answer (JSON) to these options. */
  register: (options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string) => unknown;
  /** navigator.credentials.get()'s answer (JSON); `counter` as the authenticator says it. */
  assert: (options: { challenge: string; rpId?: string }, origin: string, opts?: { counter?: number; userVerified?: boolean }) => unknown;
};

export function softwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
    ]),
  );
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let userHandle = "";
  let counter = 0;

  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };

  return {
    id,
    register(options, origin) {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const authData = Buffer.concat([sha256(options.rp.id ?? ""), Buffer.from([0x45]), counterBytes(0), Buffer.alloc(16), idLength, credentialId, Buffer.from(cose)]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", new Uint8Array(authData)]]) as never);
      return {
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ["internal"] },
      };
    },
    assert(options, origin, { counter: given, userVerified = true } = {}) {
      counter = given ?? counter + 1;
      const authData = Buffer.concat([sha256(options.rpId ?? ""), Buffer.from([userVerified ? 0x05 : 0x01]), counterBytes(counter)]);
      const data = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature), userHandle },
      };
    },
  };
}
