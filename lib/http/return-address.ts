// Where to send someone back to after signing in (`?callbackUrl=`). The
// value comes from the address bar, so anyone can write it: it is followed
// only when it names a page of this site.
//
// Checking the text ("starts with / but not //") is not enough: browsers read
// "/\evil.example", "/<TAB>/evil.example" or " //evil.example" as another
// host, because the URL parser drops tabs and newlines, trims control
// characters and spaces, and treats "\" as "/". So the value is parsed the way
// a browser parses it, and kept only when the result is on our own origin.

/** Stands in for the site's origin where the real one is not known (server side); only the path is kept anyway. */
const PLACEHOLDER_ORIGIN = "http://return-address.invalid";

/**
 * The same-origin path (with query and fragment) that `raw` leads to when
 * resolved against `origin`, or null when it leads anywhere else or is not a
 * single text value. Absolute URLs are accepted only on `origin` itself.
 */
export function safeReturnPath(raw: unknown, origin: string = PLACEHOLDER_ORIGIN): string | null {
  if (typeof raw !== "string" || raw.trim() === "") return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser
  // given it as a link reads as a host again.
  if (url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
