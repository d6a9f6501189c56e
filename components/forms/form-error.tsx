// A form's refusal or error under its fields, announced as it appears, with an id its form or
// fields point to (aria-describedby). Nothing without a message.
import { CircleAlert } from "lucide-react";

export function FormError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
