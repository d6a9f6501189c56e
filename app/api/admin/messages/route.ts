import { authedRoute } from "@/lib/http/handler";
import { listContactMessages } from "@/lib/clinic/contact";

// Extra: the messages sent through the contact form, newest first.
export const GET = authedRoute(["admin"], async () => ({ messages: await listContactMessages() }));
