import { useState } from 'react';
import { FEATURED_ANSWERS_COUNT, type ContentExport } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast/use-toast';
import { QuerySection } from '@/components/ui/query-section';
import { StatCards } from '@/components/ui/stat-cards';
import { countOf, formatCount } from '@/lib/format-figures';
import { copyText } from '@/lib/copy-text';
import { useContentExport } from '../api/exports';
import { socialPostText, topStoriesText, TOP_STORIES_COPIED } from '../utils/export-text';
import { useCopied } from '../utils/use-copied';

function refusedClipboard() {
  toast({ title: 'Could not copy', description: 'The browser refused the clipboard. Select the text and copy it.', variant: 'destructive' });
}

function ContentFigures({ data }: { data: ContentExport }) {
  const [copied, setCopied] = useCopied<'post' | 'stories'>();
  const [post, setPost] = useState<string | null>(null);
  const featured = data.featuredAnswers.slice(0, FEATURED_ANSWERS_COUNT);
  const none = data.featuredAnswers.length === 0;

  async function createPost() {
    const text = socialPostText(data.featuredAnswers);
    setPost(text);
    if (await copyText(text)) {
      setCopied('post');
      toast({ title: 'Social Media Post Ready', description: 'The post is on the clipboard and shown below.', variant: 'success' });
    } else refusedClipboard();
  }

  async function copyStories() {
    if (await copyText(topStoriesText(data.featuredAnswers))) {
      setCopied('stories');
      toast({ title: 'Answers Copied', description: `The top ${TOP_STORIES_COPIED} stories are on the clipboard.`, variant: 'success' });
    } else refusedClipboard();
  }

  return (
    <div className="flex flex-col gap-4">
      <StatCards
        label="Content stats"
        className="lg:grid-cols-4"
        figures={[
          { label: 'Giveaway entries', value: formatCount(data.totalEntries), testId: 'content-entries' },
          { label: 'Answers', value: formatCount(data.totalAnswers), testId: 'content-answers' },
          { label: 'Giveaways', value: formatCount(data.summary.totalGiveaways), testId: 'content-giveaways' },
          { label: 'Average answer', value: countOf(data.summary.averageAnswerLength, 'word'), testId: 'content-average' },
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={createPost} disabled={none}>
          {copied === 'post' ? 'Copied!' : 'Create Social Media Post'}
        </Button>
        <Button variant="secondary" onClick={copyStories} disabled={none}>
          {copied === 'stories' ? 'Copied!' : `Copy Top ${TOP_STORIES_COPIED} Stories`}
        </Button>
      </div>
      {post && (
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          Social media post
          <textarea
            readOnly
            value={post}
            rows={10}
            data-testid="social-post"
            className="rounded-xl border border-line bg-white p-3 font-normal text-ink focus-ring"
          />
        </label>
      )}
      <section aria-labelledby="featured-stories" className="flex flex-col gap-2">
        <h3 id="featured-stories" className="font-display text-lg font-semibold text-ink">
          Featured community stories
        </h3>
        {featured.length === 0 ? (
          <p className="rounded-xl bg-paper-deep p-4 text-center text-sm text-ink-soft">No giveaway answers yet.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" data-testid="featured-stories">
            {featured.map((answer) => (
              <li key={`${answer.email}-${answer.createdAt}`} className="flex flex-col gap-1.5 rounded-xl border border-line bg-paper p-3 text-sm">
                <blockquote className="text-ink">“{answer.answer}”</blockquote>
                <p className="text-xs text-ink-soft">
                  {answer.giveaway} · {countOf(answer.wordCount, 'word')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The Content tab (docs/product/back-office.md "Social Media Content Export"). */
export function ContentExportPanel() {
  const content = useContentExport();
  return (
    <Card className="flex flex-col gap-4" data-testid="content-export-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Social Media Content Export</CardTitle>
        <Button variant="secondary" size="sm" onClick={() => content.refetch()} busy={content.isFetching && !content.isPending}>
          Refresh
        </Button>
      </div>
      <p className="text-sm text-ink-soft">Giveaway answers from the community, ready to share on the shop's social accounts.</p>
      <QuerySection query={content} noun="the content export">
        {(data) => <ContentFigures data={data} />}
      </QuerySection>
    </Card>
  );
}
