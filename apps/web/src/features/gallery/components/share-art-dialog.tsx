import { useState, type FormEvent } from 'react';
import {
  GALLERY_DESCRIPTION_MAX_LENGTH,
  GALLERY_LESSON_REFERENCE_MAX_LENGTH,
  GALLERY_MESSAGES,
  GALLERY_TITLE_MAX_LENGTH,
  IMAGE_UPLOAD_HINT,
  MAX_UPLOAD_BYTES,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { toast } from '@/components/ui/toast/use-toast';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { ApiError } from '@/lib/api-client';
import { useShopperSession } from '@/lib/session';
import { useSubmitArtwork } from '../api/gallery';
import { GALLERY_SCREEN_TEXT } from '../constants';
import { usePreviewUrl } from '@/lib/use-preview-url';

/** The server's reason when it gave one (a file too big, not an image), under the documented failure. */
function failureReason(error: unknown): string | undefined {
  return (error instanceof ApiError && error.status < 500 && error.serverMessage) || undefined;
}

function ShareArtForm({ onDone }: { onDone: () => void }) {
  const { email } = useShopperSession();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [lessonReference, setLessonReference] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const preview = usePreviewUrl(image);
  const submit = useSubmitArtwork();

  /** Image files only (docs/product/engagement.md §5): anything else is not kept. */
  function chooseFile(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      input.value = '';
      setImage(null);
      setImageError(GALLERY_SCREEN_TEXT.notAnImage);
      return;
    }
    if (file && file.size > MAX_UPLOAD_BYTES) {
      input.value = '';
      setImage(null);
      setImageError(GALLERY_SCREEN_TEXT.tooBig);
      return;
    }
    setImage(file);
    setImageError(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email) {
      toast({ title: GALLERY_MESSAGES.emailNeededToSubmit, variant: 'destructive' });
      return;
    }
    if (!title.trim() || !image) {
      toast({ title: GALLERY_MESSAGES.missingInformation, variant: 'destructive' });
      return;
    }
    submit.mutate(
      { title: title.trim(), description: description.trim(), lessonReference: lessonReference.trim(), userEmail: email, image },
      {
        onSuccess: () => {
          toast({ title: GALLERY_MESSAGES.submitted, variant: 'success' });
          onDone();
        },
        onError: (error) => toast({ title: GALLERY_MESSAGES.submitFailed, description: failureReason(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" data-testid="gallery-submit-form">
      <p className="text-sm text-ink-soft">Every artwork is reviewed before it appears in the gallery.</p>
      <Input
        label="Title"
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={GALLERY_TITLE_MAX_LENGTH}
        data-testid="gallery-submit-title"
      />
      <TextArea
        label="Description (optional)"
        rows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={GALLERY_DESCRIPTION_MAX_LENGTH}
        data-testid="gallery-submit-description"
      />
      <Input
        label="Lesson (optional)"
        hint="Which lesson or week it came from, e.g. Week 3: Wet-in-wet skies"
        value={lessonReference}
        onChange={(event) => setLessonReference(event.target.value)}
        maxLength={GALLERY_LESSON_REFERENCE_MAX_LENGTH}
        data-testid="gallery-submit-lesson"
      />
      <Input
        type="file"
        accept="image/*"
        label="Image"
        required
        hint={IMAGE_UPLOAD_HINT}
        error={imageError}
        onChange={(event) => chooseFile(event.currentTarget)}
        data-testid="gallery-submit-image"
      />
      {preview && (
        <img src={preview} alt="Preview of the chosen image" className="max-h-64 w-full rounded-xl border border-dashed border-line object-contain" />
      )}
      <Button type="submit" busy={submit.isPending} data-testid="gallery-submit">
        {submit.isPending ? 'Submitting...' : 'Submit Artwork'}
      </Button>
    </form>
  );
}

/** 'Share Your Art' (docs/product/engagement.md "Community Gallery", §5, §8 "Gallery"): title and image required. */
export function ShareArtDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = 'gallery-share-title';
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      testId="gallery-share-dialog"
      className="m-0 h-dvh backdrop:bg-black/45 max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-3xl sm:shadow-xl"
    >
      <div className="flex h-full max-h-[inherit] flex-col bg-white sm:max-h-[90dvh]">
        <DialogTitleBar titleId={titleId} testId="gallery-share-dialog-title" onClose={onClose}>
          Share Your Art
        </DialogTitleBar>
        <ToastHost />
        <div className="flex-1 overflow-y-auto px-4 pb-6 sm:px-6">
          <ShareArtForm onDone={onClose} />
        </div>
      </div>
    </Modal>
  );
}
