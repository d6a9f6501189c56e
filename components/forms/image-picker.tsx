"use client";

// Picking a photo in a form (the profile's avatar, a doctor's portrait): a
// button opens the file chooser, the file is checked at once against what the
// server accepts, and a preview is shown until the form is sent with it.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { IMAGE_ACCEPT, IMAGE_TOO_LARGE, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "@/lib/platform/images";

/** Why the server would refuse this file, or null when it may be sent. */
function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** The image chosen in a form and a URL to preview it, until the form goes away. */
export function useChosenImage() {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);

  // The preview's object URL is released when another image replaces it and
  // when the form unmounts.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);

  return {
    file: chosen?.file ?? null,
    preview: chosen?.preview ?? null,
    choose: (file: File) => setChosen({ file, preview: URL.createObjectURL(file) }),
  };
}

/**
 * The button that opens the file chooser, with its file input (named by
 * `label` for assistive technology). An accepted file goes to `onChoose`, a
 * refused one only produces a message for `onReject`.
 */
export function ImagePicker({
  label,
  onChoose,
  onReject,
  className,
  describedBy,
  invalid,
  children,
}: {
  label: string;
  onChoose: (file: File) => void;
  onReject: (message: string) => void;
  /** Classes of the button. */
  className?: string;
  /** The id of the text that explains the picker or its error. */
  describedBy?: string;
  invalid?: boolean;
  /** The button's icon and words. */
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        name="image"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so that choosing the same file again is seen as a change.
          e.target.value = "";
          if (!file) return;
          const problem = imageProblem(file);
          if (problem) onReject(problem);
          else onChoose(file);
        }}
      />
      <Button type="button" variant="outline" size="sm" className={className} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
