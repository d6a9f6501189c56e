import Link from "next/link";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { currentActor } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Sign Up", description: "Create a free CareSlot account to book doctor appointments online." };

export default async function SignupPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  if (await currentActor()) redirect("/");
  const { callbackUrl } = await searchParams;
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
