import { Spinner } from "@/components/ui/spinner";

/**
 * Stands in for a list while it loads. A screen tall, so that what follows it
 * (the footer) starts below the fold and does not visibly jump when the list
 * arrives (no layout shift).
 */
export function LoadingBlock() {
  return (
    <div className="flex min-h-dvh justify-center pt-16">
      <Spinner size="lg" />
    </div>
  );
}
