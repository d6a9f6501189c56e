import Link from "next/link";
import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { safeReturnPath } from "@/lib/http/return-address";

export const metadata: Metadata = { title: "Sign Up", description: "Create a free CareSlot account to book doctor appointments online." };

export default async function SignupPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  // proxy.ts sends a live session home and clears an ended one's cookie; this is the second line.
  if (await currentActor()) redirect("/");
  // Where to go after signing in: only a page of this site (lib/http/return-address.ts).
  const callbackUrl = safeReturnPath((await searchParams).callbackUrl);
  return (
    <AuthCard
      title="Create Account"
      description="Sign up to book appointments with trusted doctors."
      footer={
        <p>
          Already have an account?{" "}
          <Link href={callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login"} className="text-primary underline underline-offset-4">
            Login
          </Link>
        </p>
      }
    >
      <SignupForm callbackUrl={callbackUrl ?? null} />
    </AuthCard>
  );
}
