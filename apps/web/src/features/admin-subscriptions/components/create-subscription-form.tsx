import { useState, type FormEvent } from 'react';
import { fileTooLargeMessage, IMAGE_UPLOAD_HINT, MAX_SUBSCRIPTION_FORM_IMAGES, MAX_UPLOAD_BYTES, SUBSCRIPTION_LIMITS } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreateSubscription } from '../api/create-subscription';
import { notifyFailure, withToasts } from '../utils/notify';
import { MoneyInput } from './fields';

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const FAILED = 'Failed to create subscription';

/** A new plan: a title and a base price are required (docs/product/back-office.md §5); a description and pictures may come along. */
export function CreateSubscriptionForm() {
  const [title, setTitle] = useState('');
  const [basePrice, setBasePrice] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [errors, setErrors] = useState<{ title?: string; basePrice?: string }>({});
  const create = useCreateSubscription();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!title.trim()) next.title = 'Title is required';
    if (!basePrice.trim()) next.basePrice = 'Base price is required';
    else if (!AMOUNT.test(basePrice.trim())) next.basePrice = 'Enter a price in dollars, e.g. 34.00';
    setErrors(next);
    if (next.title || next.basePrice) return;
    if (files.length > MAX_SUBSCRIPTION_FORM_IMAGES) return notifyFailure(FAILED, `Choose at most ${MAX_SUBSCRIPTION_FORM_IMAGES} images.`);
    const tooBig = files.find((file) => file.size > MAX_UPLOAD_BYTES);
    if (tooBig) return notifyFailure(FAILED, fileTooLargeMessage(tooBig.name));

    const created = await withToasts(() => create.mutateAsync({ title: title.trim(), basePrice: basePrice.trim(), description, images: files }), {
      success: 'Subscription created',
      failure: FAILED,
      description: title.trim(),
    });
    if (created) {
      setTitle('');
      setBasePrice('');
      setDescription('');
      setFiles([]);
      setInputKey((key) => key + 1);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="create-subscription-form">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Input
          label="Title"
          placeholder="e.g. Monthly Handmade Paint Box"
          value={title}
          maxLength={SUBSCRIPTION_LIMITS.title}
          required
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <MoneyInput
          label="Base price ($ per month)"
          placeholder="34.00"
          value={basePrice}
          required
          error={errors.basePrice}
          onValueChange={setBasePrice}
        />
      </div>
      <TextArea
        label="Description"
        value={description}
        maxLength={SUBSCRIPTION_LIMITS.description}
        rows={3}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <Input
        key={inputKey}
        type="file"
        accept="image/*"
        multiple
        label="Images (optional)"
        hint={`Up to ${MAX_SUBSCRIPTION_FORM_IMAGES}; ${IMAGE_UPLOAD_HINT} each`}
        onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
      />
      <div>
        <Button type="submit" busy={create.isPending}>
          Create subscription
        </Button>
      </div>
    </form>
  );
}
