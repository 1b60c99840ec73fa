import { useState, type FormEvent } from 'react';
import { fileTooLargeMessage, IMAGE_UPLOAD_HINT, LESSON_IMAGES_PER_UPLOAD, MAX_UPLOAD_BYTES, type Lesson } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { PictureGrid } from '@/components/ui/picture-grid';
import { Input } from '@/components/ui/input';
import { useDeleteLessonImage } from '../api/delete-lesson-image';
import { useUploadLessonImages } from '../api/upload-lesson-images';
import { notifyFailure, withToasts } from '../utils/notify';

const FAILED_UPLOAD = 'Failed to upload images';

/** Why these files cannot be sent, or null when they can. */
function refusal(files: File[]): string | null {
  if (files.length > LESSON_IMAGES_PER_UPLOAD) return `Choose at most ${LESSON_IMAGES_PER_UPLOAD} images at a time.`;
  const tooBig = files.find((file) => file.size > MAX_UPLOAD_BYTES);
  return tooBig ? fileTooLargeMessage(tooBig.name) : null;
}

/** A lesson's pictures: upload up to five at a time (checked by the server), delete one by one, each on one click. */
export function LessonImagesEditor({ lesson }: { lesson: Lesson }) {
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadLessonImages();
  const remove = useDeleteLessonImage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = refusal(files);
    if (problem) {
      notifyFailure(FAILED_UPLOAD, problem);
      return;
    }
    const uploaded = await withToasts(() => upload.mutateAsync({ id: lesson.id, files }), {
      success: files.length === 1 ? 'Image uploaded' : `${files.length} images uploaded`,
      failure: FAILED_UPLOAD,
    });
    if (uploaded) {
      setFiles([]);
      setInputKey((key) => key + 1);
    }
  }

  return (
    <section aria-label={`Images of ${lesson.title}`} className="mt-6 flex flex-col gap-3">
      <h4 className="font-semibold text-ink">Images</h4>
      <PictureGrid
        owner={lesson.title}
        images={lesson.images}
        deleting={remove.isPending ? (remove.variables?.imageUrl ?? null) : null}
        onDelete={(url) =>
          void withToasts(() => remove.mutateAsync({ id: lesson.id, imageUrl: url }), { success: 'Image deleted', failure: 'Failed to delete image' })
        }
      />
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Input
          key={inputKey}
          type="file"
          accept="image/*"
          multiple
          label="Add images"
          hint={`Up to ${LESSON_IMAGES_PER_UPLOAD} at a time; ${IMAGE_UPLOAD_HINT} each`}
          onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
          className="flex-1"
        />
        <Button type="submit" disabled={files.length === 0} busy={upload.isPending} className="sm:mb-7">
          Upload
        </Button>
      </form>
    </section>
  );
}
