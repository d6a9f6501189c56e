import { Photo } from "@/components/ui/photo";
import { getInitials } from "@/components/ui/initials";

/**
 * A person's photo over their initials, as plain server-rendered markup (styled by `person-avatar`
 * in app/globals.css), for lists where the name is written beside it: decorative, so both are
 * hidden from screen readers. The client Avatar (components/ui/avatar.tsx) swaps the initials for
 * the photo once it loads; here the photo simply covers them, and one that fails to load (its alt
 * is empty) draws nothing, leaving them. Issue 43 item 3: a page of appointment cards drew three
 * client components a person (Avatar, AvatarImage, AvatarFallback), each sent and hydrated.
 */
export function PersonAvatar({ name, image, className }: { name: string; image?: string | null; className?: string }) {
  return (
    <span className={className ? `person-avatar ${className}` : "person-avatar"} data-slot="avatar">
      <span aria-hidden>{getInitials(name)}</span>
      {image ? <Photo src={image} alt="" /> : null}
    </span>
  );
}
