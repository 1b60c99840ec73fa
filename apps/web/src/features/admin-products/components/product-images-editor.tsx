import { useState } from 'react';
import { MAX_PRODUCT_IMAGES, type ProductView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteProductImage } from '../api/delete-product-image';
import { useRotateProductImage } from '../api/rotate-product-image';
import { useUpdateProduct } from '../api/update-product';
import { ImageFilesInput } from '@/components/admin-form/image-files-input';

/** A product's pictures: rotate or delete each; add more up to three in all. */
export function ProductImagesEditor({ product }: { product: ProductView }) {
  const rotate = useRotateProductImage();
  const remove = useDeleteProductImage();
  const upload = useUpdateProduct();
  const [files, setFiles] = useState<File[]>([]);
  const room = Math.max(0, MAX_PRODUCT_IMAGES - product.images.length);

  function handleRotate(imageUrl: string) {
    rotate.mutate(
      { id: product.id, imageUrl },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Image rotated.', variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Failed to rotate image',
            description: getErrorMessage(error, 'The image could not be rotated.'),
            variant: 'destructive',
          }),
      },
    );
  }

  function handleDelete(imageUrl: string) {
    remove.mutate(
      { id: product.id, imageUrl },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Image deleted.', variant: 'success' }),
        onError: (error) => toast({ title: 'Failed to delete image', description: getErrorMessage(error, ''), variant: 'destructive' }),
      },
    );
  }

  function handleUpload() {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    upload.mutate(
      { id: product.id, form },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Images added.', variant: 'success' });
          setFiles([]);
        },
        onError: (error) => toast({ title: 'Failed to upload images', description: getErrorMessage(error, ''), variant: 'destructive' }),
      },
    );
  }

  const rotating = (url: string) => rotate.isPending && rotate.variables?.imageUrl === url;
  const deleting = (url: string) => remove.isPending && remove.variables?.imageUrl === url;

  return (
    <div className="flex flex-col gap-4">
      {product.images.length === 0 ? (
        <p className="text-sm text-ink-soft">This product has no images.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3">
          {product.images.map((url, i) => (
            <li key={url} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-2">
              <img src={url} alt={`${product.name}, image ${i + 1}`} className="aspect-square w-full rounded-lg bg-paper-deep object-cover" />
              {/* Rotate and Delete are at least 44 px tall on phones: touch targets. */}
              <div className="flex flex-wrap gap-2 max-sm:[&_button]:min-h-11 max-sm:[&_button]:min-w-11">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => handleRotate(url)}
                  busy={rotating(url)}
                  aria-label={`Rotate image ${i + 1} clockwise`}
                >
                  Rotate ↻
                </Button>
                {/* One click deletes: docs/product/back-office.md §5 asks for no confirmation here. */}
                <Button
                  variant="secondary"
                  size="sm"
                  className="text-red-700"
                  aria-label={`Delete image ${i + 1}`}
                  busy={deleting(url)}
                  disabled={remove.isPending}
                  onClick={() => handleDelete(url)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ImageFilesInput
        label="Add images"
        files={files}
        onChange={setFiles}
        max={room}
        disabledHint={`A product has at most ${MAX_PRODUCT_IMAGES} images: delete one to add another.`}
      />
      {files.length > 0 && (
        <Button onClick={handleUpload} busy={upload.isPending} className="sm:w-fit">
          Upload {files.length} image{files.length === 1 ? '' : 's'}
        </Button>
      )}
    </div>
  );
}
