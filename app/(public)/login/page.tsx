import Link from "next/link";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { currentActor } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Login", description: "Log in to book and manage your doctor appointments." };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  if (await currentActor()) redirect("/");
  const { callbackUrl } = await searchParams;
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
