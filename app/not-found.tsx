import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { connection } from "next/server";

// Unknown URLs. Rendered per request (not prerendered) so that its scripts
// carry the CSP nonce of the request like every other page.
export default async function NotFound() {
  await connection();
  const t = await getTranslations("NotFound");
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
      <p className="text-muted-foreground">{t("moved")}</p>
      <div className="flex gap-2">
        <NavLink href="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
          {t("goHome")}
        </NavLink>
        <NavLink href="/doctors" className="rounded-md border px-4 py-2 font-medium">
          {t("findDoctor")}
        </NavLink>
      </div>
    </main>
  );
}
