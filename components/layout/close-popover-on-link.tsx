"use client";

import { useEffect } from "react";

/**
 * The header's menus are native popovers (no menu library in every page's
 * JavaScript). A popover stays open across client-side navigation, since the
 * header is not re-rendered; this closes the one a followed link was in.
 */
export function ClosePopoverOnLink() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("a[href]");
      const popover = link?.closest<HTMLElement>("[popover]");
      if (popover?.matches(":popover-open")) popover.hidePopover();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
