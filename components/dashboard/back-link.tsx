// The link back above a staff page (a visit, a patient, a doctor's schedule): a small ghost
// button, its arrow turned round in right-to-left languages.
import Link from "next/link";
import { ArrowLeft } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

export function BackLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <Button asChild variant="ghost" size="sm" className="-ms-3">
        <Link href={href}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {children}
        </Link>
      </Button>
    </div>
  );
}
