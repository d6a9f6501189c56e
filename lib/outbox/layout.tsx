// The frame every email shares: the clinic's name on its primary colour, one
// column at most 560px wide (full width on a phone), 16px text, a footer that
// says who sent it. Inline styles only: mail clients drop <style> and classes.
//
// In the recipient's language (issue 29): the document says it (lang), and an
// Arabic email reads right to left: dir="rtl" on the document and again on its
// body and card, since webmail keeps only what sits inside <body>; text then
// starts on the right and the label/value columns mirror on their own. English
// keeps its markup exactly (no dir: left to right is the default).
import type { ReactNode } from "react";
import { Body, Button, Column, Container, Head, Heading, Hr, Html, Link, Preview, Row, Section, Text } from "@react-email/components";
import { createTranslator } from "next-intl";
import { localeDirection, type Locale } from "@/lib/i18n/locales";
import { emailIntl } from "@/lib/outbox/language";
import { BRAND, CLINIC_NAME } from "@/lib/outbox/mail-config";

const font =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export function EmailLayout(props: { locale: Locale; preview: string; heading: string; siteUrl: string; children: ReactNode; footer?: ReactNode }) {
  const t = createTranslator({ ...emailIntl(props.locale), namespace: "EmailLayout" });
  const direction = localeDirection(props.locale);
  // Only right to left is written on the body and card: English keeps its markup.
  const dir = direction === "rtl" ? direction : undefined;
  return (
    <Html lang={props.locale} dir={direction}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body dir={dir} style={{ backgroundColor: BRAND.page, margin: 0, padding: "16px 8px", fontFamily: font, color: BRAND.text }}>
        <Container
          dir={dir}
          style={{
            maxWidth: "560px",
            width: "100%",
            backgroundColor: BRAND.card,
            border: `1px solid ${BRAND.border}`,
            borderRadius: "10px",
            overflow: "hidden",
          }}
        >
          <Section style={{ backgroundColor: BRAND.primary, padding: "18px 24px" }}>
            <Text style={{ color: BRAND.onPrimary, fontSize: "20px", lineHeight: "28px", fontWeight: 700, margin: 0 }}>{CLINIC_NAME}</Text>
          </Section>
          <Section style={{ padding: "8px 24px 16px" }}>
            <Heading as="h1" style={{ fontSize: "22px", lineHeight: "30px", margin: "16px 0 8px", color: BRAND.text }}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Hr style={{ borderColor: BRAND.border, margin: 0 }} />
          <Section style={{ padding: "12px 24px 20px" }}>
            <Text style={{ fontSize: "13px", lineHeight: "20px", color: BRAND.muted, margin: 0 }}>
              {props.footer ?? t("footerAccount", { clinic: CLINIC_NAME })}{" "}
              <Link href={props.siteUrl} style={{ color: BRAND.primary }}>
                {props.siteUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "16px", lineHeight: "24px", margin: "8px 0" }}>{children}</Text>;
}

/** The main action, a full-width-friendly button in the primary colour. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "20px 0 8px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND.primary,
          color: BRAND.onPrimary,
          fontSize: "16px",
          fontWeight: 600,
          borderRadius: "8px",
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Label/value lines (When, Doctor, ...): two columns that stay readable on a narrow screen. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Section style={{ backgroundColor: BRAND.page, borderRadius: "8px", padding: "8px 16px", margin: "16px 0" }}>
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ width: "96px", verticalAlign: "top" }}>
            <Text style={{ fontSize: "14px", lineHeight: "22px", color: BRAND.muted, margin: "6px 0" }}>{label}</Text>
          </Column>
          <Column style={{ verticalAlign: "top" }}>
            <Text style={{ fontSize: "16px", lineHeight: "22px", margin: "6px 0" }}>{value}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** "Hello Pat," in the reader's language. */
export function Greeting({ locale, name }: { locale: Locale; name: string }) {
  return <P>{createTranslator({ ...emailIntl(locale), namespace: "EmailLayout" })("hello", { name })}</P>;
}
