import type { ComponentProps } from "react";

/**
 * The app's one plain <img>, for portraits and profile photos; `alt` is
 * required ("" when a name beside it already says who it is).
 *
 * Why not next/image: the photos are already small for their slot (shipped
 * SVG portraits, uploads served from PostgreSQL at /uploads/{id}, or the
 * uploadthing CDN). Its optimizer would send every upload through a second
 * request to the app and rewrite the `src` the pages link to, and without the
 * optimizer it renders this same <img> while adding its client component to
 * every page that shows a photo.
 */
export function Photo({ alt, ...props }: ComponentProps<"img"> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- see above: a plain <img> is the intended element
  return <img alt={alt} {...props} />;
}
