// Every message of every language (issue 29), in one group of files per part
// of the app so the parts can be written side by side: messages/<group>/<locale>.json.
// A namespace (the top-level key) lives in exactly one group
// (tests/unit/messages.test.ts). Imported statically: the server bundle, the
// email worker and the tests read the same files, and the client gets only the
// namespaces a client component is handed (docs/i18n.md).
import type { Locale } from "@/lib/i18n/locales";
import coreEn from "./core/en.json";
import coreEs from "./core/es.json";
import coreFr from "./core/fr.json";
import coreAr from "./core/ar.json";
import publicEn from "./public/en.json";
import publicEs from "./public/es.json";
import publicFr from "./public/fr.json";
import publicAr from "./public/ar.json";
import bookingEn from "./booking/en.json";
import bookingEs from "./booking/es.json";
import bookingFr from "./booking/fr.json";
import bookingAr from "./booking/ar.json";
import accountEn from "./account/en.json";
import accountEs from "./account/es.json";
import accountFr from "./account/fr.json";
import accountAr from "./account/ar.json";
import serverEn from "./server/en.json";
import serverEs from "./server/es.json";
import serverFr from "./server/fr.json";
import serverAr from "./server/ar.json";
import emailsEn from "./emails/en.json";
import emailsEs from "./emails/es.json";
import emailsFr from "./emails/fr.json";
import emailsAr from "./emails/ar.json";
import adminEn from "./admin/en.json";
import adminEs from "./admin/es.json";
import adminFr from "./admin/fr.json";
import adminAr from "./admin/ar.json";
import doctorEn from "./doctor/en.json";
import doctorEs from "./doctor/es.json";
import doctorFr from "./doctor/fr.json";
import doctorAr from "./doctor/ar.json";
import deskEn from "./desk/en.json";
import deskEs from "./desk/es.json";
import deskFr from "./desk/fr.json";
import deskAr from "./desk/ar.json";

// The groups, in the order they merge: core, public, booking, account, server, emails, admin, doctor, desk.

const english = { ...coreEn, ...publicEn, ...bookingEn, ...accountEn, ...serverEn, ...emailsEn, ...adminEn, ...doctorEn, ...deskEn };

/** Every namespace, typed by English (types/next-intl.d.ts). */
export type Messages = typeof english;

const byLocale: Record<Locale, Messages> = {
  en: english,
  es: { ...coreEs, ...publicEs, ...bookingEs, ...accountEs, ...serverEs, ...emailsEs, ...adminEs, ...doctorEs, ...deskEs } as Messages,
  fr: { ...coreFr, ...publicFr, ...bookingFr, ...accountFr, ...serverFr, ...emailsFr, ...adminFr, ...doctorFr, ...deskFr } as Messages,
  ar: { ...coreAr, ...publicAr, ...bookingAr, ...accountAr, ...serverAr, ...emailsAr, ...adminAr, ...doctorAr, ...deskAr } as Messages,
};

/** A language's messages, every namespace. */
export function messagesFor(locale: Locale): Messages {
  return byLocale[locale];
}
