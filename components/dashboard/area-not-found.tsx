import Link from "next/link";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/dashboard/empty-state";

/** The not-found screen inside the admin and doctor areas (the area's frame stays). */
export function AreaNotFound({ home, homeLabel }: { home: string; homeLabel: string }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Not found</h1>
      <EmptyState icon={SearchX} title="We couldn't find that page">
        <p>It may have been removed, or the link is wrong.</p>
        <Button asChild className="mt-4">
          <Link href={home}>{homeLabel}</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
