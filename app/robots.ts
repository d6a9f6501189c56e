import type { MetadataRoute } from "next";

export default function robots(): MetadataRoute.Robots {
  const site = process.env.SITE_URL ?? "http://localhost:3000";
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      // "/doctor/" and "/doctor$" keep the doctor area out without touching "/doctors".
      disallow: ["/admin", "/doctor/", "/doctor$", "/my-appointments", "/profile", "/api/", "/uploads/"],
    },
    sitemap: new URL("/sitemap.xml", site).toString(),
  };
}
