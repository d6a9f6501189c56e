import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { doctorInsightsQuery } from "@/lib/insights/insights-schema";
import { doctorInsights } from "@/lib/insights/insights";

// Issue 28: the caller's own figures for a range, in the admin's shape (docs/insights.md).
export const GET = authedRoute(["doctor"], async ({ req, actor }) => doctorInsights(actor, readQuery(req, doctorInsightsQuery)));
