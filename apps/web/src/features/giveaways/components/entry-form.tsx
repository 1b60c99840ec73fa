import { GIVEAWAY_ANSWER_MAX_LENGTH, isBlankText, type GiveawayView } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-field';
import { useEnterGiveaway } from '../hooks/use-enter-giveaway';
import { giveawayQuestion } from '@/lib/giveaway-display';

type EntryFormProps = { giveaway: GiveawayView; email: string | null };

/** The question and the answer box; submit stays disabled while the answer is blank (docs/product/engagement.md §5). */
export function EntryForm({ giveaway, email }: EntryFormProps) {
  const [answer, setAnswer] = useState('');
  const { enter, submitting } = useEnterGiveaway();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (await enter({ giveawayId: giveaway.id, email, answer })) setAnswer('');
  }

  return (
    <form onSubmit={handleSubmit} data-testid="giveaway-entry-form" className="flex flex-col gap-3" noValidate>
      <TextArea
        label={giveawayQuestion(giveaway)}
        data-testid="giveaway-answer"
        value={answer}
        maxLength={GIVEAWAY_ANSWER_MAX_LENGTH}
        onChange={(event) => setAnswer(event.target.value)}
        placeholder="Your answer"
        required
      />
      <Button type="submit" data-testid="giveaway-submit" disabled={isBlankText(answer)} busy={submitting} className="w-full sm:w-auto sm:self-end">
        Submit Entry
      </Button>
    </form>
  );
}
