import { authedRoute } from "@/lib/http/handler";
import { exportFileName, exportMyData } from "@/lib/privacy/export";

// Issue 45: "Download my data" -> the JSON file (Content-Disposition: attachment), rate limited.
export const GET = authedRoute(["patient"], async ({ actor }) => {
  const data = await exportMyData(actor);
  return new Response(JSON.stringify(data, null, 2), {
    headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${exportFileName()}"` },
  });
});
