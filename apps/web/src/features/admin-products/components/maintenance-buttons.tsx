import { ConfirmButton } from '@/components/ui/confirm-button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useFixIndividualColors } from '../api/fix-individual-colors';
import { useFixMissingImages } from '../api/fix-missing-images';
import type { MaintenanceResult } from '../types';

function done(result: MaintenanceResult) {
  toast({ title: 'Success', description: result.message || `${result.count} products deactivated.`, variant: 'success' });
}

/** 'Fix Individual Colors' and 'Fix Missing Images': deactivate broken products (each asked once more first). */
export function MaintenanceButtons() {
  const colors = useFixIndividualColors();
  const images = useFixMissingImages();

  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        label="Fix Individual Colors"
        question="Deactivate Individual Colors with bad images?"
        confirmLabel="Yes, fix"
        variant="secondary"
        busy={colors.isPending}
        onConfirm={() =>
          colors.mutate(undefined, {
            onSuccess: done,
            onError: (error) =>
              toast({
                title: 'Error',
                description: getErrorMessage(error, 'Failed to deactivate individual colors with bad images'),
                variant: 'destructive',
              }),
          })
        }
      />
      <ConfirmButton
        label="Fix Missing Images"
        question="Deactivate products without images?"
        confirmLabel="Yes, fix"
        variant="secondary"
        busy={images.isPending}
        onConfirm={() =>
          images.mutate(undefined, {
            onSuccess: done,
            onError: (error) =>
              toast({
                title: 'Error',
                description: getErrorMessage(error, 'Failed to deactivate products with missing images'),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
