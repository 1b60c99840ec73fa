import { GALLERY_MESSAGES } from '@shop/contracts';
import { toast } from '@/components/ui/toast/use-toast';
import { hasErrorCode } from '@/lib/api-client';
import { useShopperSession } from '@/lib/session';
import { useLikedIds, useToggleLike } from '../api/gallery';
import { GALLERY_SCREEN_TEXT } from '../constants';

/**
 * Liking needs a known e-mail (docs/product/engagement.md §5); a like toggles. The server's 409 (already liked, from
 * another tab) is no failure: the figures read again afterwards show her like.
 */
export function useLikeToggle() {
  const { email } = useShopperSession();
  const liked = useLikedIds(email);
  const mutation = useToggleLike();
  const likedIds = new Set(liked.data ?? []);

  function toggle(id: string) {
    if (!email) {
      toast({ title: GALLERY_MESSAGES.emailNeededToLike, variant: 'destructive' });
      return;
    }
    mutation.mutate(
      { id, userEmail: email, liked: !likedIds.has(id) },
      {
        onError: (error) => {
          if (hasErrorCode(error, 'ALREADY_LIKED')) return;
          toast({ title: GALLERY_SCREEN_TEXT.likeFailed, variant: 'destructive' });
        },
      },
    );
  }

  const busyId = mutation.isPending ? mutation.variables.id : null;
  return { isLiked: (id: string) => likedIds.has(id), isBusy: (id: string) => busyId === id, toggle };
}
