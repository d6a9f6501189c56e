"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const INTENT = ["pointerover", "focusin", "touchstart"] as const;

/** An app link (<NavLink>) the router can take: same origin, same tab, not a download. */
function navLink(target: EventTarget | null): HTMLAnchorElement | null {
  const a = (target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-nav]");
  if (!a || a.origin !== location.origin || (a.target && a.target !== "_self") || a.hasAttribute("download")) return null;
  return a;
}

/**
 * One listener on the document for every <NavLink> and `<form data-nav method="get">`
 * (the links stay plain HTML, nothing per link to hydrate):
 * - hover, focus or touch prefetches the link's page (intent, not every link in view);
 * - a plain click navigates on the client, as next/link does (modified clicks,
 *   other tabs, downloads and same-page anchors are left to the browser);
 * - a GET form (the doctors search) navigates to its address on the client;
 * - a followed link closes the header menu (a native popover) it was in: the
 *   header is not re-rendered by a client-side navigation.
 */
export function LinkIntent() {
  const router = useRouter();
  useEffect(() => {
    const here = () => location.pathname + location.search;
    const intent = (e: Event) => {
      const a = navLink(e.target);
      if (a && a.pathname + a.search !== here()) router.prefetch(a.pathname + a.search);
    };
    const click = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("a[href]");
      const popover = link?.closest<HTMLElement>("[popover]");
      if (popover?.matches(":popover-open")) popover.hidePopover();
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = navLink(e.target);
      if (!a || (a.hash && a.pathname + a.search === here())) return;
      e.preventDefault();
      router.push(a.pathname + a.search + a.hash);
    };
    const submit = (e: SubmitEvent) => {
      const form = e.target as HTMLFormElement;
      if (e.defaultPrevented || !form.matches("form[data-nav]") || form.method !== "get") return;
      const url = new URL(form.action);
      if (url.origin !== location.origin) return;
      const query = new URLSearchParams();
      for (const [k, v] of new FormData(form, e.submitter)) if (typeof v === "string") query.append(k, v);
      e.preventDefault();
      const qs = query.toString();
      router.push(qs ? `${url.pathname}?${qs}` : url.pathname);
    };
    for (const type of INTENT) document.addEventListener(type, intent, { passive: true });
    document.addEventListener("click", click);
    document.addEventListener("submit", submit);
    return () => {
      for (const type of INTENT) document.removeEventListener(type, intent);
      document.removeEventListener("click", click);
      document.removeEventListener("submit", submit);
    };
  }, [router]);
  return null;
}
