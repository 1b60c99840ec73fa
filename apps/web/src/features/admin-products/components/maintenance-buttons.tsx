import type { MaintenanceResult } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useFixIndividualColors } from '../api/fix-individual-colors';
import { useFixMissingImages } from '../api/fix-missing-images';

/** docs/product/back-office.md §8: the fixed texts of a failed maintenance run. */
const FIX_INDIVIDUAL_COLORS_FAILED = 'Failed to deactivate individual colors with bad images';
const FIX_MISSING_IMAGES_FAILED = 'Failed to deactivate products with missing images';

/** The answer's message is shown (docs/product/back-office.md §7). */
function done(result: MaintenanceResult) {
  toast({ title: 'Success', description: result.message || `${result.count} products deactivated.`, variant: 'success' });
}

/** The fixed text as the title, the server's words (if any) below it. */
function failed(title: string) {
  return (error: unknown) => toast({ title, description: getErrorMessage(error, ''), variant: 'destructive' });
}

/**
 * 'Fix Individual Colors' and 'Fix Missing Images': deactivate broken products,
 * on the first click (docs/product/back-office.md §5 asks for no confirmation here).
 */
export function MaintenanceButtons() {
  const colors = useFixIndividualColors();
  const images = useFixMissingImages();

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        busy={colors.isPending}
        onClick={() => colors.mutate(undefined, { onSuccess: done, onError: failed(FIX_INDIVIDUAL_COLORS_FAILED) })}
      >
        Fix Individual Colors
      </Button>
      <Button
        variant="secondary"
        size="sm"
        busy={images.isPending}
        onClick={() => images.mutate(undefined, { onSuccess: done, onError: failed(FIX_MISSING_IMAGES_FAILED) })}
      >
        Fix Missing Images
      </Button>
    </div>
  );
}
