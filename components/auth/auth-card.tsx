import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

export function AuthCard({ title, description, children, footer }: { title: string; description: string; children: React.ReactNode; footer: React.ReactNode }) {
  const t = useTranslations("AuthPages");
  return (
    <div className="mx-auto w-full max-w-md">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        <CardFooter className="flex flex-col gap-2 text-sm text-muted-foreground">
          {footer}
          <Link href="/" className="text-primary underline-offset-4 hover:underline">
            {t("backToHome")}
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
