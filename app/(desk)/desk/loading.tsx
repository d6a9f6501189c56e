import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner size="lg" showLabel label="Loading..." />
    </div>
  );
}
