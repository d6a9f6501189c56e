// FormMessage (components/ui/form.tsx) shows a field's message, a server text,
// through useServerText: the server-rendered first paint is the text as it is
// (English pages exactly as before), with no next-intl provider anywhere and
// nothing loaded. The swap to the page's language is the catalogue's
// (tests/unit/message-catalogue.test.ts).
import { createElement as h, type ComponentType, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { Form, FormField, FormItem, FormMessage } from "@/components/ui/form";

function NameField({ message }: { message: string }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: "" }, errors: { name: { type: "server", message } } });
  // Form and FormField are generic over the form's values; createElement cannot name them.
  const Provider = Form as unknown as ComponentType<typeof form & { children: ReactNode }>;
  const Field = FormField as unknown as ComponentType<{ control: typeof form.control; name: "name"; render: () => ReactNode }>;
  return h(Provider, { ...form, children: h(Field, { control: form.control, name: "name", render: () => h(FormItem, null, h(FormMessage)) }) });
}

describe("FormMessage", () => {
  it("renders the message as it is on first paint, without a provider", () => {
    const html = renderToString(h(NameField, { message: "Full name must be at least 3 characters" }));
    expect(html).toContain(">Full name must be at least 3 characters</p>");
    expect(html).toContain('role="alert"');
  });
});
