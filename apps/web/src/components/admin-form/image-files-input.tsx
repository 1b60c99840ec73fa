import { useEffect, useId, useState } from 'react';
import { IMAGE_UPLOAD_HINT, MAX_UPLOAD_BYTES, UPLOAD_SIZE_LABEL } from '@shop/contracts';
import { pickImages } from '@/lib/pick-images';

/** Local previews of chosen files, released when they change. */
function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    // Object URLs are a browser resource made and released with the files: the effect owns them, so it sets them too.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

type ImageFilesInputProps = {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** How many files may be chosen (0 disables the input). */
  max: number;
  /** Previews shown (the first N). */
  previews?: number;
  disabledHint?: string;
};

/** A file input for image files only, at most `max` and MAX_UPLOAD_BYTES (10 MB) each, with previews of the first ones. */
export function ImageFilesInput({ label, files, onChange, max, previews = 3, disabledHint }: ImageFilesInputProps) {
  const id = useId();
  const [inputKey, setInputKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const urls = useObjectUrls(files);

  // Emptied from outside (the form was sent): the native input forgets its file names too.
  const [lastCount, setLastCount] = useState(files.length);
  if (files.length !== lastCount) {
    setLastCount(files.length);
    if (files.length === 0) {
      setInputKey((k) => k + 1);
      setNotice(null);
    }
  }

  function handleChange(chosen: File[]) {
    const picked = pickImages(chosen, max, MAX_UPLOAD_BYTES);
    const problems = [
      picked.notImages && `${picked.notImages} file(s) skipped: only image files can be uploaded.`,
      picked.tooLarge && `${picked.tooLarge} image(s) skipped: larger than ${UPLOAD_SIZE_LABEL}.`,
      picked.overLimit && `Only ${max} image${max === 1 ? '' : 's'} can be added; the first ${max} were kept.`,
    ].filter(Boolean);
    setNotice(problems.length ? problems.join(' ') : null);
    setLastCount(picked.files.length); // our own change: keep the notice and the input
    onChange(picked.files);
  }

  function remove(index: number) {
    onChange(files.filter((_, i) => i !== index));
    setInputKey((k) => k + 1);
  }

  const disabled = max <= 0;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept="image/*"
        multiple={max > 1}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => handleChange(Array.from(event.currentTarget.files ?? []))}
        className="min-h-11 w-full rounded-xl border border-line bg-white px-3.5 py-2 text-base text-ink focus-ring file:mr-3 file:rounded-lg file:border-0 file:bg-paper-deep file:px-3 file:py-1.5 file:text-sm file:font-medium disabled:bg-paper-deep"
      />
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {disabled ? disabledHint : `Up to ${max} image${max === 1 ? '' : 's'}: ${IMAGE_UPLOAD_HINT} each.`}
      </p>
      {notice && (
        <p role="status" className="text-sm font-medium text-ochre">
          {notice}
        </p>
      )}
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen images">
          {files.slice(0, previews).map((file, i) => (
            <li key={`${file.name}-${i}`} className="relative">
              {urls[i] && <img src={urls[i]} alt={`Preview of ${file.name}`} className="size-20 rounded-xl border border-line object-cover" />}
              {/* 28 px to the eye; on phones its ::after widens the touch target to 44 × 44 px. */}
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={`Remove ${file.name}`}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-line bg-white text-ink shadow focus-ring max-sm:after:absolute max-sm:after:-inset-2"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
