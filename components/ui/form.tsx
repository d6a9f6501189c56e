"use client"

import * as React from "react"
import * as LabelPrimitive from "@radix-ui/react-label"
import { Slot } from "@radix-ui/react-slot"
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form"

import { cn } from "@/lib/utils"
import { Label } from "@/components/ui/label"
import { useServerText } from "@/components/forms/server-text"

const Form = FormProvider

type FormFieldContextValue<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = {
  name: TName
}

const FormFieldContext = React.createContext<FormFieldContextValue | null>(
  null
)

/**
 * Third generic keeps `useForm<Input, any, Output>()` (zod resolver with
 * transforms) assignable to `control`.
 */
function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ ...props }: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  )
}

type FormItemContextValue = {
  id: string
  /** Which of the item's description and message are on the page now. */
  shown: { description: boolean; message: boolean }
  setShown: (part: "description" | "message", on: boolean) => void
}

const FormItemContext = React.createContext<FormItemContextValue | null>(null)

function useFormField() {
  const fieldContext = React.useContext(FormFieldContext)
  const itemContext = React.useContext(FormItemContext)
  const { getFieldState } = useFormContext()
  const formState = useFormState({ name: fieldContext?.name })

  if (!fieldContext) {
    throw new Error("useFormField should be used within <FormField>")
  }
  if (!itemContext) {
    throw new Error("useFormField should be used within <FormItem>")
  }

  const fieldState = getFieldState(fieldContext.name, formState)
  const { id, shown } = itemContext

  return {
    id,
    shown,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...fieldState,
  }
}

/** Tells the field's FormItem that a part (the description or the message) is shown while mounted. */
function useShownPart(part: "description" | "message", on = true) {
  const setShown = React.useContext(FormItemContext)?.setShown
  React.useEffect(() => {
    if (!setShown || !on) return
    setShown(part, true)
    return () => setShown(part, false)
  }, [setShown, part, on])
}

function FormItem({ className, ...props }: React.ComponentProps<"div">) {
  const id = React.useId()
  const [shown, setShownState] = React.useState({ description: false, message: false })
  const setShown = React.useCallback(
    (part: "description" | "message", on: boolean) =>
      setShownState((s) => (s[part] === on ? s : { ...s, [part]: on })),
    []
  )
  const value = React.useMemo(() => ({ id, shown, setShown }), [id, shown, setShown])

  return (
    <FormItemContext.Provider value={value}>
      <div
        data-slot="form-item"
        className={cn("grid gap-2", className)}
        {...props}
      />
    </FormItemContext.Provider>
  )
}

function FormLabel({
  className,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root>) {
  const { error, formItemId } = useFormField()

  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn("data-[error=true]:text-destructive", className)}
      htmlFor={formItemId}
      {...props}
    />
  )
}

/**
 * The input, described by the field's description and message: only those on the page (a
 * reference to a missing id is invalid ARIA), so helper text shown by FormMessage is read too.
 */
function FormControl({ ...props }: React.ComponentProps<typeof Slot>) {
  const { error, shown, formItemId, formDescriptionId, formMessageId } =
    useFormField()
  const describedBy = [
    shown.description ? formDescriptionId : null,
    shown.message ? formMessageId : null,
  ]
    .filter(Boolean)
    .join(" ")

  return (
    <Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  )
}

function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { formDescriptionId } = useFormField()
  useShownPart("description")

  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  )
}

/**
 * Renders the field's error message (role="alert", announced immediately).
 * With no error it renders `children` (if any) as plain helper text. The
 * message is a server text (the shared zod schemas' English), shown in the
 * page's language (components/forms/server-text.ts).
 */
function FormMessage({
  className,
  children,
  ...props
}: React.ComponentProps<"p">) {
  const { error, formMessageId } = useFormField()
  const errorText = useServerText(error ? String(error.message ?? "") : "")
  const body = errorText || children
  useShownPart("message", !!body)

  if (!body) {
    return null
  }

  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      role={errorText ? "alert" : undefined}
      className={cn(
        "text-sm",
        errorText ? "font-medium text-destructive" : "text-muted-foreground",
        className
      )}
      {...props}
    >
      {body}
    </p>
  )
}

export {
  useFormField,
  Form,
  FormItem,
  FormLabel,
  FormControl,
  FormDescription,
  FormMessage,
  FormField,
}
