import Link from "next/link";
import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password", description: "Get a link to choose a new password for your CareSlot account." };

// Open to everyone, signed in or not: a patient signed in on another device may still need a new password.
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with. We will send you a link to choose a new password."
      footer={
        <Link href="/login" className="text-primary underline underline-offset-4">
          Back to login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
