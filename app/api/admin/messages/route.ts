import { authedRoute } from "@/lib/api/handler";
import { listContactMessages } from "@/lib/contact";

// Extra: the messages sent through the contact form, newest first.
export const GET = authedRoute(["admin"], async () => ({ messages: await listContactMessages() }));
