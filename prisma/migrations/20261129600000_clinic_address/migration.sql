-- Issue 46: the clinic's state or region, postal code and country, for the FHIR Location's address
-- (SMART Scheduling Links' finders want city, state and postalCode). Optional: empty by default, so
-- a clinic that configures nothing is served as before.

-- AlterTable
ALTER TABLE "clinic_settings" ADD COLUMN     "address_region" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "postal_code" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "country" TEXT NOT NULL DEFAULT '';

-- The bounds of lib/clinic/settings-schema.ts (CLINIC_REGION_MAX, POSTAL_CODE_MAX; an ISO 3166-1 alpha-2 country code).
ALTER TABLE "clinic_settings" ADD CONSTRAINT "clinic_settings_address_region_check" CHECK (char_length("address_region") <= 100);
ALTER TABLE "clinic_settings" ADD CONSTRAINT "clinic_settings_postal_code_check" CHECK ("postal_code" ~ '^[A-Za-z0-9 -]{0,20}$');
ALTER TABLE "clinic_settings" ADD CONSTRAINT "clinic_settings_country_check" CHECK ("country" ~ '^([A-Z]{2})?$');
