import { PictureGrid } from '@/components/ui/picture-grid';
import { ImageFilesInput } from './image-files-input';

type PicturesFieldProps = {
  /** The record being edited (its stored pictures are shown, each deletable), or null when creating. */
  editing: { title: string } | null;
  images: string[];
  deleting: string | null;
  onDelete: (url: string) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** The most pictures the record holds. */
  max: number;
  /** 'A deal', 'An auction': the hint when it is full. */
  owner: string;
  error?: string;
};

/** A record's stored pictures (one click deletes one) and the files to add, never past its limit. */
export function PicturesField({ editing, images, deleting, onDelete, files, onFilesChange, max, owner, error }: PicturesFieldProps) {
  return (
    <>
      {editing && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Pictures</p>
          <PictureGrid owner={editing.title} images={images} deleting={deleting} onDelete={onDelete} />
        </div>
      )}
      <ImageFilesInput
        label={editing ? 'Add pictures' : 'Pictures'}
        files={files}
        onChange={onFilesChange}
        max={Math.max(0, max - images.length)}
        disabledHint={`${owner} has at most ${max} pictures: delete one to add another.`}
      />
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </>
  );
}
