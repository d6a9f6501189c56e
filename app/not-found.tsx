import { NavLink } from "@/components/layout/nav-link";
import { connection } from "next/server";

// Unknown URLs. Rendered per request (not prerendered) so that its scripts
// carry the CSP nonce of the request like every other page.
export default async function NotFound() {
  await connection();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-2xl font-bold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <div className="flex gap-2">
        <NavLink href="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
          Go home
        </NavLink>
        <NavLink href="/doctors" className="rounded-md border px-4 py-2 font-medium">
          Find a doctor
        </NavLink>
      </div>
    </main>
  );
}
