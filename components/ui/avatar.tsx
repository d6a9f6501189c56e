"use client"

import * as React from "react"

import { cn } from "@/lib/utils"
import { Photo } from "@/components/ui/photo"
import { getInitials } from "@/components/ui/initials"

type ImageStatus = "idle" | "loading" | "loaded" | "error"

const AvatarContext = React.createContext<{
  status: ImageStatus
  setStatus: React.Dispatch<React.SetStateAction<ImageStatus>>
} | null>(null)

function Avatar({
  className,
  size = "default",
  ...props
}: React.ComponentProps<"span"> & { size?: "sm" | "default" | "lg" }) {
  const [status, setStatus] = React.useState<ImageStatus>("idle")
  const value = React.useMemo(() => ({ status, setStatus }), [status])

  return (
    <AvatarContext.Provider value={value}>
      <span
        data-slot="avatar"
        data-size={size}
        className={cn(
          "relative flex shrink-0 overflow-hidden rounded-full bg-secondary select-none",
          "data-[size=sm]:size-8 data-[size=default]:size-10 data-[size=lg]:size-16",
          className
        )}
        {...props}
      />
    </AvatarContext.Provider>
  )
}

/**
 * A plain <img> (Photo); `alt` is required (use the person's name). Hidden if the
 * image fails, so the sibling AvatarFallback (initials) shows instead.
 */
function AvatarImage({
  className,
  src,
  alt,
  onLoad,
  onError,
  ...props
}: Omit<React.ComponentProps<"img">, "alt"> & { alt: string }) {
  const ctx = React.useContext(AvatarContext)
  const setStatus = ctx?.setStatus
  const ref = React.useRef<HTMLImageElement>(null)

  React.useLayoutEffect(() => {
    if (!setStatus) return
    if (!src) {
      setStatus("error")
      return
    }
    const img = ref.current
    // The image may have finished (or failed) before hydration attached handlers.
    if (img && img.complete) {
      setStatus(img.naturalWidth > 0 ? "loaded" : "error")
    } else {
      setStatus("loading")
    }
  }, [src, setStatus])

  if (!src || ctx?.status === "error") return null

  return (
    <Photo
      ref={ref}
      data-slot="avatar-image"
      src={typeof src === "string" ? src : undefined}
      alt={alt}
      className={cn("absolute inset-0 size-full object-cover", className)}
      onLoad={(e) => {
        setStatus?.("loaded")
        onLoad?.(e)
      }}
      onError={(e) => {
        setStatus?.("error")
        onError?.(e)
      }}
      {...props}
    />
  )
}

/**
 * Initials shown until the image has loaded, or permanently if it fails /
 * there is none. Pass `name` to compute initials, or children to set them.
 */
function AvatarFallback({
  className,
  name,
  children,
  ...props
}: React.ComponentProps<"span"> & { name?: string | null }) {
  const ctx = React.useContext(AvatarContext)
  const status = ctx?.status ?? "error"
  const setStatus = ctx?.setStatus

  // Still "idle" after AvatarImage's layout effect => there is no image.
  React.useEffect(() => {
    setStatus?.((s) => (s === "idle" ? "error" : s))
  }, [setStatus])

  if (status === "loaded") return null

  // Until we know there is no image (SSR / loading), the <img alt> names the
  // person, so the initials stay silent to avoid a double announcement.
  const hasImage = status !== "error"
  return (
    <span
      data-slot="avatar-fallback"
      // While an image (with its own alt) is on top, don't announce twice.
      aria-hidden={hasImage || undefined}
      role={!hasImage && name ? "img" : undefined}
      aria-label={!hasImage && name ? name : undefined}
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground",
        "text-sm [[data-size=sm]>&]:text-xs [[data-size=lg]>&]:text-xl",
        className
      )}
      {...props}
    >
      {children ?? getInitials(name)}
    </span>
  )
}

export { Avatar, AvatarImage, AvatarFallback }
