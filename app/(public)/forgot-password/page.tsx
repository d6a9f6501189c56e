import Link from "next/link";
import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";

export const metadata: Metadata = { title: "Forgot password", description: "How to get back into your CareSlot account." };

// The clinic sends no email, so a self-service reset link cannot be delivered;
// the honest path is the front desk, which can set a new password.
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="We can help you get back into your account."
      footer={
        <Link href="/login" className="text-primary underline-offset-4 hover:underline">
          Back to login
        </Link>
      }
    >
      <p className="text-sm leading-relaxed">
        Please call the clinic on <strong>+1 (555) 010-2030</strong> (Mon - Sat 9:00 AM - 6:00 PM) or send us a message
        from the <Link href="/contact" className="text-primary underline">Contact page</Link> with the email you signed up with.
        After checking it is you, the front desk will set a new password for you.
      </p>
    </AuthCard>
  );
}
