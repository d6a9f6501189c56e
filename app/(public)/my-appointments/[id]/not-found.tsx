import Link from "next/link";
import { CalendarX } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function AppointmentNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <CalendarX className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Appointment not found</h1>
      <p className="text-muted-foreground">This appointment does not exist or belongs to another account.</p>
      <Button asChild size="lg">
        <Link href="/my-appointments">My appointments</Link>
      </Button>
    </div>
  );
}
