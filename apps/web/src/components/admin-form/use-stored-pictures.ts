import { useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';

type Pictured = { id: string; title: string; images: string[] };

type RemovePicture<Item extends Pictured> = {
  mutate: (
    args: { id: string; form: FormData },
    options: { onSuccess: (item: Item) => void; onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
};

/**
 * The pictures of an admin form: the stored ones of the record being edited, and the files chosen to add (`onChosen`:
 * e.g. clear the pictures' error). `deletePicture` takes a stored one off at once (one click, like the shop's other
 * admin pictures) with the PUT body `formWithout` builds, and says so in a toast. `field` is PicturesField's wiring.
 */
export function useStoredPictures<Item extends Pictured>(
  editing: Item | null,
  remove: RemovePicture<Item>,
  formWithout: (url: string, images: readonly string[]) => FormData,
  { failureTitle, onChosen }: { failureTitle: string; onChosen: () => void },
) {
  const [images, setImages] = useState<string[]>(editing?.images ?? []);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);

  function deletePicture(url: string) {
    if (!editing) return;
    setDeleting(url);
    remove.mutate(
      { id: editing.id, form: formWithout(url, images) },
      {
        onSuccess: (item) => {
          setImages(item.images);
          toast({ title: 'Picture deleted', description: item.title, variant: 'success' });
        },
        onError: toastFailure(failureTitle),
        onSettled: () => setDeleting(null),
      },
    );
  }

  function choose(chosen: File[]) {
    setFiles(chosen);
    onChosen();
  }

  return {
    images,
    files,
    clearFiles: () => setFiles([]),
    field: { editing, images, deleting, onDelete: deletePicture, files, onFilesChange: choose },
  };
}
