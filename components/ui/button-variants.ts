import { cva } from "class-variance-authority"

// The button styles alone, without Button's class merging (tailwind-merge), so
// that code in every page's first load (the error boundary) can style a
// button or a link as one for about a kilobyte.
// The shared part of every button is the class `btn` (app/globals.css): a page of cards draws
// dozens of buttons, and the same 330 characters went out in each one's HTML (issue 43). It sits
// in the components layer, so a utility given by a caller or a variant overrides it, as
// tailwind-merge let them before; aria-invalid stays a utility to beat the variants' borders.
export const buttonVariants = cva(
  "btn aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive",
  {
    variants: {
      variant: {
        default:
          "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        destructive:
          "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:outline-destructive",
        outline:
          "border border-input bg-background text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary:
          "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2 has-[>svg]:px-3",
        sm: "h-9 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
        lg: "h-11 rounded-md px-6 text-base has-[>svg]:px-4",
        icon: "size-10",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  }
)
