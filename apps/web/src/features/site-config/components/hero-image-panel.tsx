import { useState, type FormEvent } from 'react';
import { fileTooLargeMessage, IMAGE_FORMATS_LABEL, MAX_UPLOAD_BYTES } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { HERO_IMAGE_GUIDELINES } from '@/config/constants';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useHeroImage } from '../api/get-site-config';
import { useUploadHeroImage } from '../api/upload-hero-image';
import { usePreviewUrl } from '@/lib/use-preview-url';

const FAILED = 'Failed to upload hero image';

function uploadErrorText(error: unknown): string {
  if (isApiError(error, 413)) return getErrorMessage(error, fileTooLargeMessage());
  if (isApiError(error, 415)) return getErrorMessage(error, `That file is not a ${IMAGE_FORMATS_LABEL} image.`);
  return getErrorMessage(error, 'Failed to upload image');
}

function CurrentHeroImage() {
  const { url, query } = useHeroImage();
  if (query.isPending) return <LoadingBlock label="Loading the current hero image..." />;
  if (query.isError) {
    return (
      <ErrorState
        message={getErrorMessage(query.error, 'Could not load the current hero image.')}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!url) {
    return <p className="rounded-xl bg-paper-deep p-4 text-ink-soft">No hero image set — the default is shown</p>;
  }
  return (
    <img src={url} alt="Current hero image of the welcome page" className="aspect-[2/1] w-full max-w-xl rounded-xl border border-line object-cover" />
  );
}

/** Admin settings: replace the welcome page's hero image (docs/product/back-office.md §2.3 "Hero image panel"). */
export function HeroImagePanel() {
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const previewUrl = usePreviewUrl(file);
  const upload = useUploadHeroImage();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({ title: FAILED, description: fileTooLargeMessage(), variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        toast({ title: 'Hero image updated successfully!', variant: 'success' });
        setFile(null);
        setInputKey((k) => k + 1);
      },
      onError: (error) => toast({ title: FAILED, description: uploadErrorText(error), variant: 'destructive' }),
    });
  }

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Hero Image</CardTitle>
      <p className="text-ink-soft">The large picture at the top of the welcome page.</p>
      <CurrentHeroImage />
      <form onSubmit={handleSubmit} className="flex flex-col gap-3">
        <Input
          key={inputKey}
          type="file"
          accept="image/*"
          label="Choose a new hero image"
          hint={HERO_IMAGE_GUIDELINES}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        {previewUrl && (
          <img
            src={previewUrl}
            alt="Preview of the chosen image"
            className="aspect-[2/1] w-full max-w-xl rounded-xl border border-dashed border-line object-cover"
          />
        )}
        <Button type="submit" disabled={!file} busy={upload.isPending} className="sm:w-fit">
          {upload.isPending ? 'Uploading...' : 'Upload hero image'}
        </Button>
      </form>
    </Card>
  );
}
