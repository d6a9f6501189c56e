import { getInitials } from "@/components/ui/initials";

/** A CSS url() of an image address: the characters that would end the string are percent-encoded. */
function cssUrl(src: string): string {
  return `url("${src.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * A person's photo over their initials, as plain server-rendered markup (styled by `person-avatar`
 * in app/globals.css), for lists where the name is written beside it: decorative, so it is hidden
 * from screen readers. The client Avatar (components/ui/avatar.tsx) swaps the initials for the
 * photo once it loads and hides a photo that fails; here the photo is the background of a layer over
 * the initials, so a loaded one covers them and one that fails draws nothing (an <img> that fails
 * draws the browser's broken-image mark). Issue 43 item 3: a page of appointment cards drew three
 * client components a person (Avatar, AvatarImage, AvatarFallback), each sent and hydrated.
 */
export function PersonAvatar({ name, image, className, fallback }: { name: string; image?: string | null; className?: string; /** Drawn instead of the initials. */ fallback?: React.ReactNode }) {
  return (
    <span className={className ? `person-avatar ${className}` : "person-avatar"} data-slot="avatar" aria-hidden>
      {fallback ?? getInitials(name)}
      {image ? <span style={{ backgroundImage: cssUrl(image) }} /> : null}
    </span>
  );
}
