// The frame the public site's not-found pages share: an icon in a circle, a title, a line, and
// the ways on (children).
import type { ComponentType, ReactNode } from "react";

type Props = {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: string;
  text: string;
  children: ReactNode;
};

export function NotFoundPanel({ icon: Icon, title, text, children }: Props) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
