// next-intl's server API for tests that call pages or their metadata directly: outside React's
// server environment (a real request renders them there) getTranslations cannot run, so here
// are the same English messages through next-intl's createTranslator.
// Use: vi.mock("next-intl/server", () => import("@/tests/helpers/next-intl-server"));
import { createTranslator } from "next-intl";
import { messagesFor } from "@/messages";

export const getLocale = async () => "en" as const;
export const getMessages = async () => messagesFor("en");
export const getTranslations = async (namespace: string) => createTranslator({ locale: "en", messages: messagesFor("en"), namespace: namespace as never });
