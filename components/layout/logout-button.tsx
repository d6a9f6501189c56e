import { getTranslations } from "next-intl/server";
import { LogOut } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { logout } from "@/lib/actions/auth";
import { cn } from "@/lib/utils";

/** Ends the session and goes to /login (SPEC: Logout clears the session). */
export async function LogoutButton({ className, variant = "ghost" }: { className?: string; variant?: "ghost" | "outline" }) {
  const t = await getTranslations("Nav");
  return (
    <form action={logout} className="contents">
      <Button type="submit" variant={variant} className={cn("justify-start gap-2", className)}>
        <LogOut className="size-4" aria-hidden />
        {t("logout")}
      </Button>
    </form>
  );
}
