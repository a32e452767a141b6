// Shown while a page of this group loads (below the group guard, so a redirect is a real 307).
import { LoadingModule } from '@/components/ui/loading-module';

export default function Loading() {
  return <LoadingModule />;
}
