import { NavLink } from "@/components/layout/nav-link";
import { SearchX } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or is no longer available.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <NavLink href="/doctors">Find a doctor</NavLink>
        </Button>
        <Button asChild variant="outline">
          <NavLink href="/">Go home</NavLink>
        </Button>
      </div>
    </div>
  );
}
