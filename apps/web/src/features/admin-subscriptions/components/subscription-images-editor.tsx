import { useState, type FormEvent } from 'react';
import { fileTooLargeMessage, IMAGE_UPLOAD_HINT, MAX_SUBSCRIPTION_IMAGES, MAX_UPLOAD_BYTES, type SubscriptionView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { PictureGrid } from '@/components/ui/picture-grid';
import { Input } from '@/components/ui/input';
import { useDeleteSubscriptionImage } from '../api/delete-subscription-image';
import { useUploadSubscriptionImage } from '../api/upload-subscription-image';
import { notifyFailure, withToasts } from '../utils/notify';

const FAILED_UPLOAD = 'Failed to upload image for subscription';
const FAILED_DELETE = 'Failed to delete image for subscription';

/** A plan's pictures: upload one at a time (checked by the server), delete any. The first is the plan's main image. */
export function SubscriptionImagesEditor({ subscription }: { subscription: SubscriptionView }) {
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadSubscriptionImage();
  const remove = useDeleteSubscriptionImage();
  const full = subscription.images.length >= MAX_SUBSCRIPTION_IMAGES;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) return notifyFailure(FAILED_UPLOAD, fileTooLargeMessage(file.name));
    const uploaded = await withToasts(() => upload.mutateAsync({ id: subscription.id, file }), {
      success: 'Image uploaded',
      failure: FAILED_UPLOAD,
    });
    if (uploaded) {
      setFile(null);
      setInputKey((key) => key + 1);
    }
  }

  return (
    <section aria-label={`Images of ${subscription.title}`} className="flex flex-col gap-3">
      <h4 className="font-semibold text-ink">Images</h4>
      <PictureGrid
        owner={subscription.title}
        images={subscription.images}
        deleting={remove.isPending ? (remove.variables?.imageUrl ?? null) : null}
        onDelete={(url) =>
          void withToasts(() => remove.mutateAsync({ id: subscription.id, imageUrl: url }), { success: 'Image deleted', failure: FAILED_DELETE })
        }
      />
      {full ? (
        <p className="text-sm text-ink-soft">A subscription holds at most {MAX_SUBSCRIPTION_IMAGES} images; delete one to add another.</p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Input
            key={inputKey}
            type="file"
            accept="image/*"
            label="Add an image"
            hint={IMAGE_UPLOAD_HINT}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            className="flex-1"
          />
          <Button type="submit" disabled={!file} busy={upload.isPending} className="sm:mb-7">
            Upload
          </Button>
        </form>
      )}
    </section>
  );
}
