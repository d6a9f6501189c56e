import type { ComponentProps } from "react";

/**
 * A link to another page of the app as plain HTML: no client component per link
 * (next/link hydrates each one and prefetches every link in the viewport).
 * <LinkIntent /> in the root layout makes a click on it a client-side navigation
 * and prefetches its page when the visitor shows intent (hover, focus, touch);
 * before hydration, or without JavaScript, it is an ordinary link.
 */
export function NavLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  return <a href={href} data-nav="" {...props} />;
}
