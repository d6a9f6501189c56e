-- Issue 26: the front desk. A new role, and staff accounts the admin can archive
-- (an archived account signs nobody in; its sessions end with a token version bump).
ALTER TYPE "role" ADD VALUE IF NOT EXISTS 'receptionist';

ALTER TABLE "users" ADD COLUMN "archived_at" TIMESTAMPTZ(3);
