import Link from "next/link";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function DoctorNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Doctor not found</h1>
      <p className="text-muted-foreground">This doctor is not listed, or the link is out of date. Every doctor you can book is on the doctors page.</p>
      <Button asChild size="lg">
        <Link href="/doctors">See all doctors</Link>
      </Button>
    </div>
  );
}
