"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { getSession, signIn } from "next-auth/react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import { safeReturnPath } from "@/lib/return-address";

const HOME_OF = { admin: "/admin/dashboard", doctor: "/doctor/dashboard", patient: "/" } as const;

export function LoginForm({ callbackUrl }: { callbackUrl: string | null }) {
  const router = useRouter();
  const [remember, setRemember] = useState(true);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  async function onSubmit(values: LoginInput) {
    const res = await signIn("credentials", {
      email: values.email,
      password: values.password,
      remember: String(remember),
      redirect: false,
    });
    if (!res || res.error || !res.ok) {
      toast.error(res?.error && res.error !== "CredentialsSignin" ? res.error : "Login failed. Please try again.");
      return;
    }
    const session = await getSession();
    toast.success(`Welcome back${session?.user?.name ? `, ${session.user.name}` : ""}!`);
    const role = session?.user?.role ?? "patient";
    // Only a page of this site is followed (see lib/return-address.ts).
    router.replace(safeReturnPath(callbackUrl, window.location.origin) ?? HOME_OF[role]);
    router.refresh();
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password" />
        <div className="flex items-center justify-between gap-2 text-sm">
          <div className="flex items-center gap-2">
            <Checkbox id="remember" checked={remember} onCheckedChange={(v) => setRemember(v === true)} />
            <Label htmlFor="remember" className="font-normal">
              Remember me
            </Label>
          </div>
          <Link href="/forgot-password" className="text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? "Logging in..." : "Login"}
        </Button>
      </form>
    </Form>
  );
}
