"use client";

// Keeps an open board current (issue 26: a booking made elsewhere shows within 15 seconds, without
// a reload): the page's server data is fetched again every 10 seconds while the tab is visible,
// and at once when it becomes visible again. router.refresh() keeps client state (an open dialog,
// what is typed in it) and scroll.
import { useEffect } from "react";
import { useRouter } from "next/navigation";

export function AutoRefresh({ seconds = 10 }: { seconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === "visible") router.refresh();
    };
    const id = setInterval(tick, seconds * 1000);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [router, seconds]);
  return null;
}
