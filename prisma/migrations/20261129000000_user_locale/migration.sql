-- Issue 29: each user's language, for their pages and every email to them (a reminder the
-- worker sends days later too). Null until chosen: the sign-up page's language, the switcher.
ALTER TABLE "users" ADD COLUMN "locale" TEXT;

-- The four languages of messages/*.json (lib/locales.ts LOCALES).
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("locale" IN ('en', 'es', 'fr', 'ar'));
