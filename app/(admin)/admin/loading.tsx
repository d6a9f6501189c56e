import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  const t = useTranslations("AdminLayout");
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner size="lg" showLabel label={t("loading")} />
    </div>
  );
}
