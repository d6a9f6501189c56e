-- Issue 44: second factors (an authenticator app, recovery codes, passkeys), the second step of a
-- sign-in, and the clinic's switch that makes staff use one.

-- Off by default: the SPEC demo accounts sign in with a password alone.
ALTER TABLE "clinic_settings" ADD COLUMN     "require_two_factor_for_staff" BOOLEAN NOT NULL DEFAULT false;

-- The authenticator app's secret, encrypted (AES-256-GCM) with TWO_FACTOR_ENCRYPTION_KEY.
CREATE TABLE "totp_factors" (
    "user_id" TEXT NOT NULL,
    "encrypted_secret" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "last_step" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "totp_factors_pkey" PRIMARY KEY ("user_id")
);

CREATE TABLE "recovery_codes" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "passkeys" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "public_key" BYTEA NOT NULL,
    "counter" INTEGER NOT NULL DEFAULT 0,
    "transports" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),

    CONSTRAINT "passkeys_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "two_factor_attempts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT,
    "purpose" TEXT NOT NULL,
    "remember" BOOLEAN NOT NULL DEFAULT false,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "challenge" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "two_factor_attempts_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "recovery_codes_code_hash_key" ON "recovery_codes"("code_hash");

CREATE INDEX "recovery_codes_user_id_idx" ON "recovery_codes"("user_id");

CREATE INDEX "passkeys_user_id_idx" ON "passkeys"("user_id");

CREATE INDEX "two_factor_attempts_user_id_idx" ON "two_factor_attempts"("user_id");

CREATE INDEX "two_factor_attempts_expires_at_idx" ON "two_factor_attempts"("expires_at");

ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "two_factor_attempts" ADD CONSTRAINT "two_factor_attempts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rules Prisma cannot express.
ALTER TABLE "two_factor_attempts" ADD CONSTRAINT "two_factor_attempts_purpose_known" CHECK ("purpose" IN ('sign_in', 'register', 'passkey'));
ALTER TABLE "two_factor_attempts" ADD CONSTRAINT "two_factor_attempts_failures_bounded" CHECK ("failures" BETWEEN 0 AND 5);
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_name_length" CHECK (char_length("name") BETWEEN 1 AND 60);
