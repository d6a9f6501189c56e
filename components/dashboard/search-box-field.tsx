"use client";

// A search field that keeps its text in the URL (?q=), so the server renders
// the filtered list, results survive a reload and can be shared. Typing
// updates the list after a short pause; Enter updates it at once. Rendered by
// SearchBox (search-box.tsx), which hands it its words in the page's language.
import { useEffect, useRef, useState, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Search, X } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

export function SearchBoxField({
  placeholder,
  label,
  className,
  searchingLabel,
  clearLabel,
}: {
  placeholder: string;
  label: string;
  className?: string;
  searchingLabel: string;
  clearLabel: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get("q") ?? "";
  const [value, setValue] = useState(current);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastApplied = useRef(current);

  // Back/forward navigation changes the URL under us; our own updates must
  // not overwrite what the user typed meanwhile.
  useEffect(() => {
    if (current !== lastApplied.current) {
      lastApplied.current = current;
      setValue(current);
    }
  }, [current]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function apply(next: string) {
    if (timer.current) clearTimeout(timer.current);
    const q = next.trim();
    if (q === current.trim()) return;
    lastApplied.current = q;
    const search = new URLSearchParams(params.toString());
    // A new search starts from the first page.
    search.delete("limit");
    search.delete("cursor");
    if (q) search.set("q", q);
    else search.delete("q");
    const qs = search.toString();
    startTransition(() => router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false }));
  }

  function onChange(next: string) {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), 300);
  }

  return (
    <form
      role="search"
      className={cn("relative w-full sm:w-72", className)}
      onSubmit={(e) => {
        e.preventDefault();
        apply(value);
      }}
    >
      <label htmlFor="area-search" className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        id="area-search"
        type="search"
        name="q"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="ps-9 pe-10 [&::-webkit-search-cancel-button]:hidden"
      />
      <span className="absolute end-2 top-1/2 flex -translate-y-1/2 items-center">
        {pending ? (
          <Spinner size="sm" label={searchingLabel} className="px-1" />
        ) : value ? (
          <button
            type="button"
            className="grid size-7 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
            onClick={() => {
              setValue("");
              apply("");
            }}
          >
            <X className="size-4" aria-hidden />
            <span className="sr-only">{clearLabel}</span>
          </button>
        ) : null}
      </span>
    </form>
  );
}
