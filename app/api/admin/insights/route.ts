import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { adminInsightsQuery } from "@/lib/insights/insights-schema";
import { adminInsights } from "@/lib/insights/insights";

// Issue 28: the clinic's figures for a range and filters -> { success, from, to, days, heatmap, weeks,
// utilisation, visitTypes, waitlistRefills } (docs/insights.md).
export const GET = authedRoute(["admin"], async ({ req, actor }) => adminInsights(actor, readQuery(req, adminInsightsQuery)));
