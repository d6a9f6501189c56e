// Only where lists load: a group-wide loading.tsx would start streaming
// before /appointment/{unknown} could answer with a real 404 status.
import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner className="size-8" />
    </div>
  );
}
