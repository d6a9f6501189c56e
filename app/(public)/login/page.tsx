import Link from "next/link";
import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { safeReturnPath } from "@/lib/http/return-address";

export const metadata: Metadata = { title: "Login", description: "Log in to book and manage your doctor appointments." };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  // proxy.ts sends a live session home and clears an ended one's cookie; this is the second line.
  if (await currentActor()) redirect("/");
  // Where to go after signing in: only a page of this site (lib/http/return-address.ts).
  const callbackUrl = safeReturnPath((await searchParams).callbackUrl);
  return (
    <AuthCard
      title="Login"
      description="Log in to book and manage your appointments."
      footer={
        <p>
          New to CareSlot?{" "}
          <Link href={callbackUrl ? `/signup?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/signup"} className="text-primary underline underline-offset-4">
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm callbackUrl={callbackUrl ?? null} />
    </AuthCard>
  );
}
