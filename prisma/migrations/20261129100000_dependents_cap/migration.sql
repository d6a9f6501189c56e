-- Issue 41, finding 1: how many current family members (dependents) one patient may have.
ALTER TABLE "clinic_settings" ADD COLUMN "max_dependents_per_guardian" INTEGER NOT NULL DEFAULT 10;

-- The bounds of lib/clinic/settings-schema.ts (DEPENDENTS_MAX).
ALTER TABLE "clinic_settings" ADD CONSTRAINT "clinic_settings_max_dependents_per_guardian_check" CHECK ("max_dependents_per_guardian" BETWEEN 1 AND 50);
