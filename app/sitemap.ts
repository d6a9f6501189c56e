import type { MetadataRoute } from "next";
import { listDoctors } from "@/lib/doctors/queries";
import { SPECIALITIES, specialitySlug } from "@/lib/clinic/specialities";

// Read at request time: the doctor list lives in the database.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = process.env.SITE_URL ?? "http://localhost:3000";
  const url = (path: string) => new URL(path, site).toString();
  const now = new Date();
  const { items } = await listDoctors({ limit: 1000 });
  return [
    { url: url("/"), lastModified: now, changeFrequency: "daily", priority: 1 },
    { url: url("/doctors"), lastModified: now, changeFrequency: "daily", priority: 0.9 },
    ...SPECIALITIES.map((s) => ({ url: url(`/doctors/${specialitySlug(s)}`), lastModified: now, changeFrequency: "daily" as const, priority: 0.8 })),
    ...items.map((d) => ({ url: url(`/appointment/${d._id}`), lastModified: now, changeFrequency: "daily" as const, priority: 0.7 })),
    { url: url("/about"), changeFrequency: "monthly", priority: 0.5 },
    { url: url("/contact"), changeFrequency: "monthly", priority: 0.5 },
    { url: url("/signup"), changeFrequency: "yearly", priority: 0.3 },
    { url: url("/login"), changeFrequency: "yearly", priority: 0.2 },
  ];
}
