import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Messages } from "@/messages";

/**
 * Hands a client subtree the messages it uses and no others (issue 29,
 * docs/i18n.md): no provider sits at the root, so a page's first-load
 * JavaScript and RSC payload carry only these namespaces. The language and
 * the clinic's time zone come from the request (i18n/request.ts). Providers
 * do not merge: list every namespace the subtree's client components read,
 * shared ones included. `namespaces={[]}` gives the language alone (useLocale).
 */
export async function ClientMessages({ namespaces, children }: { namespaces: (keyof Messages)[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
